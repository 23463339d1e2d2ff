import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ContentSizeCategoryLimitTests {
    /// A window whose user picked `category`, holding `view`.
    private func window(textSize category: UIContentSizeCategory, holding view: UIView) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: category)
        window.addSubview(view)
        return window
    }

    @Test func maximumLowersTheTextSizeOfTheViewAndItsSubviews() {
        let container = UIView()
        let inner = UIView()
        container.addSubview(inner)
        let sibling = UIView()
        let window = window(textSize: .accessibilityExtraLarge, holding: container)
        window.addSubview(sibling)
        container.maximumContentSizeCategory = .extraExtraLarge
        expectEqual(container.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
        expectEqual(inner.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
        expectEqual(sibling.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
        container.maximumContentSizeCategory = nil
        expectEqual(inner.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge)
    }

    @Test func minimumRaisesTheTextSizeAndLeavesLargerSizesAlone() {
        let view = UIView()
        let window = window(textSize: .extraSmall, holding: view)
        view.minimumContentSizeCategory = .medium
        expectEqual(view.traitCollection.preferredContentSizeCategory, .medium)
        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        expectEqual(view.traitCollection.preferredContentSizeCategory, .extraLarge)
    }

    @Test func minimumAboveTheMaximumIsIgnored() {
        let view = UIView()
        let window = window(textSize: .extraSmall, holding: view)
        view.minimumContentSizeCategory = .extraLarge
        view.maximumContentSizeCategory = .medium
        expectEqual(view.traitCollection.preferredContentSizeCategory, .extraSmall)
        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        expectEqual(view.traitCollection.preferredContentSizeCategory, .medium)
    }

    @Test func settingALimitTellsTheViewsWhoseTraitsChange() {
        let container = UIView()
        let inner = TraitRecordingView()
        container.addSubview(inner)
        var handled: [UIContentSizeCategory] = []
        inner.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: UIView, _: UITraitCollection) in
            handled.append(view.traitCollection.preferredContentSizeCategory)
        }
        let window = window(textSize: .accessibilityLarge, holding: container)
        inner.changes.removeAll()
        handled.removeAll()
        container.maximumContentSizeCategory = .large
        expectEqual(inner.changes.map(\.previous?.preferredContentSizeCategory), [.accessibilityLarge])
        expectEqual(handled, [.large])
        container.maximumContentSizeCategory = .accessibilityExtraExtraExtraLarge
        expectEqual(handled, [.large, .accessibilityLarge])
        container.minimumContentSizeCategory = .small
        expectEqual(handled, [.large, .accessibilityLarge])
        _ = window
    }

    @Test func limitsDescriptionListsTheViewAndItsSuperviews() {
        let container = UIView()
        let inner = UIView()
        container.addSubview(inner)
        let window = window(textSize: .accessibilityLarge, holding: container)
        container.maximumContentSizeCategory = .large
        let lines = inner.appliedContentSizeCategoryLimitsDescription.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 3)
        expectEqual(lines[0], "<UIView>: \(UIContentSizeCategory.large.rawValue)")
        expectEqual(lines[1], "<UIView>: \(UIContentSizeCategory.large.rawValue), maximum \(UIContentSizeCategory.large.rawValue)")
        #expect(lines[2].hasPrefix("<UIWindow>"))
        _ = window
    }
}
