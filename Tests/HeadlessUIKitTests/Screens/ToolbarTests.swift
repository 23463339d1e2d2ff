import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ToolbarTests {
    @Test func navigationToolbarShowsTheTopControllersItems() {
        let root = UIViewController()
        let compose = UIBarButtonItem(systemItem: .compose)
        root.toolbarItems = [.flexibleSpace(), compose]
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }

        expectIdentical(navigation.toolbar.items?.last, compose)
        #expect(navigation.isToolbarHidden)

        let detail = UIViewController()
        let share = UIBarButtonItem(systemItem: .action)
        detail.setToolbarItems([share], animated: false)
        navigation.pushViewController(detail, animated: true)
        expectEqual(navigation.toolbar.items?.map { $0 }, [share])

        _ = navigation.popViewController(animated: true)
        expectIdentical(navigation.toolbar.items?.last, compose)
    }

    @Test func settingTheTopControllersItemsUpdatesTheToolbarAtOnce() {
        let root = UIViewController()
        let below = UIViewController()
        let navigation = UINavigationController(rootViewController: below)
        navigation.pushViewController(root, animated: false)
        let item = UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)

        root.setToolbarItems([item], animated: true)
        below.toolbarItems = []

        expectIdentical(navigation.toolbar.items?.first, item)
        expectEqual(navigation.toolbar.items?.count, 1)
    }

    @Test func toolbarShowsAndHidesAtTheBottom() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }

        navigation.setToolbarHidden(false, animated: true)

        #expect(!navigation.isToolbarHidden)
        expectIdentical(navigation.toolbar.superview, navigation.view)
        expectEqual(navigation.toolbar.frame.maxY, navigation.view.bounds.maxY)
        expectEqual(navigation.toolbar.frame.height, 44)
        navigation.isToolbarHidden = true
        #expect(navigation.toolbar.isHidden)
    }

    @Test func toolbarStoresStylingAndAppearances() {
        let toolbar = UIToolbar(frame: .zero)
        let appearance = UIToolbarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        let image = UIImage()

        toolbar.standardAppearance = appearance
        toolbar.compactAppearance = appearance
        toolbar.barTintColor = .systemGray
        toolbar.isTranslucent = false
        toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
        toolbar.setShadowImage(image, forToolbarPosition: .any)
        appearance.configureWithOpaqueBackground()

        expectNil(toolbar.standardAppearance.backgroundColor)
        expectEqual(toolbar.standardAppearance.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .systemOrange)
        expectNotIdentical(toolbar.compactAppearance, toolbar.standardAppearance)
        expectNil(toolbar.scrollEdgeAppearance)
        expectIdentical(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default), image)
        expectNil(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default))
        expectIdentical(toolbar.shadowImage(forToolbarPosition: .any), image)
        #expect(!toolbar.isTranslucent && toolbar.barTintColor == .systemGray)
        expectEqual(toolbar.sizeThatFits(CGSize(width: 320, height: 500)), CGSize(width: 320, height: 44))
    }
}
