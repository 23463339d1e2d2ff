import Foundation
import HeadlessUIKit
import Testing

@Suite struct TraitCollectionTests {
    @Test func singleTraitInitializersSpecifyOnlyTheirTrait() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.preferredContentSizeCategory == .unspecified)
        #expect(dark.horizontalSizeClass == .unspecified)
        #expect(dark.displayScale == 0)
        #expect(dark.userInterfaceIdiom == .unspecified)
        #expect(dark.layoutDirection == .unspecified)
        #expect(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
        #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
    }

    @Test func equalityAndHashingCompareEveryTrait() {
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .dark))
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection())
        #expect(Set([UITraitCollection(displayScale: 2), UITraitCollection(displayScale: 2), UITraitCollection()]).count == 2)
    }

    @Test func traitsFromTakesEachTraitFromTheLastCollectionSpecifyingIt() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!merged.containsTraits(in: nil))
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test func mutationsCreateAndModifyCollections() {
        let traits = UITraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.preferredContentSizeCategory = .accessibilityLarge
        }
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
        let light = traits.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(light.userInterfaceStyle == .light)
        #expect(light.preferredContentSizeCategory == .accessibilityLarge)
        #expect(traits.userInterfaceStyle == .dark)
    }

    @Test func currentIsTheDeviceTraitsOutsidePerformAsCurrent() {
        let outside = UITraitCollection.current
        #expect(outside.userInterfaceIdiom == .phone)
        #expect(outside.userInterfaceStyle == .light)
        #expect(outside.preferredContentSizeCategory == .large)
        #expect(outside.horizontalSizeClass == .compact)
        #expect(outside.verticalSizeClass == .regular)
        #expect(outside.displayScale == 3)
        #expect(outside.layoutDirection == .leftToRight)
        var inside: UITraitCollection?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            inside = UITraitCollection.current
        }
        #expect(inside == UITraitCollection(userInterfaceStyle: .dark))
        #expect(UITraitCollection.current == outside)
    }

    @Test func currentCanBeSavedSetAndRestoredAsAppleShows() {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        UITraitCollection.current = saved
        #expect(UITraitCollection.current == saved)
    }

    @Test func colorAppearanceDiffersWithStyleContrastAndLevelOnly() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.preferredContentSizeCategory = .small }))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func contentSizeCategoriesCompareBySizeAndKnowAccessibilitySizes() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(UIContentSizeCategory.large <= .large && UIContentSizeCategory.large >= .large)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func traitEnumsUseIOSRawValues() {
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIAccessibilityContrast.high.rawValue == 1)
    }
}
