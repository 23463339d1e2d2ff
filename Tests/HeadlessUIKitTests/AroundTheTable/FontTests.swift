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
        #expect(font.pointSize == size)
        #expect(font.headlessWeight == weight)
        #expect(font.headlessTextStyle == style)
    }

    @Test func textStylesUseUIKitsRawValues() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
    }

    @Test func systemFontsCarryWeightInTheirName() {
        #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.boldSystemFont(ofSize: 12).headlessWeight == .bold)
        #expect(UIFont.italicSystemFont(ofSize: 12).headlessIsItalic)
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium) == UIFont.systemFont(ofSize: 13, weight: .medium))
    }

    @Test func weightsHaveUIKitsValuesAndArithmetic() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.Weight.regular < .bold)
        #expect((UIFont.Weight.regular + 0.3) == .semibold)
    }

    @Test func withSizeKeepsEverythingButTheSize() {
        let font = UIFont.preferredFont(forTextStyle: .headline).withSize(30)
        #expect(font.pointSize == 30)
        #expect(font.fontName == ".SFUI-Semibold")
        #expect(font.lineHeight == 36)
    }

    @Test func namedFontsKeepTheirNameAndFamily() throws {
        let font = try #require(UIFont(name: "Helvetica-Bold", size: 14))
        #expect(font.fontName == "Helvetica-Bold")
        #expect(font.familyName == "Helvetica")
        #expect(font.pointSize == 14)
    }
}
