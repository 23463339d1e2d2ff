import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A split view delegate that records its calls and may show the primary column on collapse.
final class RecordingSplitDelegate: UISplitViewControllerDelegate {
    let log = EventLog()
    var topColumn: UISplitViewController.Column?
    var discardsSecondary = false

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.record("topColumn proposed \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        log.record("collapseSecondary \(secondaryViewController.title ?? "") onto \(primaryViewController.title ?? "")")
        return discardsSecondary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.record("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.record("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.record("willChangeTo \(displayMode.rawValue)")
    }
}

/// A controller that counts its `viewDidAppear` calls.
final class AppearanceCountingController: UIViewController {
    private(set) var appearances = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances += 1
    }
}

@MainActor func splitTitled(_ title: String) -> AppearanceCountingController {
    let controller = AppearanceCountingController()
    controller.title = title
    return controller
}

/// The regular width of an iPad's full-screen window.
private let regularWidth = UITraitCollection(horizontalSizeClass: .regular)

@MainActor @Suite struct SplitViewControllerTests {
    /// A double-column split view controller with a list and a detail, in a window.
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let split = UISplitViewController(style: .doubleColumn)
        let list = splitTitled("List")
        let detail = splitTitled("Detail")
        let delegate = RecordingSplitDelegate()

        init(regular: Bool, topColumn: UISplitViewController.Column? = nil) {
            if regular { window.headlessTraitOverrides = regularWidth }
            delegate.topColumn = topColumn
            split.delegate = delegate
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            window.rootViewController = split
            window.makeKeyAndVisible()
        }
    }

    @Test func columnsAreWrappedInNavigationControllers() throws {
        let shown = Shown(regular: true)
        expectIdentical(shown.split.viewController(for: .primary), shown.list)
        let primary = try #require(shown.list.navigationController)
        let secondary = try #require(shown.detail.navigationController)
        #expect(primary !== secondary && shown.split.children == [primary, secondary])
        #expect(shown.list.splitViewController === shown.split && shown.split.viewControllers == [primary, secondary])
    }

    @Test func expandedShowsBothColumnsSideBySide() throws {
        let shown = Shown(regular: true)
        #expect(!shown.split.isCollapsed && shown.split.displayMode == .oneBesideSecondary)
        #expect(shown.list.view.window === shown.window && shown.detail.view.window === shown.window)
        let primaryView = try #require(shown.list.navigationController?.view)
        let secondaryView = try #require(shown.detail.navigationController?.view)
        expectEqual(primaryView.frame, CGRect(x: 0, y: 0, width: 320, height: 768))
        expectEqual(secondaryView.frame, CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(shown.list.appearances == 1 && shown.detail.appearances == 1)
    }

    @Test func hidingThePrimaryColumnShowsTheSecondaryAlone() {
        let shown = Shown(regular: true)
        shown.split.hide(.primary)
        #expect(shown.split.displayMode == .secondaryOnly && shown.list.view.window == nil)
        shown.split.show(.primary)
        #expect(shown.split.displayMode == .oneBesideSecondary && shown.list.view.window === shown.window)
        expectEqual(shown.delegate.log.entries, ["willChangeTo 1", "willChangeTo 2"])
    }

    @Test func compactCollapsesOntoTheSecondaryByDefault() throws {
        let shown = Shown(regular: false)
        #expect(shown.split.isCollapsed)
        let primary = try #require(shown.list.navigationController)
        #expect(primary.viewControllers == [shown.list, shown.detail] && shown.detail.view.window === shown.window)
        expectEqual(shown.split.viewControllers, [primary])
        expectEqual(shown.delegate.log.entries, ["topColumn proposed 2", "didCollapse"])
    }

    @Test func theDelegateCanKeepThePrimaryOnTopAndDetailIsPushed() throws {
        let shown = Shown(regular: false, topColumn: .primary)
        let primary = try #require(shown.list.navigationController)
        #expect(primary.viewControllers == [shown.list] && shown.list.view.window === shown.window)
        let next = splitTitled("Next")
        shown.list.showDetailViewController(next, sender: nil)
        expectEqual(primary.viewControllers, [shown.list, next])
    }

    @Test func collapsedShowDetailMakesTheControllerTheSecondaryInPlaceOfThePushedDetail() throws {
        let shown = Shown(regular: false)
        let primary = try #require(shown.list.navigationController)
        let next = splitTitled("Next")

        shown.list.showDetailViewController(next, sender: nil)

        expectEqual(primary.viewControllers, [shown.list, next])
        expectIdentical(shown.split.viewController(for: .secondary), next)
        #expect(next.view.window === shown.window && shown.detail.view.window == nil)
        shown.window.headlessTraitOverrides = regularWidth
        #expect(next.navigationController?.viewControllers == [next] && primary.viewControllers == [shown.list])
        expectIdentical(shown.split.viewController(for: .secondary), next)
    }

    @Test func expandingMovesTheSecondaryBackAndShowDetailReplacesIt() throws {
        let shown = Shown(regular: false)
        shown.delegate.log.reset()
        shown.window.headlessTraitOverrides = regularWidth
        #expect(!shown.split.isCollapsed)
        expectEqual(shown.list.navigationController?.viewControllers, [shown.list])
        expectEqual(shown.detail.navigationController?.viewControllers, [shown.detail])
        expectEqual(shown.delegate.log.entries, ["didExpand"])

        let next = splitTitled("Next")
        shown.list.showDetailViewController(next, sender: nil)
        expectIdentical(shown.split.viewController(for: .secondary), next)
        #expect(next.view.window === shown.window && shown.detail.view.window == nil && next.appearances == 1)
    }

    @Test func aCompactColumnControllerReplacesTheColumnsWhenCollapsed() {
        let shown = Shown(regular: true)
        let compact = splitTitled("Compact")
        shown.split.setViewController(compact, for: .compact)
        shown.window.headlessTraitOverrides = nil
        #expect(shown.split.isCollapsed && compact.view.window === shown.window && compact.navigationController == nil)
        expectNil(shown.list.view.window)
    }

    @Test func classicSplitCollapsesThroughItsDelegate() throws {
        let split = UISplitViewController()
        let delegate = RecordingSplitDelegate()
        split.delegate = delegate
        let list = splitTitled("List")
        let navigation = UINavigationController(rootViewController: list)
        navigation.title = "Nav"
        let detail = splitTitled("Detail")
        split.viewControllers = [navigation, detail]
        split.setViewController(splitTitled("Ignored"), for: .secondary)
        #expect(split.style == .unspecified && split.viewController(for: .secondary) === detail)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = split
        window.makeKeyAndVisible()
        expectEqual(delegate.log.entries, ["collapseSecondary Detail onto Nav"])
        #expect(navigation.viewControllers == [list, detail] && split.viewControllers == [navigation])

        window.headlessTraitOverrides = regularWidth
        #expect(navigation.viewControllers == [list] && split.viewControllers == [navigation, detail])
    }

    @Test func classicSplitDiscardsTheSecondaryWhenTheDelegateSaysSo() {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let delegate = RecordingSplitDelegate()
        delegate.discardsSecondary = true
        split.delegate = delegate
        let navigation = UINavigationController(rootViewController: splitTitled("List"))
        split.viewControllers = [navigation, splitTitled("Detail")]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = split
        expectEqual(split.children.count, 2)
        window.makeKeyAndVisible()
        #expect(navigation.viewControllers.count == 1 && split.viewControllers == [navigation] && split.children == [navigation])
    }

    @Test func showDetailWithoutASplitViewControllerPresents() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        #expect(root.presentedViewController === detail && root.splitViewController == nil)
    }

    @Test func columnWidthFollowsPreferences() {
        let split = UISplitViewController(style: .tripleColumn)
        #expect(split.primaryColumnWidth == 320 && split.displayMode == .twoBesideSecondary)
        split.preferredPrimaryColumnWidthFraction = 0.5
        expectEqual(split.primaryColumnWidth, 195)
        split.preferredPrimaryColumnWidth = 280
        split.maximumPrimaryColumnWidth = 250
        expectEqual(split.primaryColumnWidth, 250)
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary && split.splitBehavior == .tile)
    }

    @Test func theSupplementaryColumnHasItsOwnWidth() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.headlessTraitOverrides = regularWidth
        let split = UISplitViewController(style: .tripleColumn)
        let (list, items, detail) = (splitTitled("List"), splitTitled("Items"), splitTitled("Detail"))
        split.setViewController(list, for: .primary)
        split.setViewController(items, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        split.preferredPrimaryColumnWidth = 200
        split.preferredSupplementaryColumnWidthFraction = 0.25
        split.minimumSupplementaryColumnWidth = 300
        window.rootViewController = split
        window.makeKeyAndVisible()

        expectEqual(split.supplementaryColumnWidth, 300, "a quarter of 1,024 is under the minimum")
        expectEqual(try #require(items.navigationController?.view).frame, CGRect(x: 200, y: 0, width: 300, height: 768))
        expectEqual(try #require(detail.navigationController?.view).frame, CGRect(x: 500, y: 0, width: 524, height: 768))
    }

    @Test func theDisplayModeButtonHidesAndShowsThePrimaryColumn() {
        let shown = Shown(regular: true)
        // The detail's navigation item shows the button, as Apple's master–detail template does.
        shown.detail.navigationItem.leftBarButtonItem = shown.split.displayModeButtonItem
        expectIdentical(shown.split.displayModeButtonItem, shown.detail.navigationItem.leftBarButtonItem)

        #expect(shown.split.displayModeButtonItem.simulateTap())
        #expect(shown.split.displayMode == .secondaryOnly && shown.list.view.window == nil)
        shown.split.displayModeButtonItem.simulateTap()
        #expect(shown.split.displayMode == .oneBesideSecondary && shown.list.view.window === shown.window)
        expectEqual(shown.delegate.log.entries, ["willChangeTo 1", "willChangeTo 2"])
    }

    @Test func theDelegateChoosesTheDisplayModeButtonsTarget() {
        final class OverlayingDelegate: UISplitViewControllerDelegate {
            func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
                svc.displayMode == .oneOverSecondary ? .secondaryOnly : .oneOverSecondary
            }
        }
        let shown = Shown(regular: true)
        let delegate = OverlayingDelegate()
        shown.split.delegate = delegate
        shown.split.displayModeButtonItem.simulateTap()
        #expect(shown.split.displayMode == .oneOverSecondary)
        shown.split.displayModeButtonItem.simulateTap()
        #expect(shown.split.displayMode == .secondaryOnly)
    }

    @Test func theDisplayModeButtonDoesNothingCollapsed() {
        let shown = Shown(regular: false)
        #expect(shown.split.isCollapsed)
        shown.split.displayModeButtonItem.simulateTap()
        #expect(shown.split.displayMode == .oneBesideSecondary)
        #expect(!shown.delegate.log.entries.contains { $0.hasPrefix("willChangeTo") })
    }
}
