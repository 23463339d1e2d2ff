import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A view that registers for text-size changes in its initializer, naming itself `self: Self` in
/// the handler as Apple recommends, and counts the changes.
final class TextSizeObservingView: UIView {
    var textSizes: [UIContentSizeCategory] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
            self.textSizes.append(self.traitCollection.preferredContentSizeCategory)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A controller logging its `traitCollectionDidChange(_:)` calls.
final class TraitLoggingController: UIViewController {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.record("traitCollectionDidChange")
    }
}

/// An app's own trait, as Apple's iOS 17 examples declare one.
struct ThemeTrait: UITraitDefinition {
    static let defaultValue = 0
}

@MainActor @Suite struct TraitChangeRegistrationTests {
    @Test func aBorderColorFollowsTheTraitsAffectingColorAppearance() {
        // Apple's iOS 17 pattern: a color converted to CGColor is refreshed when the traits
        // that can change how colors resolve change, and only then.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        var refreshes = 0
        card.layer.borderColor = UIColor.separator.resolvedColor(with: card.traitCollection).cgColor
        card.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (view: UIView, _: UITraitCollection) in
            refreshes += 1
            view.layer.borderColor = UIColor.separator.resolvedColor(with: view.traitCollection).cgColor
        }
        let lightBorder = card.layer.borderColor

        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        card.updateTraitsIfNeeded()
        expectEqual(refreshes, 0, "text size does not change how colors resolve")

        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        card.updateTraitsIfNeeded()
        expectEqual(refreshes, 1)
        expectNotEqual(card.layer.borderColor, lightBorder)
        #expect(UITraitCollection.systemTraitsAffectingImageLookup.contains { $0 == UITraitDisplayScale.self })
    }

    @Test func imageViewsAndButtonsStoreWhetherImagesGrowWithTextSize() {
        let adjusting: [UIAccessibilityContentSizeCategoryImageAdjusting] = [UIImageView(), UIButton(type: .system)]
        for view in adjusting {
            #expect(!view.adjustsImageSizeForAccessibilityContentSizeCategory)
            view.adjustsImageSizeForAccessibilityContentSizeCategory = true
            #expect(view.adjustsImageSizeForAccessibilityContentSizeCategory)
        }
    }

    @Test func handlerRunsOnlyWhenARegisteredTraitChanges() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        let log = EventLog()
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            log.record("\(previous.userInterfaceStyle) → \(view.traitCollection.userInterfaceStyle), current \(UITraitCollection.current.userInterfaceStyle)")
        }
        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(log.entries.isEmpty)
        window.headlessTraitOverrides = UITraitCollection { $0.preferredContentSizeCategory = .extraLarge; $0.userInterfaceStyle = .dark }
        expectEqual(log.entries, ["light → dark, current dark"])
    }

    @Test func handlerForSeveralTraitsRunsOncePerChange() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        var calls = 0
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
            calls += 1
        }
        window.headlessTraitOverrides = UITraitCollection { $0.horizontalSizeClass = .regular; $0.verticalSizeClass = .compact }
        expectEqual(calls, 1)
    }

    @Test func unregisteredHandlerIsNoLongerCalled() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in calls += 1 }
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        view.unregisterForTraitChanges(registration)
        window.headlessTraitOverrides = nil
        expectEqual(calls, 1)
        expectIdentical(registration.copy(with: nil) as AnyObject, registration as AnyObject)
    }

    @Test func controllerHandlerRunsAfterTraitCollectionDidChange() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let log = EventLog()
        let controller = TraitLoggingController(log: log)
        window.rootViewController = controller
        controller.registerForTraitChanges([UITraitLegibilityWeight.self]) { (controller: TraitLoggingController, previous: UITraitCollection) in
            controller.log.record("handler, was \(previous.legibilityWeight)")
        }
        window.headlessTraitOverrides = UITraitCollection(legibilityWeight: .bold)
        expectEqual(log.entries, ["traitCollectionDidChange", "handler, was regular"])
    }

    @Test func overridesAndMovesReachHandlersOfSubviews() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = UIView()
        let inner = UIView()
        container.addSubview(inner)
        var styles: [UIUserInterfaceStyle] = []
        inner.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            styles.append(view.traitCollection.userInterfaceStyle)
        }
        container.overrideUserInterfaceStyle = .dark
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        container.overrideUserInterfaceStyle = .unspecified
        window.addSubview(container)
        expectEqual(styles, [.dark, .light, .dark])
    }

    @Test func handlerNamingItselfSelfKeepsNoReferenceCycle() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        weak var released: TextSizeObservingView?
        do {
            let view = TextSizeObservingView(frame: .zero)
            window.addSubview(view)
            window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
            expectEqual(view.textSizes, [.accessibilityLarge])
            view.removeFromSuperview()
            released = view
        }
        expectNil(released)
    }

    @Test func systemTraitsDescribeThemselvesAndCustomTraitsGetDefaults() {
        expectEqual(UITraitUserInterfaceStyle.defaultValue, .unspecified)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitPreferredContentSizeCategory.affectsColorAppearance)
        #expect(UITraitAccessibilityContrast.affectsColorAppearance)
        expectEqual(UITraitDisplayScale.defaultValue, 0)
        expectEqual(ThemeTrait.name, "ThemeTrait")
        #expect(ThemeTrait.identifier.hasSuffix("ThemeTrait"))
        #expect(!ThemeTrait.affectsColorAppearance)
        let traits: [UITrait] = [UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self, UITraitUserInterfaceLevel.self]
        expectEqual(traits.count, 3)
    }

    @Test func customTraitRegistrationsRunWhenTheirTraitChanges() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        var themes: [Int] = []
        view.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, _: UITraitCollection) in
            themes.append(view.traitCollection[ThemeTrait.self])
        }
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        window.traitOverrides[ThemeTrait.self] = 2
        window.traitOverrides[ThemeTrait.self] = 2
        window.traitOverrides.remove(ThemeTrait.self)
        expectEqual(themes, [2, 0])
    }
}
