import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct DynamicColorTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func systemColorsResolveToTheirDarkAppearance() {
        expectEqual(rgba(UIColor.systemRed.resolvedColor(with: Self.dark)), components255(255, 69, 58))
        expectEqual(rgba(UIColor.systemBlue.resolvedColor(with: Self.dark)), components255(10, 132, 255))
        expectEqual(rgba(UIColor.label.resolvedColor(with: Self.dark)), [1, 1, 1, 1])
        expectEqual(rgba(UIColor.secondaryLabel.resolvedColor(with: Self.dark)), components255(235, 235, 245, alpha: 0.6))
        expectEqual(rgba(UIColor.systemBackground.resolvedColor(with: Self.dark)), [0, 0, 0, 1])
        expectEqual(rgba(UIColor.secondarySystemBackground.resolvedColor(with: Self.dark)), components255(28, 28, 30))
        expectEqual(rgba(UIColor.systemGray6.resolvedColor(with: Self.dark)), components255(28, 28, 30))
        expectEqual(rgba(UIColor.separator.resolvedColor(with: Self.dark)), components255(84, 84, 88, alpha: 0.6))
    }

    @Test func resolvedSystemColorsAreFixedColorsWithoutAName() {
        let resolved = UIColor.label.resolvedColor(with: Self.light)
        expectNil(resolved.headlessSystemName)
        expectEqual(resolved, .black)
        expectEqual(UIColor.label.resolvedColor(with: Self.dark), .white)
        expectEqual(UIColor.label.resolvedColor(with: UITraitCollection()), .black)
        let fixed = UIColor.red
        expectIdentical(fixed.resolvedColor(with: Self.dark), fixed)
    }

    @Test func componentsAndCGColorResolveWithTheCurrentTraits() {
        expectEqual(rgba(.systemBackground), [1, 1, 1, 1])
        var dark: [CGFloat] = []
        var cgComponents: [CGFloat]?
        Self.dark.performAsCurrent {
            dark = rgba(.systemBackground)
            cgComponents = UIColor.label.cgColor.components
        }
        expectEqual(dark, [0, 0, 0, 1])
        expectEqual(cgComponents, [1, 1, 1, 1])
    }

    @Test func providerColorsCallTheirProviderWithTheTraits() {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo
        }
        expectEqual(accent.resolvedColor(with: Self.dark), UIColor.systemTeal.resolvedColor(with: Self.dark))
        expectEqual(rgba(accent.resolvedColor(with: Self.light)), components255(88, 86, 214))
        expectEqual(rgba(accent), components255(88, 86, 214))
        expectEqual(accent, accent)
        expectNotEqual(accent, UIColor { _ in .systemIndigo })
        let faded = accent.withAlphaComponent(0.5)
        expectEqual(rgba(faded.resolvedColor(with: Self.dark)), components255(64, 200, 224, alpha: 0.5))
    }

    @Test func systemColorsWithAnotherAlphaKeepBothAppearances() {
        let faded = UIColor.systemRed.withAlphaComponent(0.25)
        expectEqual(faded.headlessSystemName, "systemRed")
        expectEqual(rgba(faded.resolvedColor(with: Self.dark)), components255(255, 69, 58, alpha: 0.25))
        expectEqual(UIColor.systemRed, UIColor.systemRed)
    }

    @Test func namedColorsComeFromTheHeadlessRegistryAndUnknownNamesAreNil() {
        expectNil(UIColor(named: "DynamicColorTests.Missing"))
        UIColor.registerHeadlessColor(named: "DynamicColorTests.Brand", in: nil, UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
        })
        defer { UIColor.unregisterHeadlessColor(named: "DynamicColorTests.Brand", in: nil) }
        let brand = UIColor(named: "DynamicColorTests.Brand")
        expectEqual(brand?.resolvedColor(with: Self.dark), UIColor(white: 0.9, alpha: 1))
        expectEqual(brand?.resolvedColor(with: Self.light), UIColor(white: 0.1, alpha: 1))
        expectEqual(brand, UIColor(named: "DynamicColorTests.Brand", in: .main, compatibleWith: nil))
        let darkVariant = UIColor(named: "DynamicColorTests.Brand", in: nil, compatibleWith: Self.dark)
        expectEqual(darkVariant?.resolvedColor(with: Self.light), UIColor(white: 0.9, alpha: 1))
        expectNil(UIColor(named: "DynamicColorTests.Brand", in: Bundle(path: "/tmp"), compatibleWith: nil))
    }

    @Test func aLabelsTextColorResolvesWithTheLabelsTraits() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let label = UILabel()
        window.addSubview(label)
        expectEqual(label.textColor.resolvedColor(with: label.traitCollection), .black)
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        expectEqual(label.textColor.resolvedColor(with: label.traitCollection), .white)
        label.overrideUserInterfaceStyle = .light
        expectEqual(label.textColor.resolvedColor(with: label.traitCollection), .black)
    }
}
