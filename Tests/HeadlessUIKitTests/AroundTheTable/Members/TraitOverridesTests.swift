import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct TraitOverridesTests {
    @Test func aControllersOverridesReachItsViewsAndTellThem() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = TraitLoggingController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = TextSizeObservingView()
        controller.view.addSubview(label)

        controller.traitOverrides.userInterfaceStyle = .dark
        controller.traitOverrides.preferredContentSizeCategory = .accessibilityMedium

        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(controller.view.traitCollection.userInterfaceStyle, .dark)
        expectEqual(label.traitCollection.preferredContentSizeCategory, .accessibilityMedium)
        expectEqual(label.textSizes, [.accessibilityMedium])
        expectEqual(log.entries, ["traitCollectionDidChange", "traitCollectionDidChange"])
        #expect(controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!controller.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        expectEqual(window.traitCollection.userInterfaceStyle, UIScreen.main.traitCollection.userInterfaceStyle)
    }

    @Test func removingAnOverrideRestoresTheEnvironmentsValue() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let view = TextSizeObservingView()
        window.addSubview(view)
        expectEqual(view.textSizes, [.extraLarge])

        view.traitOverrides.preferredContentSizeCategory = .small
        expectEqual(view.traitCollection.preferredContentSizeCategory, .small)
        view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)

        expectEqual(view.traitCollection.preferredContentSizeCategory, .extraLarge)
        expectEqual(view.textSizes, [.extraLarge, .small, .extraLarge])
        #expect(!view.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        expectEqual(view.traitOverrides.preferredContentSizeCategory, .unspecified)
    }

    @Test func aViewsOverridesApplyBelowItAndBeforeItsStyleOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView()
        let badge = UIView()
        window.addSubview(card)
        card.addSubview(badge)

        card.traitOverrides.userInterfaceStyle = .dark
        card.traitOverrides.horizontalSizeClass = .compact
        expectEqual(badge.traitCollection.userInterfaceStyle, .dark)
        expectEqual(badge.traitCollection.horizontalSizeClass, .compact)

        card.overrideUserInterfaceStyle = .light
        expectEqual(badge.traitCollection.userInterfaceStyle, .light)
        expectEqual(card.traitOverrides.description, "<UITraitOverrides: HorizontalSizeClass = compact; UserInterfaceStyle = dark>")
    }
}
