import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A card cell as apps write it: rounded corners and a shadow whose path follows the bounds.
private final class CardCell: UITableViewCell {
    let gradient = CAGradientLayer()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.layer.cornerRadius = 12
        contentView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowOpacity = 0.2
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
        contentView.layer.insertSublayer(gradient, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = contentView.bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
    }
}

/// An unread-count badge drawn in `draw(_:)`, as apps draw small decorations: colors set on the
/// context, a filled and stroked path, an icon drawn into a rectangle. It keeps the path it drew.
private final class BadgeView: UIView {
    var icon = UIImage(systemName: "star.fill")
    private(set) var drawnPath: UIBezierPath?

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: rect.height / 2)
        UIColor.systemRed.setFill()
        path.fill()
        UIColor.white.setStroke()
        path.stroke(with: .normal, alpha: 0.5)
        UIColor.black.set()
        path.fill(with: .multiply, alpha: 0.1)
        let iconRect = CGRect(x: rect.minX + 4, y: rect.minY + 4, width: rect.height - 8, height: rect.height - 8)
        icon?.draw(in: iconRect)
        icon?.draw(in: iconRect, blendMode: .sourceAtop, alpha: 1)
        icon?.draw(at: iconRect.origin)
        icon?.draw(at: iconRect.origin, blendMode: .plusLighter, alpha: 0.8)
        icon?.drawAsPattern(in: rect)
        drawnPath = path
    }
}

@MainActor @Suite struct PathAndLayerTests {
    @Test func customDrawingCodeRunsAndItsPathsKeepTheirGeometry() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.draw(badge.bounds)
        expectEqual(badge.drawnPath.map { isClose($0.bounds, CGRect(x: 1, y: 1, width: 38, height: 18)) }, true)
        // Core Graphics' numbering, for code that stores a blend mode's raw value.
        #expect(CGBlendMode.normal.rawValue == 0 && CGBlendMode.luminosity.rawValue == 15)
        #expect(CGBlendMode.clear.rawValue == 16 && CGBlendMode.plusLighter.rawValue == 27)
    }

    @Test func shapesHaveExactBounds() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        expectEqual(UIBezierPath(rect: rect).bounds, rect)
        #expect(isClose(UIBezierPath(ovalIn: rect).bounds, rect))
        #expect(isClose(UIBezierPath(roundedRect: rect, cornerRadius: 8).bounds, rect))
        #expect(isClose(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 50, height: 50)).bounds, rect),
                "the radius is limited to half the shorter side")
        #expect(UIBezierPath().bounds == .null && UIBezierPath().isEmpty)

        let halfCircle = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(isClose(halfCircle.bounds, CGRect(x: 40, y: 50, width: 20, height: 10)), "clockwise on screen goes down first")
        #expect(abs(halfCircle.currentPoint.x - 40) < 1e-9 && abs(halfCircle.currentPoint.y - 50) < 1e-9)
        let otherHalf = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(isClose(otherHalf.bounds, CGRect(x: 40, y: 40, width: 20, height: 10)))
    }

    @Test func pathsAreBuiltPointByPointAndHitTested() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.close()
        expectEqual(triangle.currentPoint, .zero, "closing returns to the subpath's start")
        #expect(triangle.contains(CGPoint(x: 2, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 8, y: 8)))

        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        ring.usesEvenOddFillRule = true
        #expect(ring.contains(CGPoint(x: 10, y: 50)) && !ring.contains(CGPoint(x: 50, y: 50)), "even-odd leaves the hole empty")

        let moved = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.apply(CGAffineTransform(translationX: 5, y: 5))
        expectEqual(moved.bounds, CGRect(x: 5, y: 5, width: 10, height: 10))
        let copy = moved.copy() as? UIBezierPath
        moved.removeAllPoints()
        #expect(copy?.bounds == CGRect(x: 5, y: 5, width: 10, height: 10) && moved.isEmpty)

        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        expectEqual(curve.bounds, CGRect(x: 0, y: 0, width: 10, height: 10), "curves' bounds include their control points, as Core Graphics' boundingBox")
    }

    @Test func cgPathsRoundTripThroughBezierPaths() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
        let cgPath = path.cgPath
        #expect(isClose(cgPath.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 20)))
        expectEqual(UIBezierPath(cgPath: cgPath).cgPath, cgPath)
        expectEqual(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).boundingBox, CGRect(x: 1, y: 2, width: 3, height: 4))
        var double = CGAffineTransform(scaleX: 2, y: 2)
        #expect(isClose(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &double).boundingBox, CGRect(x: 0, y: 0, width: 20, height: 20)))
    }

    @Test func cardCellsKeepTheirLayersAndShadowPath() throws {
        let cell = CardCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        cell.layoutIfNeeded()

        let shadowPath = try #require(cell.layer.shadowPath)
        #expect(isClose(shadowPath.boundingBox, cell.bounds))
        expectIdentical(cell.contentView.layer.sublayers?.first, cell.gradient)
        expectIdentical(cell.gradient.superlayer, cell.contentView.layer)
        expectEqual(cell.gradient.frame, cell.contentView.bounds)
        expectEqual(cell.gradient.colors?.count, 2)
        expectEqual(cell.contentView.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    @Test func sublayersKeepTheirOrder() {
        let root = CALayer()
        let (back, middle, front) = (CALayer(), CAShapeLayer(), CALayer())
        root.addSublayer(front)
        root.insertSublayer(back, below: front)
        root.insertSublayer(middle, above: back)
        expectEqual(root.sublayers?.map { ObjectIdentifier($0) }, [back, middle, front].map { ObjectIdentifier($0) })
        middle.removeFromSuperlayer()
        #expect(root.sublayers?.count == 2 && middle.superlayer == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil && back.superlayer == nil)

        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(layer.position == CGPoint(x: 20, y: 30) && layer.bounds.size == CGSize(width: 20, height: 40))
        layer.position = .zero
        expectEqual(layer.frame, CGRect(x: -10, y: -20, width: 20, height: 40))

        middle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        middle.strokeColor = UIColor.systemRed.cgColor
        middle.fillColor = nil
        middle.strokeEnd = 0.5
        #expect(middle.path != nil && middle.fillColor == nil && middle.strokeEnd == 0.5)
    }

    @Test func previewsAndBackgroundsTakePathsTransformsAndEffects() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(view)
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
        let preview = UITargetedPreview(view: view, parameters: parameters)
        expectEqual(preview.size, CGSize(width: 80, height: 40), "the visible path decides the size")
        expectEqual(UITargetedPreview(view: view).size, CGSize(width: 100, height: 50))

        let scaled = UIPreviewTarget(container: container, center: .zero, transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        expectEqual(scaled.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(UIPreviewTarget(container: container, center: .zero).transform.isIdentity)

        var background = UIBackgroundConfiguration.clear()
        background.visualEffect = UIBlurEffect(style: .systemThinMaterial)
        background.shadowProperties.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual((background.visualEffect as? UIBlurEffect)?.headlessStyle, .systemThinMaterial)
        expectEqual(background.shadowProperties.path?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
