import Expectations
import Foundation
import Testing
import UIKit

/// A `CGContext`'s graphics state, current path and the steps its painting records, driven as
/// drawing code drives it.
@MainActor @Suite struct GraphicsContextTests {
    /// The steps `draw` records in a 100 × 100 image.
    private func steps(_ draw: (CGContext) -> Void) -> [HeadlessDrawingStep] {
        UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { draw($0.cgContext) }.headlessDrawing
    }

    @Test func aPathIsFilledAndStrokedInTheStateOfTheMoment() throws {
        let drawn = steps { context in
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setLineWidth(3)
            context.move(to: CGPoint(x: 10, y: 10))
            context.addLine(to: CGPoint(x: 90, y: 10))
            context.addLine(to: CGPoint(x: 50, y: 80))
            context.closePath()
            #expect(!context.isPathEmpty)
            expectEqual(context.boundingBoxOfPath, CGRect(x: 10, y: 10, width: 80, height: 70))
            expectEqual(context.currentPointOfPath, CGPoint(x: 10, y: 10))
            context.drawPath(using: .eoFillStroke)
            #expect(context.isPathEmpty, "drawing uses the path up")
        }

        expectEqual(drawn.map(\.kind), [.fill(.evenOdd), .stroke])
        expectEqual(drawn[0].color, UIColor.systemGreen.cgColor)
        expectEqual(drawn[1].color, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        expectEqual(drawn[1].lineWidth, 3)
        expectEqual(drawn[0].bounds, CGRect(x: 10, y: 10, width: 80, height: 70))
    }

    @Test func transformsApplyAsPointsAreAddedAndSavedStatesComeBack() {
        let drawn = steps { context in
            context.saveGState()
            context.translateBy(x: 20, y: 10)
            context.scaleBy(x: 2, y: 2)
            expectEqual(context.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
            context.setLineWidth(1.5)
            context.setAlpha(0.5)
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 5))
            context.restoreGState()
            expectEqual(context.ctm, .identity)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }

        expectEqual(drawn[0].bounds, CGRect(x: 20, y: 10, width: 20, height: 10))
        expectEqual(drawn[0].lineWidth, 3, "the line width is scaled with the coordinates")
        expectEqual(drawn[0].alpha, 0.5)
        expectEqual(drawn[1].bounds, CGRect(x: 0, y: 0, width: 10, height: 5))
        expectEqual(drawn[1].alpha, 1)
        expectEqual(drawn[1].color, CGColor(gray: 0, alpha: 1), "black until a fill color is set")
    }

    @Test func strokesKeepTheirLineStyleScaledWithTheCoordinates() {
        let drawn = steps { context in
            context.scaleBy(x: 2, y: 2)
            context.setLineCap(.round)
            context.setLineJoin(.bevel)
            context.setMiterLimit(3)
            context.setLineDash(phase: 1, lengths: [4, 2])
            context.stroke(CGRect(x: 0, y: 0, width: 10, height: 5))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }

        expectEqual(drawn[0].lineCap, .round)
        expectEqual(drawn[0].lineJoin, .bevel)
        expectEqual(drawn[0].miterLimit, 3, "a ratio, not a length: not scaled")
        expectEqual(drawn[0].lineDash, [8, 4])
        expectEqual(drawn[0].lineDashPhase, 2)
        expectEqual(drawn[1].lineCap, .butt, "a fill has no line style")
        expectEqual(drawn[1].lineDash, [])
    }

