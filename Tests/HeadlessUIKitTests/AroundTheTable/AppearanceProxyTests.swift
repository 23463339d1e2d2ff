import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Appearance proxies apply their values to views as they move into a window, as UIKit's do.
@MainActor @Suite struct AppearanceProxyTests {
    private final class ListController: UIViewController {}

    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test func aProxyAppliesToInstancesEnteringAWindowUnlessTheyCustomizedTheProperty() {
        defer { UIView.headlessResetAppearance() }
        UITableView.appearance().separatorColor = .systemPink
        UILabel.appearance().textColor = .systemTeal
        expectIdentical(UITableView.appearance(), UITableView.appearance())

        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        let plain = UILabel()
        let custom = UILabel()
        custom.textColor = .systemRed
        expectNil(table.separatorColor, "applied when entering a window, not at creation")
        controller.view.addSubview(table)
        controller.view.addSubview(plain)
        controller.view.addSubview(custom)
        let window = show(controller)

        expectEqual(table.separatorColor, .systemPink)
        expectEqual(plain.textColor, .systemTeal)
        expectEqual(custom.textColor, .systemRed)
        #expect(window.isKeyWindow)
    }

    @Test func barItemsHaveProxiesThatKeepWhatTheAppSets() {
        defer { UIView.headlessResetAppearance() }
        // The styling apps do at launch: white bar buttons, a search bar's Cancel button in bold.
        UIBarButtonItem.appearance().tintColor = .white
        let cancelInSearchBars = UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
        cancelInSearchBars.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)

        expectIdentical(UIBarButtonItem.appearance(), UIBarButtonItem.appearance())
        expectNotIdentical(cancelInSearchBars, UIBarButtonItem.appearance())
        expectIdentical(cancelInSearchBars, UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]))
        expectEqual(UIBarButtonItem.appearance().tintColor, .white)
        expectEqual(cancelInSearchBars.titleTextAttributes(for: .normal)?[.font] as? UIFont, .boldSystemFont(ofSize: 17))
        expectNil(cancelInSearchBars.titleTextAttributes(for: .highlighted))
        expectEqual(UITabBarItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemGray)

        UIView.headlessResetAppearance()
        expectNil(UIBarButtonItem.appearance().tintColor)
    }

    @Test func aContainedProxyAppliesOnlyInsideItsContainerAndWinsOverThePlainOne() {
        defer { UIView.headlessResetAppearance() }
        UIView.appearance().tintColor = .systemOrange
        UIView.appearance(whenContainedInInstancesOf: [ListController.self]).tintColor = .systemPurple

        let inside = ListController()
        let insideView = UIView()
        inside.view.addSubview(insideView)
        let outside = UIViewController()
        let outsideView = UIView()
        outside.view.addSubview(outsideView)
        let insideWindow = show(inside)
        expectEqual(insideView.tintColor, .systemPurple)
        let outsideWindow = show(outside)
        expectEqual(outsideView.tintColor, .systemOrange)
        expectNotIdentical(insideWindow, outsideWindow)
    }

    @Test func resettingForgetsTheProxies() {
        UITableView.appearance().separatorColor = .systemPink
        UIView.headlessResetAppearance()
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        controller.view.addSubview(table)
        _ = show(controller)
        expectNil(table.separatorColor)
    }
}
