import Foundation
import HeadlessUIKit
import Testing

/// The SVG picture rendered to pixels by a real renderer (`rsvg-convert`): known boxes have
/// their colors where their frames say.
///
/// Enabled only where `rsvg-convert` and `python3` are installed; `.ci/run` installs
/// `librsvg2-bin` when it is missing, so CI always runs these tests. Locally, without the
/// renderer, Swift Testing reports them as skipped.
@MainActor @Suite(.enabled(if: SVGRenderer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
struct SVGRenderingTests {
    /// A 200 × 120 view: a red box, a rounded blue box with a border, a label.
    private func boxes(dark: Bool = false) -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        if dark { window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark) }
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .systemBackground
        window.addSubview(root)
        let red = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        red.backgroundColor = .systemRed
        let blue = UIView(frame: CGRect(x: 100, y: 20, width: 80, height: 40))
        blue.backgroundColor = .systemBlue
        blue.layer.cornerRadius = 16
        blue.layer.borderWidth = 4
        blue.layer.borderColor = UIColor.black.cgColor
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 160, height: 30))
        label.text = "Hello"
        for view in [red, blue, label] { root.addSubview(view) }
        return window
    }

    @Test func boxesAreRenderedInTheirColorsAtTheirFrames() throws {
        let pixels = try SVGRenderer.pixels(of: boxes().headlessSVGSnapshot(), at: [
            (50, 40),   // the red box's center
            (10, 10),   // the background
            (140, 40),  // the blue box's center
            (101, 21),  // the blue box's rounded corner: background shows
            (140, 22),  // the blue box's top border
        ])
        let white = SVGRenderer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(pixels[0].isClose(to: SVGRenderer.Pixel(red: 255, green: 59, blue: 48, alpha: 255)), "\(pixels[0])")
        #expect(pixels[1].isClose(to: white), "\(pixels[1])")
        #expect(pixels[2].isClose(to: SVGRenderer.Pixel(red: 0, green: 122, blue: 255, alpha: 255)), "\(pixels[2])")
        #expect(pixels[3].isClose(to: white), "\(pixels[3])")
        #expect(pixels[4].isClose(to: SVGRenderer.Pixel(red: 0, green: 0, blue: 0, alpha: 255)), "\(pixels[4])")
    }

    @Test func darkModeIsRenderedWithDarkColors() throws {
        let pixels = try SVGRenderer.pixels(of: boxes(dark: true).headlessSVGSnapshot(), at: [(10, 10), (50, 40)])
        #expect(pixels[0].isClose(to: SVGRenderer.Pixel(red: 0, green: 0, blue: 0, alpha: 255)), "\(pixels[0])")
        #expect(pixels[1].isClose(to: SVGRenderer.Pixel(red: 255, green: 69, blue: 58, alpha: 255)), "\(pixels[1])")
    }

    @Test func switchIsRenderedOnInGreen() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        toggle.isOn = true
        root.addSubview(toggle)
        let pixels = try SVGRenderer.pixels(of: root.headlessSVGSnapshot(), at: [(20, 25), (46, 25)])
        #expect(pixels[0].isClose(to: SVGRenderer.Pixel(red: 52, green: 199, blue: 89, alpha: 255)), "the track: \(pixels[0])")
        #expect(pixels[1].isClose(to: SVGRenderer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)), "the knob: \(pixels[1])")
    }
}
