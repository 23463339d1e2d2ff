import Foundation
import HeadlessUIKit
import Testing

/// A view recording its `traitCollectionDidChange(_:)` calls and the current traits during each.
final class TraitRecordingView: UIView {
    var changes: [(previous: UITraitCollection?, current: UITraitCollection)] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection, UITraitCollection.current))
    }
}

/// A controller recording its `traitCollectionDidChange(_:)` calls.
final class TraitRecordingController: UIViewController {
    var previousCollections: [UITraitCollection?] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousCollections.append(previousTraitCollection)
    }
}

@MainActor @Suite struct TraitEnvironmentTests {
    @Test func viewsOutsideAWindowHaveTheScreensTraits() {
        let view = UIView()
        #expect(view.traitCollection == UIScreen.main.traitCollection)
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .phone)
        #expect(UIScreen.main.traitCollection.displayScale == UIScreen.main.scale)
        #expect(UIViewController().traitCollection == UIScreen.main.traitCollection)
    }

    @Test func windowOverridesReachEveryViewAndControllerBelow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = TraitRecordingController()
        window.rootViewController = controller
        let child = TraitRecordingView()
        controller.view.addSubview(child)
        window.headlessTraitOverrides = UITraitCollection { $0.userInterfaceStyle = .dark; $0.preferredContentSizeCategory = .accessibilityLarge }
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(child.traitCollection.displayScale == 3)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.previousCollections == [UIScreen.main.traitCollection])
        #expect(child.changes.count == 1)
        #expect(child.changes.first?.previous == UIScreen.main.traitCollection)
        #expect(child.changes.first?.current == child.traitCollection)
        window.headlessTraitOverrides = nil
        #expect(child.traitCollection == UIScreen.main.traitCollection)
        #expect(child.changes.count == 2)
    }

    @Test func movingIntoAWindowWithOtherTraitsTellsTheMovedSubtree() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        let container = TraitRecordingView()
        let inner = TraitRecordingView()
        container.addSubview(inner)
        #expect(inner.changes.isEmpty)
        window.addSubview(container)
        #expect(container.changes.map(\.previous) == [UIScreen.main.traitCollection])
        #expect(inner.changes.map(\.current.userInterfaceStyle) == [.dark])
        container.removeFromSuperview()
        #expect(inner.changes.map(\.current.userInterfaceStyle) == [.dark, .light])
    }

    @Test func aControllerHiddenUnderAPushLearnsOfChangesWhenItComesBack() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let list = TraitRecordingController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let title = UILabel()
        title.font = UIFont.preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true
        let row = TraitRecordingView()
        row.addSubview(title)
        list.view.addSubview(row)
        window.layoutIfNeeded()
        let bodySize = title.font.pointSize

        navigation.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        #expect(list.view.window == nil)
        // The user changes text size and appearance in Settings while the detail is shown.
        window.headlessTraitOverrides = UITraitCollection {
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()

        #expect(list.previousCollections.count == 1)
        #expect(list.previousCollections.first??.userInterfaceStyle == .light)
        #expect(row.changes.count == 1 && row.changes.first?.current.userInterfaceStyle == .dark)
        #expect(title.font.pointSize > bodySize, "the label rescaled its font for the new text size")
        #expect(title.font.pointSize == UIFont.preferredFont(forTextStyle: .body, compatibleWith: row.traitCollection).pointSize)
    }

    @Test func movingBetweenEnvironmentsWithTheSameTraitsTellsNobody() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = TraitRecordingView()
        window.addSubview(view)
        view.removeFromSuperview()
        #expect(view.changes.isEmpty)
    }

    @Test func overrideUserInterfaceStyleAppliesToTheViewAndItsSubviews() {
        let parent = TraitRecordingView()
        let child = TraitRecordingView()
        parent.addSubview(child)
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes.count == 1 && parent.changes.count == 1)
        child.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.changes.count == 2)
        parent.overrideUserInterfaceStyle = .light
        #expect(child.changes.count == 2)
        #expect(parent.changes.count == 2)
    }

    @Test func controllerOverrideReachesItsView() {
        let controller = TraitRecordingController()
        let subview = TraitRecordingView()
        controller.view.addSubview(subview)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(subview.changes.map(\.current.userInterfaceStyle) == [.dark])
        #expect(controller.previousCollections.map { $0?.userInterfaceStyle } == [.light])
    }

    @Test func childControllersWithoutALoadedViewFollowTheirParent() {
        let parent = UIViewController()
        parent.overrideUserInterfaceStyle = .dark
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
    }
}
