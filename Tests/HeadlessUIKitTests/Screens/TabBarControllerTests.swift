import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A tab bar controller delegate that records its calls and may refuse a tab.
private final class RecordingTabDelegate: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var refused: UIViewController?

    init(log: EventLog) {
        self.log = log
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.record("shouldSelect \(viewController.title ?? "")")
        return viewController !== refused
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.record("didSelect \(viewController.title ?? "")")
    }
}

/// A tab bar controller subclass overriding the tab bar delegate method, as apps do to animate.
private final class AnimatingTabBarController: UITabBarController {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        log.record("tabBar didSelect \(item.title ?? "") selectedIndex \(selectedIndex)")
    }
}

@MainActor @Suite struct TabBarItemTests {
    @Test func initializersSetTitleImagesAndTag() {
        let item = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 3)
        #expect(item.title == "Home" && item.image == UIImage(systemName: "house") && item.tag == 3)
        let selected = UITabBarItem(title: "Cart", image: UIImage(named: "cart"), selectedImage: UIImage(named: "cart.fill"))
        expectEqual(selected.selectedImage, UIImage(named: "cart.fill"))
        let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        #expect(system.headlessSystemItem == .favorites && system.title == nil && system.tag == 1)
        system.badgeValue = "3"
        system.badgeColor = .systemBlue
        #expect(system.badgeValue == "3" && system.badgeColor == .systemBlue)
    }

    @Test func controllersTabBarItemFollowsItsTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        expectEqual(controller.tabBarItem.title, "Inbox")
        controller.title = "Mail"
        expectEqual(controller.tabBarItem.title, "Mail")
        let custom = UITabBarItem(tabBarSystemItem: .search, tag: 0)
        controller.tabBarItem = custom
        expectIdentical(controller.tabBarItem, custom)
    }
}

@MainActor @Suite struct TabBarControllerTests {
    private func tabs(_ log: EventLog, _ names: String...) -> [RecordingController] {
        names.map { name in
            let controller = RecordingController(name, log: log)
            controller.title = name
            return controller
        }
    }

    @Test func viewControllersBecomeChildrenWithTheirItemsAndTheFirstIsSelected() {
        let log = EventLog()
        let (list, search) = { (t: [RecordingController]) in (t[0], t[1]) }(tabs(log, "List", "Search"))
        let tabBarController = UITabBarController()
        expectEqual(tabBarController.selectedIndex, NSNotFound)
        tabBarController.viewControllers = [list, search]

        expectEqual(tabBarController.children, [list, search])
        expectIdentical(list.tabBarController, tabBarController)
        expectEqual(tabBarController.tabBar.items?.map(\.title), ["List", "Search"])
        expectEqual(tabBarController.selectedIndex, 0)
        expectIdentical(tabBarController.selectedViewController, list)
        expectIdentical(tabBarController.tabBar.selectedItem, list.tabBarItem)
        expectEqual(log.entries, ["List willMove parent", "Search willMove parent", "List didMove parent", "Search didMove parent"])
    }

