import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct DynamicColorTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func systemColorsResolveToTheirDarkAppearance() {
        #expect(rgba(UIColor.systemRed.resolvedColor(with: Self.dark)) == components255(255, 69, 58))
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: Self.dark)) == components255(10, 132, 255))
        #expect(rgba(UIColor.label.resolvedColor(with: Self.dark)) == [1, 1, 1, 1])
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: Self.dark)) == components255(235, 235, 245, alpha: 0.6))
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: Self.dark)) == [0, 0, 0, 1])
        #expect(rgba(UIColor.secondarySystemBackground.resolvedColor(with: Self.dark)) == components255(28, 28, 30))
        #expect(rgba(UIColor.systemGray6.resolvedColor(with: Self.dark)) == components255(28, 28, 30))
        #expect(rgba(UIColor.separator.resolvedColor(with: Self.dark)) == components255(84, 84, 88, alpha: 0.6))
    }

    @Test func resolvedSystemColorsAreFixedColorsWithoutAName() {
        let resolved = UIColor.label.resolvedColor(with: Self.light)
        #expect(resolved.headlessSystemName == nil)
        #expect(resolved == .black)
        #expect(UIColor.label.resolvedColor(with: Self.dark) == .white)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection()) == .black)
        let fixed = UIColor.red
        #expect(fixed.resolvedColor(with: Self.dark) === fixed)
    }

    @Test func componentsAndCGColorResolveWithTheCurrentTraits() {
        #expect(rgba(.systemBackground) == [1, 1, 1, 1])
        var dark: [CGFloat] = []
        var cgComponents: [CGFloat]?
        Self.dark.performAsCurrent {
            dark = rgba(.systemBackground)
            cgComponents = UIColor.label.cgColor.components
        }
        #expect(dark == [0, 0, 0, 1])
        #expect(cgComponents == [1, 1, 1, 1])
    }

    @Test func providerColorsCallTheirProviderWithTheTraits() {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo
        }
        #expect(accent.resolvedColor(with: Self.dark) == UIColor.systemTeal.resolvedColor(with: Self.dark))
        #expect(rgba(accent.resolvedColor(with: Self.light)) == components255(88, 86, 214))
        #expect(rgba(accent) == components255(88, 86, 214))
        #expect(accent == accent)
        #expect(accent != UIColor { _ in .systemIndigo })
        let faded = accent.withAlphaComponent(0.5)
        #expect(rgba(faded.resolvedColor(with: Self.dark)) == components255(64, 200, 224, alpha: 0.5))
    }

    @Test func systemColorsWithAnotherAlphaKeepBothAppearances() {
        let faded = UIColor.systemRed.withAlphaComponent(0.25)
        #expect(faded.headlessSystemName == "systemRed")
        #expect(rgba(faded.resolvedColor(with: Self.dark)) == components255(255, 69, 58, alpha: 0.25))
        #expect(UIColor.systemRed == UIColor.systemRed)
    }

    @Test func namedColorsComeFromTheHeadlessRegistryAndUnknownNamesAreNil() {
        #expect(UIColor(named: "DynamicColorTests.Missing") == nil)
        UIColor.registerHeadlessColor(named: "DynamicColorTests.Brand", in: nil, UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
        })
        defer { UIColor.unregisterHeadlessColor(named: "DynamicColorTests.Brand", in: nil) }
        let brand = UIColor(named: "DynamicColorTests.Brand")
        #expect(brand?.resolvedColor(with: Self.dark) == UIColor(white: 0.9, alpha: 1))
        #expect(brand?.resolvedColor(with: Self.light) == UIColor(white: 0.1, alpha: 1))
        #expect(brand == UIColor(named: "DynamicColorTests.Brand", in: .main, compatibleWith: nil))
        let darkVariant = UIColor(named: "DynamicColorTests.Brand", in: nil, compatibleWith: Self.dark)
        #expect(darkVariant?.resolvedColor(with: Self.light) == UIColor(white: 0.9, alpha: 1))
        #expect(UIColor(named: "DynamicColorTests.Brand", in: Bundle(path: "/tmp"), compatibleWith: nil) == nil)
    }

    @Test func aLabelsTextColorResolvesWithTheLabelsTraits() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let label = UILabel()
        window.addSubview(label)
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == .black)
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == .white)
        label.overrideUserInterfaceStyle = .light
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == .black)
    }
}
