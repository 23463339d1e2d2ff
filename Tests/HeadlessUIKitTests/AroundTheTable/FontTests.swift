import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite struct FontTests {
    static let defaultSizes: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
        (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
        (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular), (.callout, 16, .regular),
        (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
    ]

    @Test(arguments: defaultSizes)
    func preferredFontHasIOSDefaultSizeAndWeight(style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight) {
        let font = UIFont.preferredFont(forTextStyle: style)
        expectEqual(font.pointSize, size)
        expectEqual(font.headlessWeight, weight)
        expectEqual(font.headlessTextStyle, style)
    }

    @Test func textStylesUseUIKitsRawValues() {
        expectEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        expectEqual(UIFont.TextStyle.largeTitle.rawValue, "UICTFontTextStyleTitle0")
        expectEqual(UIFont.TextStyle.subheadline.rawValue, "UICTFontTextStyleSubhead")
    }

    @Test func systemFontsCarryWeightInTheirName() {
        expectEqual(UIFont.systemFont(ofSize: 17).fontName, ".SFUI-Regular")
        expectEqual(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName, ".SFUI-Semibold")
        expectEqual(UIFont.boldSystemFont(ofSize: 12).headlessWeight, .bold)
        #expect(UIFont.italicSystemFont(ofSize: 12).headlessIsItalic)
        expectEqual(UIFont.systemFont(ofSize: 17).familyName, ".AppleSystemUIFont")
        expectEqual(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium), UIFont.systemFont(ofSize: 13, weight: .medium))
    }

    @Test func weightsHaveUIKitsValuesAndArithmetic() {
        expectEqual(UIFont.Weight.ultraLight.rawValue, -0.8)
        expectEqual(UIFont.Weight.medium.rawValue, 0.23)
        expectEqual(UIFont.Weight.black.rawValue, 0.62)
        #expect(UIFont.Weight.regular < .bold)
        expectEqual((UIFont.Weight.regular + 0.3), .semibold)
    }

    @Test func withSizeKeepsEverythingButTheSize() {
        let font = UIFont.preferredFont(forTextStyle: .headline).withSize(30)
        expectEqual(font.pointSize, 30)
        expectEqual(font.fontName, ".SFUI-Semibold")
        expectEqual(font.lineHeight, 36)
    }

    @Test func namedFontsKeepTheirNameAndFamily() throws {
        let font = try #require(UIFont(name: "Helvetica-Bold", size: 14))
        expectEqual(font.fontName, "Helvetica-Bold")
        expectEqual(font.familyName, "Helvetica")
        expectEqual(font.pointSize, 14)
    }
}
