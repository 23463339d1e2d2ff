import Foundation
import HeadlessUIKit
import Testing

/// The components of a color, read through UIKit's `getRed(_:green:blue:alpha:)`.
func rgba(_ color: UIColor) -> [CGFloat] {
    var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
}

/// Components given as 8-bit values, as design specifications list them.
func components255(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> [CGFloat] {
    [red / 255, green / 255, blue / 255, alpha]
}

@Suite struct ColorTests {
    @Test func systemRedHasItsNameAndLightAppearanceComponents() {
        let color = UIColor.systemRed
        #expect(color.headlessSystemName == "systemRed")
        #expect(rgba(color) == components255(255, 59, 48))
    }

    @Test func semanticLabelColorsShareTheirGrayAtFallingOpacities() {
        #expect(rgba(.label) == [0, 0, 0, 1])
        #expect(rgba(.secondaryLabel) == components255(60, 60, 67, alpha: 0.6))
        #expect(rgba(.tertiaryLabel) == components255(60, 60, 67, alpha: 0.3))
        #expect(rgba(.quaternaryLabel) == components255(60, 60, 67, alpha: 0.18))
        #expect(rgba(.systemBackground) == [1, 1, 1, 1])
        #expect(rgba(.systemGroupedBackground) == components255(242, 242, 247))
        #expect(rgba(.systemGray6) == components255(242, 242, 247))
    }

    @Test func systemColorsEqualThemselvesButNotPlainColorsWithTheirComponents() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemGray6 != UIColor.secondarySystemBackground)
        #expect(Set([UIColor.systemRed, .systemRed, .label]).count == 2)
    }

    @Test func classicColorsHaveTheirDocumentedComponents() {
        #expect(rgba(.black) == [0, 0, 0, 1])
        #expect(rgba(.white) == [1, 1, 1, 1])
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.red.headlessSystemName == nil)
    }

    @Test func withAlphaComponentKeepsTheNameAndChangesOnlyTheOpacity() {
        let faded = UIColor.systemRed.withAlphaComponent(0.5)
        #expect(faded.headlessSystemName == "systemRed")
        #expect(rgba(faded) == components255(255, 59, 48, alpha: 0.5))
        #expect(faded != .systemRed)
        #expect(rgba(UIColor(white: 0.2, alpha: 3)) == [0.2, 0.2, 0.2, 1])
    }

    @Test func hueSaturationBrightnessConvertBothWays() {
        let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
        #expect(rgba(green).map { ($0 * 1000).rounded() / 1000 } == [0, 1, 0, 1])
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect([hue * 12, saturation, brightness, alpha] == [1, 1, 1, 1])
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
        #expect(!UIColor.systemRed.getWhite(&white, alpha: nil))
    }

    @Test func cgColorCarriesTheComponentsBothWays() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.cgColor.components == [0.1, 0.2, 0.3, 0.4])
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == .gray)
    }

    @Test func colorLiteralsMakeComponentColors() {
        let color: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color == .red)
    }
}
