import Expectations
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
        expectEqual(view.traitCollection, UIScreen.main.traitCollection)
        expectEqual(UIScreen.main.traitCollection.userInterfaceIdiom, .phone)
        expectEqual(UIScreen.main.traitCollection.displayScale, UIScreen.main.scale)
        expectEqual(UIViewController().traitCollection, UIScreen.main.traitCollection)
    }

    @Test func windowOverridesReachEveryViewAndControllerBelow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = TraitRecordingController()
        window.rootViewController = controller
        let child = TraitRecordingView()
        controller.view.addSubview(child)
        window.headlessTraitOverrides = UITraitCollection { $0.userInterfaceStyle = .dark; $0.preferredContentSizeCategory = .accessibilityLarge }
        expectEqual(child.traitCollection.userInterfaceStyle, .dark)
        expectEqual(child.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
        expectEqual(child.traitCollection.displayScale, 3)
        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(controller.previousCollections, [UIScreen.main.traitCollection])
        expectEqual(child.changes.count, 1)
        expectEqual(child.changes.first?.previous, UIScreen.main.traitCollection)
        expectEqual(child.changes.first?.current, child.traitCollection)
        window.headlessTraitOverrides = nil
        expectEqual(child.traitCollection, UIScreen.main.traitCollection)
        expectEqual(child.changes.count, 2)
    }

    @Test func movingIntoAWindowWithOtherTraitsTellsTheMovedSubtree() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        let container = TraitRecordingView()
        let inner = TraitRecordingView()
        container.addSubview(inner)
        #expect(inner.changes.isEmpty)
        window.addSubview(container)
        expectEqual(container.changes.map(\.previous), [UIScreen.main.traitCollection])
        expectEqual(inner.changes.map(\.current.userInterfaceStyle), [.dark])
        container.removeFromSuperview()
        expectEqual(inner.changes.map(\.current.userInterfaceStyle), [.dark, .light])
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
        expectNil(list.view.window)
        // The user changes text size and appearance in Settings while the detail is shown.
        window.headlessTraitOverrides = UITraitCollection {
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()

        expectEqual(list.previousCollections.count, 1)
        expectEqual(list.previousCollections.first??.userInterfaceStyle, .light)
        #expect(row.changes.count == 1 && row.changes.first?.current.userInterfaceStyle == .dark)
        #expect(title.font.pointSize > bodySize, "the label rescaled its font for the new text size")
        expectEqual(title.font.pointSize, UIFont.preferredFont(forTextStyle: .body, compatibleWith: row.traitCollection).pointSize)
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
        expectEqual(parent.traitCollection.userInterfaceStyle, .dark)
        expectEqual(child.traitCollection.userInterfaceStyle, .dark)
        #expect(child.changes.count == 1 && parent.changes.count == 1)
        child.overrideUserInterfaceStyle = .light
        expectEqual(child.traitCollection.userInterfaceStyle, .light)
        expectEqual(child.changes.count, 2)
        parent.overrideUserInterfaceStyle = .light
        expectEqual(child.changes.count, 2)
        expectEqual(parent.changes.count, 2)
    }

    @Test func controllerOverrideReachesItsView() {
        let controller = TraitRecordingController()
        let subview = TraitRecordingView()
        controller.view.addSubview(subview)
        controller.overrideUserInterfaceStyle = .dark
        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(controller.view.traitCollection.userInterfaceStyle, .dark)
        expectEqual(subview.changes.map(\.current.userInterfaceStyle), [.dark])
        expectEqual(controller.previousCollections.map { $0?.userInterfaceStyle }, [.light])
    }

    @Test func childControllersWithoutALoadedViewFollowTheirParent() {
        let parent = UIViewController()
        parent.overrideUserInterfaceStyle = .dark
        let child = UIViewController()
        parent.addChild(child)
        expectEqual(child.traitCollection.userInterfaceStyle, .dark)
    }
}
