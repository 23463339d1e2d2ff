import Expectations
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
        expectEqual(color.headlessSystemName, "systemRed")
        expectEqual(rgba(color), components255(255, 59, 48))
    }

    @Test func semanticLabelColorsShareTheirGrayAtFallingOpacities() {
        expectEqual(rgba(.label), [0, 0, 0, 1])
        expectEqual(rgba(.secondaryLabel), components255(60, 60, 67, alpha: 0.6))
        expectEqual(rgba(.tertiaryLabel), components255(60, 60, 67, alpha: 0.3))
        expectEqual(rgba(.quaternaryLabel), components255(60, 60, 67, alpha: 0.18))
        expectEqual(rgba(.systemBackground), [1, 1, 1, 1])
        expectEqual(rgba(.systemGroupedBackground), components255(242, 242, 247))
        expectEqual(rgba(.systemGray6), components255(242, 242, 247))
    }

    @Test func systemColorsEqualThemselvesButNotPlainColorsWithTheirComponents() {
        expectEqual(UIColor.systemBlue, UIColor.systemBlue)
        expectNotEqual(UIColor.systemBlue, UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        expectNotEqual(UIColor.systemGray6, UIColor.secondarySystemBackground)
        expectEqual(Set([UIColor.systemRed, .systemRed, .label]).count, 2)
    }

    @Test func classicColorsHaveTheirDocumentedComponents() {
        expectEqual(rgba(.black), [0, 0, 0, 1])
        expectEqual(rgba(.white), [1, 1, 1, 1])
        expectEqual(rgba(.gray), [0.5, 0.5, 0.5, 1])
        expectEqual(rgba(.clear), [0, 0, 0, 0])
        expectEqual(rgba(.orange), [1, 0.5, 0, 1])
        expectEqual(UIColor.white, UIColor(white: 1, alpha: 1))
        expectNil(UIColor.red.headlessSystemName)
    }

    @Test func withAlphaComponentKeepsTheNameAndChangesOnlyTheOpacity() {
        let faded = UIColor.systemRed.withAlphaComponent(0.5)
        expectEqual(faded.headlessSystemName, "systemRed")
        expectEqual(rgba(faded), components255(255, 59, 48, alpha: 0.5))
        expectNotEqual(faded, .systemRed)
        expectEqual(rgba(UIColor(white: 0.2, alpha: 3)), [0.2, 0.2, 0.2, 1])
    }

    @Test func hueSaturationBrightnessConvertBothWays() {
        let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
        expectEqual(rgba(green).map { ($0 * 1000).rounded() / 1000 }, [0, 1, 0, 1])
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        expectEqual([hue * 12, saturation, brightness, alpha], [1, 1, 1, 1])
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
        #expect(!UIColor.systemRed.getWhite(&white, alpha: nil))
    }

    @Test func cgColorCarriesTheComponentsBothWays() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        expectEqual(color.cgColor.components, [0.1, 0.2, 0.3, 0.4])
        expectEqual(UIColor(cgColor: color.cgColor), color)
        expectEqual(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)), .gray)
    }

    @Test func colorLiteralsMakeComponentColors() {
        let color: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        expectEqual(color, .red)
    }
}