    @Test func selectedViewFillsTheContainerAboveTheTabBar() {
        let log = EventLog()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs(log, "A", "B")
        let window = showInWindow(tabBarController)
        let container = tabBarController.view!
        expectIdentical(tabBarController.tabBar.superview, container)
        expectEqual(tabBarController.tabBar.frame, CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        expectEqual(tabBarController.viewControllers?[0].view.frame, CGRect(x: 0, y: 0, width: 390, height: 844 - 49))
        expectNil(tabBarController.viewControllers?[1].viewIfLoaded)
        _ = window
    }

    @Test func switchingTabsOnScreenRunsAppearanceCallbacksInUIKitsOrder() {
        let log = EventLog()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs(log, "A", "B")
        let window = showInWindow(tabBarController)
        expectEqual(log.entries.suffix(5), ["A willAppear", "A isAppearing", "A willLayout", "A didLayout", "A didAppear"])
        let before = log.entries.count

        tabBarController.selectedIndex = 1

        #expect(Array(log.entries.dropFirst(before)) == [
            "A willDisappear", "B willAppear", "B isAppearing", "B willLayout", "B didLayout", "A didDisappear", "B didAppear",
        ])
        expectNil(tabBarController.viewControllers?[0].viewIfLoaded?.superview)
        expectIdentical(tabBarController.viewControllers?[1].view.superview, tabBarController.view)
        _ = window
    }

    @Test func selectionInCodeOffScreenRunsNoAppearanceAndTellsNoDelegate() {
        let log = EventLog()
        let delegate = RecordingTabDelegate(log: log)
        let tabBarController = UITabBarController()
        tabBarController.delegate = delegate
        let controllers = tabs(log, "A", "B", "C")
        tabBarController.viewControllers = controllers
        let before = log.entries.count
        tabBarController.selectedViewController = controllers[2]
        tabBarController.selectedViewController = UIViewController()
        tabBarController.selectedIndex = 9
        expectEqual(tabBarController.selectedIndex, 2)
        expectEqual(log.entries.count, before)
    }

    @Test func userTapAsksTheDelegateThenSelectsAndTellsTheBarThenTheDelegate() {
        let log = EventLog()
        let delegate = RecordingTabDelegate(log: log)
        let tabBarController = AnimatingTabBarController(log: log)
        tabBarController.delegate = delegate
        let controllers = tabs(EventLog(), "A", "B", "C")
        tabBarController.viewControllers = controllers
        delegate.refused = controllers[2]

        tabBarController.tabBar.simulateTapOnItem(at: 1)
        tabBarController.tabBar.simulateTapOnItem(at: 2)
        controllers[0].tabBarItem.isEnabled = false
        tabBarController.tabBar.simulateTapOnItem(at: 0)

        #expect(log.entries == [
            "shouldSelect B", "tabBar didSelect B selectedIndex 1", "didSelect B",
            "shouldSelect C",
        ])
        expectEqual(tabBarController.selectedIndex, 1)
        expectIdentical(tabBarController.tabBar.selectedItem, controllers[1].tabBarItem)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [navigation, UIViewController()]

        tabBarController.tabBar.simulateTapOnItem(at: 0)

        expectEqual(navigation.viewControllers, [root])
        expectNil(detail.tabBarController)
        expectIdentical(root.tabBarController, tabBarController)
    }

    @Test func aNavigationTabShowsItsRootsItemEvenWhenSetLater() {
        let root = UIViewController()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [UINavigationController(rootViewController: root)]
        let item = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
        root.tabBarItem = item
        expectIdentical(tabBarController.tabBar.items?.first, item)
        expectIdentical(tabBarController.tabBar.selectedItem, item)
    }

    @Test func replacingViewControllersKeepsTheSelectedOneAndRemovesTheOthers() {
        let log = EventLog()
        let controllers = tabs(log, "A", "B", "C")
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = controllers
        tabBarController.selectedIndex = 1
        tabBarController.setViewControllers([controllers[2], controllers[1]], animated: true)
        expectIdentical(tabBarController.selectedViewController, controllers[1])
        expectEqual(tabBarController.selectedIndex, 1)
        expectNil(controllers[0].parent)
        expectEqual(tabBarController.tabBar.items?.map(\.title), ["C", "B"])
        tabBarController.viewControllers = [controllers[0]]
        expectIdentical(tabBarController.selectedViewController, controllers[0])
    }

    @Test func standaloneTabBarSelectsAndTellsItsDelegate() {
        final class BarDelegate: NSObject, UITabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
        }
        let bar = UITabBar()
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        bar.simulateTapOnItem(at: 1)
        bar.simulateTapOnItem(at: 5)
        expectEqual(delegate.selected, ["Two"])
        expectEqual(bar.selectedItem?.tag, 2)
        expectEqual(bar.sizeThatFits(CGSize(width: 320, height: 500)), CGSize(width: 320, height: 49))
    }
}
