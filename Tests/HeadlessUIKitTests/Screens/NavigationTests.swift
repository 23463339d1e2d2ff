import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct NavigationTests {
    @Test func selectingARowPushesTheDetailScreen() throws {
        let list = RecipeListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = showInWindow(navigation)

        try list.tableView.simulateTap(at: IndexPath(row: 1, section: 0))

        expectEqual(navigation.viewControllers.count, 2)
        let detail = try #require(navigation.topViewController)
        expectEqual(detail.title, "Salad")
        expectIdentical(detail.navigationController, navigation)
        expectIdentical(detail.view.window, window)
        expectNil(list.viewIfLoaded?.superview)
        expectEqual(navigation.navigationBar.items?.map(\.title), ["Recipes", "Salad"])
        expectIdentical(navigation.navigationBar.backItem, list.navigationItem)
    }

    @Test func pushAndPopRunTheCallbacksInUIKitsOrder() {
        let log = EventLog()
        let root = RecordingController("root", log: log)
        let next = RecordingController("next", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        log.reset()

        navigation.pushViewController(next, animated: true)
        #expect(log.entries == [
            "next willMove parent",
            "root willDisappear", "next willAppear toParent", "next isAppearing toParent",
            "next willLayout toParent", "next didLayout toParent",
            "root didDisappear", "next didAppear toParent",
            "next didMove parent",
        ])
        log.reset()

        expectIdentical(navigation.popViewController(animated: true), next)
        #expect(log.entries == [
            "next willMove nil",
            "next willDisappear fromParent", "root willAppear", "root isAppearing", "root willLayout", "root didLayout",
            "next didDisappear fromParent", "root didAppear",
            "next didMove nil",
        ])
        #expect(next.parent == nil && navigation.viewControllers == [root])
        expectNil(navigation.popViewController(animated: true))
    }

    @Test func stackChangesOffScreenRunNoAppearanceCallbacks() {
        let log = EventLog()
        let navigation = UINavigationController()
        navigation.viewControllers = [RecordingController("a", log: log), RecordingController("b", log: log)]
        navigation.pushViewController(RecordingController("c", log: log), animated: false)
        expectEqual(log.entries, ["a willMove parent", "b willMove parent", "a didMove parent", "b didMove parent", "c willMove parent", "c didMove parent"])
        #expect(navigation.viewControllers.map(\.parent).allSatisfy { $0 === navigation })
    }

    @Test func popToRootAndPopToControllerReturnWhatWasPopped() {
        let stack = (0..<4).map { _ in UIViewController() }
        let navigation = UINavigationController(rootViewController: stack[0])
        for controller in stack.dropFirst() { navigation.pushViewController(controller, animated: false) }

        expectEqual(navigation.popToViewController(stack[1], animated: true), Array(stack[2...]))
        expectNil(navigation.popToViewController(stack[1], animated: true))
        expectEqual(navigation.popToRootViewController(animated: false), [stack[1]])
        expectEqual(navigation.viewControllers, [stack[0]])
    }

    @Test func navigationItemFollowsTheTitleAndHoldsBarButtonItems() {
        let controller = UIViewController()
        controller.title = "Inbox"
        let compose = UIBarButtonItem(systemItem: .compose)
        controller.navigationItem.rightBarButtonItems = [compose, controller.editButtonItem]
        controller.title = "Mail"

        expectEqual(controller.navigationItem.title, "Mail")
        expectIdentical(controller.navigationItem.rightBarButtonItem, compose)
        expectEqual(compose.headlessSystemItem, .compose)
        controller.navigationItem.setLeftBarButton(nil, animated: false)
        expectNil(controller.navigationItem.leftBarButtonItems)
    }

    @Test func delegateIsToldAboutShownControllers() {
        final class Recorder: NSObject, UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                shown.append("will \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                shown.append("did \(viewController.title ?? "")")
            }
        }
        let recorder = Recorder()
        let navigation = UINavigationController()
        navigation.delegate = recorder
        let first = UIViewController()
        first.title = "first"
        let second = UIViewController()
        second.title = "second"
        navigation.setViewControllers([first, second], animated: false)
        _ = navigation.popViewController(animated: true)
        expectEqual(recorder.shown, ["will second", "did second", "will first", "did first"])
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        expectIdentical(navigation.topViewController, pushed)

        let lone = UIViewController()
        let secondWindow = showInWindow(lone)
        defer { withExtendedLifetime(secondWindow) {} }
        let presented = UIViewController()
        lone.show(presented, sender: nil)
        expectIdentical(lone.presentedViewController, presented)
    }

    @Test func theBackButtonPopsOrRunsTheItemsBackAction() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }

        #expect(!navigation.simulateTapOnBackButton())
        navigation.pushViewController(detail, animated: false)
        var senders: [Any?] = []
        detail.navigationItem.backAction = UIAction(title: "Discard?") { action in senders.append(action.sender) }
        #expect(navigation.simulateTapOnBackButton())
        expectEqual(navigation.viewControllers.count, 2)
        expectEqual(senders.count, 1)
        #expect(senders.first as? UINavigationItem === detail.navigationItem)

        detail.navigationItem.backAction = nil
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        #expect(!navigation.simulateTapOnBackButton())
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(navigation.simulateTapOnBackButton())
        expectIdentical(navigation.topViewController, root)

        root.navigationItem.backAction = UIAction { _ in senders.append(nil) }
        root.navigationItem.hidesBackButton = true
        #expect(!navigation.simulateTapOnBackButton())
        root.navigationItem.hidesBackButton = false
        #expect(navigation.simulateTapOnBackButton())
        expectEqual(senders.count, 2)
    }

    @Test func navigationItemsKeepTheirNewerProperties() {
        let item = UINavigationItem(title: "Inbox")
        expectEqual(item.style, .navigator)
        item.style = .editor
        item.subtitle = "3 unread"
        item.largeTitle = "All Inboxes"
        item.customizationIdentifier = "inbox"
        item.titleMenuProvider = { suggested in UIMenu(children: suggested) }
        expectEqual(item.style.rawValue, 2)
        expectEqual(item.subtitle, "3 unread")
        expectEqual(item.largeTitle, "All Inboxes")
        expectEqual(item.customizationIdentifier, "inbox")
        expectEqual(item.titleMenuProvider?([UIAction(title: "Rename") { _ in }])?.children.count, 1)
    }
}
