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

        #expect(navigation.toolbar.items?.last === compose)
        #expect(navigation.isToolbarHidden)

        let detail = UIViewController()
        let share = UIBarButtonItem(systemItem: .action)
        detail.setToolbarItems([share], animated: false)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.toolbar.items?.map { $0 } == [share])

        _ = navigation.popViewController(animated: true)
        #expect(navigation.toolbar.items?.last === compose)
    }

    @Test func settingTheTopControllersItemsUpdatesTheToolbarAtOnce() {
        let root = UIViewController()
        let below = UIViewController()
        let navigation = UINavigationController(rootViewController: below)
        navigation.pushViewController(root, animated: false)
        let item = UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)

        root.setToolbarItems([item], animated: true)
        below.toolbarItems = []

        #expect(navigation.toolbar.items?.first === item)
        #expect(navigation.toolbar.items?.count == 1)
    }

    @Test func toolbarShowsAndHidesAtTheBottom() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }

        navigation.setToolbarHidden(false, animated: true)

        #expect(!navigation.isToolbarHidden)
        #expect(navigation.toolbar.superview === navigation.view)
        #expect(navigation.toolbar.frame.maxY == navigation.view.bounds.maxY)
        #expect(navigation.toolbar.frame.height == 44)
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

        #expect(toolbar.standardAppearance.backgroundColor == nil)
        #expect(toolbar.standardAppearance.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemOrange)
        #expect(toolbar.compactAppearance !== toolbar.standardAppearance)
        #expect(toolbar.scrollEdgeAppearance == nil)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
        #expect(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default) == nil)
        #expect(toolbar.shadowImage(forToolbarPosition: .any) === image)
        #expect(!toolbar.isTranslucent && toolbar.barTintColor == .systemGray)
        #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 44))
    }
}
