import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SymbolConfigurationTests {
    @Test func initializersSpecifyTheirAttributesOnly() {
        let sized = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .large)
        expectEqual(sized.headlessPointSize, 22)
        expectEqual(sized.headlessWeight, .semibold)
        expectEqual(sized.headlessScale, .large)
        expectNil(sized.headlessTextStyle)
        let styled = UIImage.SymbolConfiguration(textStyle: .headline, scale: .small)
        expectEqual(styled.headlessTextStyle, .headline)
        expectEqual(styled.headlessPointSize, 0)
        expectEqual(styled.headlessWeight, .unspecified)
        let fromFont = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15, weight: .bold))
        expectEqual(fromFont.headlessPointSize, 15)
        expectEqual(fromFont.headlessWeight, .bold)
        expectEqual(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed).headlessHierarchicalColor, .systemRed)
        expectEqual(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .label]).headlessPaletteColors, [.systemRed, .label])
        #expect(UIImage.SymbolConfiguration.preferringMulticolor().headlessPrefersMulticolor)
        expectEqual(UIImage.SymbolConfiguration.unspecified, UIImage.SymbolConfiguration.unspecified)
    }

    @Test func applyingLetsTheOtherConfigurationsSpecifiedAttributesWin() {
        let base = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium)
        let combined = base.applying(UIImage.SymbolConfiguration(weight: .heavy))
        expectEqual(combined.headlessPointSize, 17)
        expectEqual(combined.headlessWeight, .heavy)
        expectEqual(combined.headlessScale, .medium)
        expectEqual(base.applying(nil), base)
        let withTraits = base.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        expectEqual(withTraits.traitCollection?.userInterfaceStyle, .dark)
        expectNotEqual(withTraits, base)
        expectEqual(base.applying(withTraits).traitCollection?.userInterfaceStyle, .dark)
    }

    @Test func withoutMethodsClearTheirAttributes() {
        let full = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large)
            .applying(UIImage.SymbolConfiguration(textStyle: .body))
        expectNil(full.configurationWithoutTextStyle().headlessTextStyle)
        expectEqual(full.configurationWithoutScale().headlessScale, .unspecified)
        expectEqual(full.configurationWithoutWeight().headlessWeight, .unspecified)
        let bare = full.configurationWithoutPointSizeAndWeight()
        #expect(bare.headlessPointSize == 0 && bare.headlessWeight == .unspecified && bare.headlessScale == .large)
        #expect(full.isEqual(to: full.configurationWithoutTextStyle().applying(UIImage.SymbolConfiguration(textStyle: .body))))
        #expect(!full.isEqual(to: nil))
    }

    @Test func symbolImagesKeepTheirConfiguration() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)
        let star = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
        expectEqual(star.symbolConfiguration, configuration)
        #expect(star.isSymbolImage)
        let heavier = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .heavy)))
        expectEqual(heavier.symbolConfiguration?.headlessPointSize, 20)
        expectEqual(heavier.symbolConfiguration?.headlessWeight, .heavy)
        expectNotEqual(heavier, star)
        let replaced = star.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        expectEqual(replaced.symbolConfiguration, UIImage.SymbolConfiguration(scale: .small))
        expectNil(UIImage(named: "photo")?.applyingSymbolConfiguration(configuration))
        let plain = try #require(UIImage(systemName: "star"))
        expectNil(plain.configuration)
        expectEqual(plain.applyingSymbolConfiguration(configuration)?.symbolConfiguration, configuration)
        let darkStar = UIImage(systemName: "star", compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        expectEqual(darkStar?.configuration?.traitCollection?.userInterfaceStyle, .dark)
        expectNil(darkStar?.symbolConfiguration)
        expectEqual(UIImage(named: "photo", in: nil, with: configuration)?.configuration, configuration)
    }

    @Test func variableValueSymbolsAreTheSymbolsWithTheirConfiguration() throws {
        let configuration = UIImage.SymbolConfiguration(scale: .large)
        let wifi = try #require(UIImage(systemName: "wifi", variableValue: 0.5, configuration: configuration))
        expectEqual(wifi, UIImage(systemName: "wifi", withConfiguration: configuration))
        #expect(wifi.isSymbolImage)
        let plain = try #require(UIImage(systemName: "speaker.wave.3", variableValue: 1))
        expectNil(plain.configuration)
        let asset = try #require(UIImage(named: "signal", variableValue: 0.25))
        expectEqual(asset.headlessName, "signal")
        #expect(!asset.isSymbolImage)
    }

    @Test func imageViewsAndListImagePropertiesStoreAPreferredSymbolConfiguration() {
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        expectNil(imageView.preferredSymbolConfiguration)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .caption1)
        expectEqual(imageView.preferredSymbolConfiguration?.headlessTextStyle, .caption1)
        var content = UIListContentConfiguration.cell()
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        var other = UIListContentConfiguration.cell()
        expectNotEqual(content, other)
        other.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        expectEqual(content, other)
    }

    @Test func symbolAndFontWeightsConvert() {
        expectEqual(UIImage.SymbolWeight.semibold.fontWeight(), .semibold)
        expectEqual(UIFont.Weight.black.symbolWeight(), .black)
        expectEqual(UIFont.Weight(rawValue: 0.25).symbolWeight(), .medium)
        expectEqual(UIImage.SymbolScale.default.rawValue, -1)
        expectEqual(UIImage.SymbolWeight.black.rawValue, 9)
    }
}
