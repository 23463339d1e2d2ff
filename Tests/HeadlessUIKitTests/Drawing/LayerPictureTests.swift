import Expectations
import Foundation
import Testing
import UIKit

/// A progress ring made of shape layers, as upload and goal screens show one: a grey track and
/// a green arc stroked from the top, clockwise, to the progress.
private final class ProgressRing: UIView {
    let track = CAShapeLayer()
    let arc = CAShapeLayer()

    var progress: CGFloat = 0 { didSet { arc.strokeEnd = progress } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 5,
            startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [track, arc] {
            shape.frame = bounds
            shape.path = circle.cgPath
            shape.fillColor = nil
            shape.lineWidth = 10
            layer.addSublayer(shape)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        arc.strokeColor = UIColor.systemGreen.cgColor
        arc.lineCap = .round
        arc.strokeEnd = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A card with a gradient background layer behind its label, as promotion cells draw one.
@MainActor private func gradientCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let gradient = CAGradientLayer()
    gradient.frame = card.bounds
    gradient.colors = [UIColor.systemRed.cgColor, UIColor.systemBlue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.cornerRadius = 12
    card.layer.insertSublayer(gradient, at: 0)
    let label = UILabel(frame: CGRect(x: 16, y: 20, width: 168, height: 20))
    label.text = "Sale"
    card.addSubview(label)
    return card
}

/// Pictures of screens draw the layers apps add to their views' layers.
@MainActor @Suite struct LayerPictureTests {
    @Test func aShapeLayerIsStrokedFromItsStrokeStartToItsStrokeEnd() throws {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 0.25
        ring.track.lineDashPattern = [1, 3]
        ring.track.lineDashPhase = 1
        let paths = try SVGSnapshotTests.Elements.parse(ring.headlessSVGSnapshot()).filter { $0.name == "path" }

        let track = try #require(paths.first { $0.attributes["stroke"] == "#e5e5ea" })
        expectEqual(track.attributes["stroke-width"], "10")
        expectEqual(track.attributes["stroke-dasharray"], "1 3")
        expectEqual(track.attributes["stroke-dashoffset"], "1")
        #expect(track.attributes["d"]?.hasPrefix("M50 5C") == true, "the whole track, its curves as drawn: \(track.attributes["d"] ?? "")")
        let arc = try #require(paths.first { $0.attributes["stroke"] == "#34c759" })
        expectEqual(arc.attributes["stroke-linecap"], "round")
        expectEqual(arc.attributes["fill"], "none")
        let points = try #require(arc.attributes["d"]).dropFirst().split(separator: "L").map { $0.split(separator: " ").compactMap { Double($0) } }
        expectEqual(points.first, [50, 5], "from the top")
        let last = try #require(points.last)
        #expect(abs(last[0] - 95) < 0.5 && abs(last[1] - 50) < 0.5, "a quarter round, clockwise: \(last)")
    }

    @Test func aGradientLayerFillsItsFrameWithItsColors() throws {
        let elements = try SVGSnapshotTests.Elements.parse(gradientCard().headlessSVGSnapshot())

        let gradient = try #require(elements.first { $0.name == "linearGradient" })
        expectEqual(gradient.attributes["x1"], "0")
        expectEqual(gradient.attributes["x2"], "1")
        expectEqual(gradient.attributes["y1"], "0.5")
        let stops = elements.filter { $0.name == "stop" }
        expectEqual(stops.map { $0.attributes["stop-color"] }, ["#ff3b30", "#007aff"])
        expectEqual(stops.map { $0.attributes["offset"] }, ["0", "1"])
        let filled = try #require(elements.first { $0.attributes["fill"] == "url(#gradient1)" })
        expectEqual(filled.attributes["rx"], "12")
        let names = elements.map(\.name)
        let background = try #require(names.firstIndex(of: "linearGradient"))
        let label = try #require(elements.firstIndex { $0.name == "text" && $0.text == "Sale" })
        #expect(background < label, "the layer inserted at 0 is behind the label")
    }

    @Test func hiddenLayersAreLeftOutAndFadedOnesGrouped() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let hidden = CALayer()
        hidden.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        hidden.backgroundColor = UIColor.systemRed.cgColor
        hidden.isHidden = true
        let faded = CALayer()
        faded.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        faded.backgroundColor = UIColor.systemBlue.cgColor
        faded.borderWidth = 2
        faded.borderColor = UIColor.black.cgColor
        faded.opacity = 0.5
        view.layer.addSublayer(hidden)
        view.layer.addSublayer(faded)
        let elements = try SVGSnapshotTests.Elements.parse(view.headlessSVGSnapshot())

        #expect(!elements.contains { $0.attributes["fill"] == "#ff3b30" })
        let group = try #require(elements.firstIndex { $0.name == "g" && $0.attributes["opacity"] == "0.5" })
        let box = try #require(elements.firstIndex { $0.attributes["fill"] == "#007aff" })
        #expect(group < box)
        expectEqual(elements[box].attributes["x"], "20")
        #expect(elements.contains { $0.attributes["stroke"] == "#000000" && $0.attributes["x"] == "21" }, "the border inside the frame")
    }

    @Test(.enabled(if: SVGRenderer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
    func theRenderedPictureShowsTheGradientAndTheArc() throws {
        let gradient = try SVGRenderer.pixels(of: gradientCard().headlessSVGSnapshot(), at: [(14, 30), (186, 30)])
        #expect(gradient[0].red > 200 && gradient[0].blue < 100, "red on the left: \(gradient[0])")
        #expect(gradient[1].blue > 200 && gradient[1].red < 100, "blue on the right: \(gradient[1])")

        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 0.25
        let arc = try SVGRenderer.pixels(of: ring.headlessSVGSnapshot(), at: [(82, 18), (18, 82)])
        #expect(arc[0].isClose(to: SVGRenderer.Pixel(red: 52, green: 199, blue: 89, alpha: 255), tolerance: 8), "the arc: \(arc[0])")
        #expect(arc[1].isClose(to: SVGRenderer.Pixel(red: 229, green: 229, blue: 234, alpha: 255), tolerance: 8), "the track alone: \(arc[1])")
    }
}
