import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite struct FontDescriptorTests {
    @Test func aFontsDescriptorMakesTheSameFontBack() {
        let fonts: [UIFont] = [
            .systemFont(ofSize: 15),
            .systemFont(ofSize: 13, weight: .semibold),
            .italicSystemFont(ofSize: 12),
            .monospacedSystemFont(ofSize: 11, weight: .medium),
            .preferredFont(forTextStyle: .headline),
            UIFont(name: "Avenir-Heavy", size: 14)!,
        ]
        for font in fonts {
            expectEqual(UIFont(descriptor: font.fontDescriptor, size: 0), font, "\(font)")
        }
    }

    @Test func symbolicTraitsMakeBoldAndItalicFaces() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.contains(.traitBold))
        let boldFont = UIFont(descriptor: bold, size: 0)
        expectEqual(boldFont.pointSize, body.pointSize)
        expectEqual(boldFont.fontName, ".SFUI-Bold")
        expectEqual(boldFont.headlessTextStyle, .body)
        let boldItalic = try #require(bold.withSymbolicTraits([.traitBold, .traitItalic]))
        expectEqual(UIFont(descriptor: boldItalic, size: 20).fontName, ".SFUI-BoldItalic")
        let plain = try #require(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.withSymbolicTraits([]))
        expectEqual(UIFont(descriptor: plain, size: 0), .systemFont(ofSize: 12))
        let family = UIFontDescriptor(fontAttributes: [.family: "Helvetica Neue", .size: 16])
        let italic = try #require(family.withSymbolicTraits(.traitItalic))
        expectEqual(UIFont(descriptor: italic, size: 0).fontName, "HelveticaNeue-Italic")
        expectEqual(UIFont(descriptor: italic, size: 0).familyName, "Helvetica Neue")
    }

    @Test func designsApplyToTheSystemFontOnly() throws {
        let rounded = try #require(UIFont.systemFont(ofSize: 20, weight: .bold).fontDescriptor.withDesign(.rounded))
        let font = UIFont(descriptor: rounded, size: 0)
        expectEqual(font.familyName, ".AppleSystemUIFontRounded")
        expectEqual(font.pointSize, 20)
        expectEqual(font.headlessWeight, .bold)
        let mono = try #require(UIFont.systemFont(ofSize: 11).fontDescriptor.withDesign(.monospaced))
        expectEqual(UIFont(descriptor: mono, size: 0), .monospacedSystemFont(ofSize: 11, weight: .regular))
        expectNil(UIFontDescriptor(name: "Georgia", size: 12).withDesign(.rounded))
    }

    @Test func aWeightTraitGivenAsAWeightMakesThatWeight() {
        let descriptor = UIFont.systemFont(ofSize: 16).fontDescriptor
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        let font = UIFont(descriptor: descriptor, size: 0)
        expectEqual(font, .systemFont(ofSize: 16, weight: .semibold))
    }

    @Test func attributesAreKeptAndReadBack() {
        let descriptor = UIFontDescriptor(name: "Menlo-Regular", size: 12)
        expectEqual(descriptor.postscriptName, "Menlo-Regular")
        expectEqual(descriptor.pointSize, 12)
        expectEqual(descriptor.withSize(18).pointSize, 18)
        expectEqual(descriptor.matrix, .identity)
        let added = descriptor.addingAttributes([.visibleName: "Menlo", .size: 13])
        expectEqual(added.object(forKey: .visibleName) as? String, "Menlo")
        expectEqual(added.pointSize, 13)
        expectNil(descriptor.withFamily("Courier").object(forKey: .name))
        expectEqual(descriptor.withFace("Bold").object(forKey: .face) as? String, "Bold")
        expectEqual(UIFontDescriptor(name: "Menlo-Regular", size: 12), descriptor)
        expectEqual(UIFontDescriptor(fontAttributes: [.name: "Menlo-Regular", .size: 12.0]), descriptor)
        expectEqual(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize, 12)
    }

    @Test func preferredDescriptorsCarryTheTextStyle() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1)
        expectEqual(descriptor.object(forKey: .textStyle) as? String, UIFont.TextStyle.caption1.rawValue)
        expectEqual(descriptor.pointSize, UIFont.preferredFont(forTextStyle: .caption1).pointSize)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        expectEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large).pointSize, 53)
    }

    @Test func metricsAddUpToTheLineHeight() {
        let font = UIFont.systemFont(ofSize: 20)
        expectEqual(font.ascender - font.descender + font.leading, font.lineHeight)
        #expect(font.capHeight < font.ascender)
        #expect(font.xHeight < font.capHeight)
        #expect(font.descender < 0)
        #expect(UIFont.familyNames.isEmpty)
        #expect(UIFont.fontNames(forFamilyName: "Helvetica").isEmpty)
    }
}

@Suite struct DisplayP3ColorTests {
    @Test func displayP3ComponentsConvertToExtendedSRGB() {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 1) < 0.0001 && abs(green - 1) < 0.0001 && abs(blue - 1) < 0.0001)
        expectEqual(alpha, 0.5)
        _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        // P3's red lies outside sRGB: more than full red, negative green and blue (≈ 1.093,
        // −0.227, −0.150).
        #expect(abs(red - 1.093) < 0.002)
        #expect(abs(green + 0.227) < 0.002)
        #expect(abs(blue + 0.150) < 0.002)
        expectEqual(UIColor(displayP3Red: 0, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
