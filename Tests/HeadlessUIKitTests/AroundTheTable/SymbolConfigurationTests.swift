import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SymbolConfigurationTests {
    @Test func initializersSpecifyTheirAttributesOnly() {
        let sized = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .large)
        #expect(sized.headlessPointSize == 22)
        #expect(sized.headlessWeight == .semibold)
        #expect(sized.headlessScale == .large)
        #expect(sized.headlessTextStyle == nil)
        let styled = UIImage.SymbolConfiguration(textStyle: .headline, scale: .small)
        #expect(styled.headlessTextStyle == .headline)
        #expect(styled.headlessPointSize == 0)
        #expect(styled.headlessWeight == .unspecified)
        let fromFont = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15, weight: .bold))
        #expect(fromFont.headlessPointSize == 15)
        #expect(fromFont.headlessWeight == .bold)
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed).headlessHierarchicalColor == .systemRed)
        #expect(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .label]).headlessPaletteColors == [.systemRed, .label])
        #expect(UIImage.SymbolConfiguration.preferringMulticolor().headlessPrefersMulticolor)
        #expect(UIImage.SymbolConfiguration.unspecified == UIImage.SymbolConfiguration.unspecified)
    }

    @Test func applyingLetsTheOtherConfigurationsSpecifiedAttributesWin() {
        let base = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium)
        let combined = base.applying(UIImage.SymbolConfiguration(weight: .heavy))
        #expect(combined.headlessPointSize == 17)
        #expect(combined.headlessWeight == .heavy)
        #expect(combined.headlessScale == .medium)
        #expect(base.applying(nil) == base)
        let withTraits = base.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        #expect(withTraits.traitCollection?.userInterfaceStyle == .dark)
        #expect(withTraits != base)
        #expect(base.applying(withTraits).traitCollection?.userInterfaceStyle == .dark)
    }

    @Test func withoutMethodsClearTheirAttributes() {
        let full = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large)
            .applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(full.configurationWithoutTextStyle().headlessTextStyle == nil)
        #expect(full.configurationWithoutScale().headlessScale == .unspecified)
        #expect(full.configurationWithoutWeight().headlessWeight == .unspecified)
        let bare = full.configurationWithoutPointSizeAndWeight()
        #expect(bare.headlessPointSize == 0 && bare.headlessWeight == .unspecified && bare.headlessScale == .large)
        #expect(full.isEqual(to: full.configurationWithoutTextStyle().applying(UIImage.SymbolConfiguration(textStyle: .body))))
        #expect(!full.isEqual(to: nil))
    }

    @Test func symbolImagesKeepTheirConfiguration() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)
        let star = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
        #expect(star.symbolConfiguration == configuration)
        #expect(star.isSymbolImage)
        let heavier = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .heavy)))
        #expect(heavier.symbolConfiguration?.headlessPointSize == 20)
        #expect(heavier.symbolConfiguration?.headlessWeight == .heavy)
        #expect(heavier != star)
        let replaced = star.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(replaced.symbolConfiguration == UIImage.SymbolConfiguration(scale: .small))
        #expect(UIImage(named: "photo")?.applyingSymbolConfiguration(configuration) == nil)
        let plain = try #require(UIImage(systemName: "star"))
        #expect(plain.configuration == nil)
        #expect(plain.applyingSymbolConfiguration(configuration)?.symbolConfiguration == configuration)
        let darkStar = UIImage(systemName: "star", compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        #expect(darkStar?.configuration?.traitCollection?.userInterfaceStyle == .dark)
        #expect(darkStar?.symbolConfiguration == nil)
        #expect(UIImage(named: "photo", in: nil, with: configuration)?.configuration == configuration)
    }

    @Test func imageViewsAndListImagePropertiesStoreAPreferredSymbolConfiguration() {
        let imageView = UIImageView(image: UIImage(systemName: "heart"))
        #expect(imageView.preferredSymbolConfiguration == nil)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .caption1)
        #expect(imageView.preferredSymbolConfiguration?.headlessTextStyle == .caption1)
        var content = UIListContentConfiguration.cell()
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        var other = UIListContentConfiguration.cell()
        #expect(content != other)
        other.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        #expect(content == other)
    }

    @Test func symbolAndFontWeightsConvert() {
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        #expect(UIFont.Weight.black.symbolWeight() == .black)
        #expect(UIFont.Weight(rawValue: 0.25).symbolWeight() == .medium)
        #expect(UIImage.SymbolScale.default.rawValue == -1)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
    }
}