    @Test func aBezierPathsDashPatternIsCopiedReadBackAndStroked() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30))
        path.lineCapStyle = .square
        let pattern: [CGFloat] = [6, 3, 1]
        path.setLineDash(pattern, count: pattern.count, phase: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        var readBack = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&readBack, count: nil, phase: nil)
        let copy = path.copy() as? UIBezierPath

        let drawn = steps { _ in copy?.stroke() }

        expectEqual(readBack, pattern)
        expectEqual(phase, 2)
        expectEqual(drawn.first?.lineDash, pattern, "the copy strokes with the pattern")
        expectEqual(drawn.first?.lineDashPhase, 2)
        expectEqual(drawn.first?.lineCap, .square)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        expectEqual(count, 0, "nil makes lines solid again")
    }

    @Test func arcsRunAsCoreGraphicsDrawsThemInUIKitsFlippedCoordinates() {
        let drawn = steps { context in
            // `clockwise: false` in UIKit's coordinates runs clockwise on screen: through the
            // lower right quarter.
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            context.strokePath()
            context.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            context.strokePath()
            // A rounded corner: the arc tangent to the lines meeting at (90, 10).
            context.move(to: CGPoint(x: 10, y: 10))
            context.addArc(tangent1End: CGPoint(x: 90, y: 10), tangent2End: CGPoint(x: 90, y: 90), radius: 10)
            #expect(isClose(context.currentPointOfPath.x, 90) && isClose(context.currentPointOfPath.y, 20), "the arc ends on the second line")
            #expect(isClose(context.boundingBoxOfPath, CGRect(x: 10, y: 10, width: 80, height: 10)))
            context.addLine(to: CGPoint(x: 90, y: 90))
            expectEqual(context.currentPointOfPath, CGPoint(x: 90, y: 90))
            context.strokePath()
        }

        #expect(isClose(drawn[0].bounds, CGRect(x: 50, y: 50, width: 20, height: 20)))
        #expect(isClose(drawn[1].bounds, CGRect(x: 30, y: 30, width: 40, height: 40)), "the other way round: three quarters")
        #expect(isClose(drawn[2].bounds, CGRect(x: 10, y: 10, width: 80, height: 80)))
    }

    @Test func clipsNarrowAndAreKeptWithTheSteps() {
        let drawn = steps { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
            UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).addClip()
            expectEqual(context.boundingBoxOfClipPath, CGRect(x: 25, y: 25, width: 25, height: 25))
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.resetClip()
            context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        expectEqual(drawn.map(\.kind), [.fill(.winding), .clear])
        expectEqual(drawn[0].clip, CGRect(x: 25, y: 25, width: 25, height: 25))
        expectEqual(drawn[1].clip, nil)
        expectEqual(drawn[1].color, nil)
    }

    @Test func uiKitDrawingCallsPaintInTheCurrentContext() throws {
        let icon = try #require(UIImage(systemName: "star.fill"))
        let drawn = steps { _ in
            UIColor.orange.set()
            let path = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 10)
            path.lineWidth = 2
            path.fill(with: .multiply, alpha: 0.5)
            path.stroke()
            UIRectFrame(CGRect(x: 60, y: 60, width: 20, height: 20))
            icon.draw(at: CGPoint(x: 5, y: 5), blendMode: .normal, alpha: 0.25)
            NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.blue]).draw(in: CGRect(x: 0, y: 80, width: 50, height: 20))
        }

        expectEqual(drawn.count, 5)
        expectEqual(drawn[0].kind, .fill(.winding))
        expectEqual(drawn[0].blendMode, .multiply)
        expectEqual(drawn[0].alpha, 0.5)
        expectEqual(drawn[0].color, UIColor.orange.cgColor)
        expectEqual(drawn[1].kind, .stroke)
        expectEqual(drawn[1].lineWidth, 2)
        expectEqual(drawn[1].color, UIColor.orange.cgColor, "set() sets the stroke color too")
        expectEqual(drawn[2].kind, .stroke)
        expectEqual(drawn[2].bounds, CGRect(x: 60.5, y: 60.5, width: 19, height: 19), "a one-point frame inside the rectangle")
        expectEqual(drawn[2].blendMode, .copy, "UIRectFrame replaces what is below")
        expectEqual(drawn[2].color, UIColor.orange.cgColor)
        expectEqual(drawn[3].kind, .image(icon))
        expectEqual(drawn[3].alpha, 0.25)
        expectEqual(drawn[4].kind, .text("Hi", font: .systemFont(ofSize: 12)))
        expectEqual(drawn[4].color, UIColor.blue.cgColor)
        expectEqual(drawn[4].bounds, CGRect(x: 0, y: 80, width: 50, height: 20))
    }

    @Test func withoutACurrentContextDrawingDoesNothing() {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ("text" as NSString).draw(at: .zero, withAttributes: nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
