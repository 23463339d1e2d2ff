import Expectations
import Foundation
import Testing
import UIKit

/// A progress ring drawn in `draw(_:)`, as dashboards draw one.
private final class ProgressRingView: UIView {
    var progress: CGFloat = 0.25

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let track = UIBezierPath(arcCenter: center, radius: bounds.width / 2 - 4, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 8
        track.lineCapStyle = .round
        let dashes: [CGFloat] = [2, 6]
        track.setLineDash(dashes, count: dashes.count, phase: 0)
        UIColor.systemGray5.setStroke()
        track.stroke()
        UIColor.systemRed.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 16, dy: 16)).fill()
    }
}

/// Pictures of screens paint what views draw in `draw(_:)` and what image renderers drew.
@MainActor @Suite struct DrawingPictureTests {
    private func screen() -> (window: UIWindow, ring: ProgressRingView, avatar: UIImageView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let ring = ProgressRingView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        ring.backgroundColor = .clear
        let avatar = UIImageView(frame: CGRect(x: 110, y: 10, width: 80, height: 80))
        avatar.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            ("AB" as NSString).draw(at: CGPoint(x: 10, y: 12), withAttributes: [.foregroundColor: UIColor.white])
        }
        window.addSubview(ring)
        window.addSubview(avatar)
        return (window, ring, avatar)
    }

    @Test func theSVGPicturePaintsCustomDrawingAndRenderedImages() throws {
        let elements = try SVGSnapshotTests.Elements.parse(screen().window.headlessSVGSnapshot())

        let paths = elements.filter { $0.name == "path" }
        let track = try #require(paths.first { $0.attributes["stroke"] == "#e5e5ea" }, "the ring's track")
        expectEqual(track.attributes["stroke-width"], "8")
        expectEqual(track.attributes["stroke-linecap"], "round")
        expectEqual(track.attributes["stroke-dasharray"], "2 6")
        expectEqual(track.attributes["stroke-miterlimit"], "10", "Core Graphics' default, not SVG's")
        #expect(paths.contains { $0.attributes["fill"] == "#ff3b30" }, "the ring's dot")
        let square = try #require(paths.first { $0.attributes["fill"] == "#007aff" })
        expectEqual(square.attributes["d"], "M110 10L190 10L190 90L110 90Z", "the 40-point image scaled to the 80-point image view")
        #expect(elements.contains { $0.name == "text" && $0.text == "AB" })
    }

    @Test(.enabled(if: SVGRenderer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
    func theRenderedPictureShowsTheDrawingsColorsWhereTheyWereDrawn() throws {
        let pixels = try SVGRenderer.pixels(of: screen().window.headlessSVGSnapshot(), at: [
            (50, 50),   // the ring's dot
            (50, 14),   // on the ring's track
            (115, 85),  // the avatar's blue square, scaled to the image view
        ])
        #expect(pixels[0].isClose(to: SVGRenderer.Pixel(red: 255, green: 59, blue: 48, alpha: 255)), "\(pixels[0])")
        #expect(pixels[1].isClose(to: SVGRenderer.Pixel(red: 229, green: 229, blue: 234, alpha: 255)), "\(pixels[1])")
        #expect(pixels[2].isClose(to: SVGRenderer.Pixel(red: 0, green: 122, blue: 255, alpha: 255)), "\(pixels[2])")
    }

    @Test func theTextSnapshotSaysAnImageWasDrawnAndWhatItWrote() {
        let text = screen().window.headlessTextSnapshot()
        #expect(text.contains("image=drawn drawnText=\"AB\""), "\(text)")
    }

    @Test func drawingRunsEachTimeAPictureIsTakenWithTheViewsCurrentState() throws {
        let (window, ring, _) = screen()
        let before = try SVGSnapshotTests.Elements.parse(window.headlessSVGSnapshot())
        ring.isHidden = true
        let after = try SVGSnapshotTests.Elements.parse(window.headlessSVGSnapshot())

        #expect(before.contains { $0.attributes["fill"] == "#ff3b30" })
        #expect(!after.contains { $0.attributes["fill"] == "#ff3b30" }, "a hidden view is not drawn")
    }
}
