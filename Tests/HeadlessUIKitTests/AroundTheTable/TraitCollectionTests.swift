import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite struct TraitCollectionTests {
    @Test func singleTraitInitializersSpecifyOnlyTheirTrait() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        expectEqual(dark.userInterfaceStyle, .dark)
        expectEqual(dark.preferredContentSizeCategory, .unspecified)
        expectEqual(dark.horizontalSizeClass, .unspecified)
        expectEqual(dark.displayScale, 0)
        expectEqual(dark.userInterfaceIdiom, .unspecified)
        expectEqual(dark.layoutDirection, .unspecified)
        expectEqual(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory, .small)
        expectEqual(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass, .regular)
        expectEqual(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass, .compact)
        expectEqual(UITraitCollection(displayScale: 2).displayScale, 2)
        expectEqual(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom, .pad)
        expectEqual(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection, .rightToLeft)
        expectEqual(UITraitCollection(legibilityWeight: .bold).legibilityWeight, .bold)
        expectEqual(UITraitCollection(accessibilityContrast: .high).accessibilityContrast, .high)
        expectEqual(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel, .elevated)
    }

    @Test func equalityAndHashingCompareEveryTrait() {
        expectEqual(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceStyle: .dark))
        expectNotEqual(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceStyle: .light))
        expectNotEqual(UITraitCollection(userInterfaceStyle: .dark), UITraitCollection())
        expectEqual(Set([UITraitCollection(displayScale: 2), UITraitCollection(displayScale: 2), UITraitCollection()]).count, 2)
    }

    @Test func traitsFromTakesEachTraitFromTheLastCollectionSpecifyingIt() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
        ])
        expectEqual(merged.horizontalSizeClass, .compact)
        expectEqual(merged.userInterfaceStyle, .dark)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!merged.containsTraits(in: nil))
        expectEqual(UITraitCollection(traitsFrom: []), UITraitCollection())
    }

    @Test func mutationsCreateAndModifyCollections() {
        let traits = UITraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.preferredContentSizeCategory = .accessibilityLarge
        }
        expectEqual(traits.userInterfaceStyle, .dark)
        expectEqual(traits.preferredContentSizeCategory, .accessibilityLarge)
        let light = traits.modifyingTraits { $0.userInterfaceStyle = .light }
        expectEqual(light.userInterfaceStyle, .light)
        expectEqual(light.preferredContentSizeCategory, .accessibilityLarge)
        expectEqual(traits.userInterfaceStyle, .dark)
    }

    @Test func currentIsTheDeviceTraitsOutsidePerformAsCurrent() {
        let outside = UITraitCollection.current
        expectEqual(outside.userInterfaceIdiom, .phone)
        expectEqual(outside.userInterfaceStyle, .light)
        expectEqual(outside.preferredContentSizeCategory, .large)
        expectEqual(outside.horizontalSizeClass, .compact)
        expectEqual(outside.verticalSizeClass, .regular)
        expectEqual(outside.displayScale, 3)
        expectEqual(outside.layoutDirection, .leftToRight)
        var inside: UITraitCollection?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            inside = UITraitCollection.current
        }
        expectEqual(inside, UITraitCollection(userInterfaceStyle: .dark))
        expectEqual(UITraitCollection.current, outside)
    }

    @Test func currentCanBeSavedSetAndRestoredAsAppleShows() {
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        expectEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        UITraitCollection.current = saved
        expectEqual(UITraitCollection.current, saved)
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
        expectEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    @Test func traitEnumsUseIOSRawValues() {
        expectEqual(UIUserInterfaceStyle.dark.rawValue, 2)
        expectEqual(UIUserInterfaceSizeClass.regular.rawValue, 2)
        expectEqual(UIUserInterfaceIdiom.unspecified.rawValue, -1)
        expectEqual(UIUserInterfaceIdiom.mac.rawValue, 5)
        expectEqual(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue, 1)
        expectEqual(UIAccessibilityContrast.high.rawValue, 1)
    }
}
