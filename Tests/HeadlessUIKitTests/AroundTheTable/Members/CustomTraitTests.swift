import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A theme an app carries in its trait collections, as in Apple's iOS 17 trait examples.
enum Theme: Equatable {
    case standard, night
}

struct AppThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
    static let affectsColorAppearance = true
}

/// A trait whose values are not `Equatable`: a palette object compared by identity.
final class Palette {}

struct PaletteTrait: UITraitDefinition {
    static var defaultValue: Palette? { nil }
}

extension UITraitCollection {
    var theme: Theme { self[AppThemeTrait.self] }
}

extension UIMutableTraits {
    var theme: Theme {
        get { self[AppThemeTrait.self] }
        set { self[AppThemeTrait.self] = newValue }
    }
}

@MainActor @Suite struct CustomTraitTests {
    @Test func aCustomTraitFlowsFromAControllersOverridesToItsViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = UILabel()
        controller.view.addSubview(label)
        expectEqual(label.traitCollection.theme, .standard)

        controller.traitOverrides.theme = .night

        expectEqual(label.traitCollection.theme, .night)
        expectEqual(controller.traitCollection[AppThemeTrait.self], .night)
        #expect(controller.traitOverrides.contains(AppThemeTrait.self))
        expectEqual(controller.traitOverrides.description, "<UITraitOverrides: AppThemeTrait = night>")
    }

    @Test func collectionsMadeWithACustomTraitCompareAndCombineByIt() {
        let night = UITraitCollection(AppThemeTrait.self, value: .night)
        expectEqual(night.theme, .night)
        expectEqual(UITraitCollection().theme, .standard)
        expectEqual(night, UITraitCollection { $0.theme = .night })
        expectNotEqual(night, UITraitCollection(AppThemeTrait.self, value: .standard))

        let dark = night.replacing(UITraitUserInterfaceStyle.self, value: .dark)
        expectEqual(dark.userInterfaceStyle, .dark)
        expectEqual(dark.theme, .night)
        let combined = UITraitCollection(traitsFrom: [night, UITraitCollection(userInterfaceStyle: .light)])
        expectEqual(combined.theme, .night)
        #expect(combined.containsTraits(in: night))
        #expect(night.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    @Test func changedTraitsNamesSystemAndCustomTraitsThatDiffer() {
        let before = UITraitCollection { $0.userInterfaceStyle = .light }
        let after = before.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.theme = .night
        }
        let changed = after.changedTraits(from: before).map { $0.name }
        expectEqual(changed, ["UserInterfaceStyle", "AppThemeTrait"])
        expectEqual(after.changedTraits(from: after).count, 0)
    }

    @Test func valuesThatAreNotEquatableCompareByIdentity() {
        let palette = Palette()
        let first = UITraitCollection(PaletteTrait.self, value: palette)
        #expect(first[PaletteTrait.self] === palette)
        expectEqual(first, UITraitCollection(PaletteTrait.self, value: palette))
        expectNotEqual(first, UITraitCollection(PaletteTrait.self, value: Palette()))
        expectEqual(first.changedTraits(from: UITraitCollection(PaletteTrait.self, value: Palette())).count, 1)
    }
}
