import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The shop app, written for iOS, in a window: a tab bar whose first tab is a product list with a
/// segmented filter, configured buttons and steppers; driven the way a user drives it.
@MainActor @Suite struct FilterScreenTests {
    /// The app on display.
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = ShopTabBarController(products: ProductCatalog.all)
        var screen: ProductsViewController { root.products }
        var tableView: UITableView { screen.tableView }

        init() {
            window.rootViewController = root
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell(at row: Int) throws -> ProductCell {
            try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ProductCell)
        }

        var names: [String] {
            (0..<tableView.numberOfRows(inSection: 0)).compactMap { row in
                (tableView.cellForRow(at: IndexPath(row: row, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
            }
        }
    }

    @Test func theShopTabShowsEveryProductUnderTheFilter() throws {
        let shown = Shown()
        expectEqual(shown.root.selectedIndex, 0)
        expectEqual(shown.root.tabBar.items?.map(\.title), ["Shop", "Basket"])
        expectEqual(shown.root.basket.tabBarItem.badgeValue, "2")
        expectIdentical(shown.screen.tabBarController, shown.root)
        expectIdentical(shown.screen.view.window, shown.window)
        expectEqual(shown.tableView.tableHeaderView?.subviews, [shown.screen.filterControl])
        expectEqual(shown.screen.filterControl.numberOfSegments, 3)
        expectEqual(shown.screen.filterControl.titleForSegment(at: 2), "Vegetables")
        expectEqual(shown.names, ["Apples", "Carrots", "Pears", "Leeks"])
    }

    @Test func tappingASegmentFiltersTheList() {
        let shown = Shown()
        shown.screen.filterControl.simulateTapOnSegment(at: 1)
        headlessTurnRunLoop()
        expectEqual(shown.screen.filterControl.selectedSegmentIndex, 1)
        expectEqual(shown.names, ["Apples", "Pears"])

        shown.screen.filterControl.simulateTapOnSegment(at: 2)
        headlessTurnRunLoop()
        expectEqual(shown.names, ["Carrots", "Leeks"])

        shown.screen.filterControl.simulateTapOnSegment(at: 0)
        headlessTurnRunLoop()
        expectEqual(shown.names.count, 4)
    }

    @Test func cellButtonsShowTheirConfiguration() throws {
        let shown = Shown()
        let apples = try shown.cell(at: 0), carrots = try shown.cell(at: 1)
        expectEqual(apples.addButton.configuration?.cornerStyle, .capsule)
        expectEqual(apples.addButton.titleLabel?.text, "Add")
        expectEqual(apples.addButton.imageView?.image, UIImage(systemName: "cart.badge.plus"))
        expectEqual(carrots.addButton.titleLabel?.text, "Add more")
        expectEqual(carrots.addButton.subtitleLabel?.text, "2 in basket")
        expectEqual(carrots.quantityStepper.value, 2)
        expectEqual(apples.controls.customSpacing(after: apples.addButton), 12)
    }

    @Test func theButtonAndTheStepperChangeTheQuantityInTheModel() throws {
        let shown = Shown()
        try shown.cell(at: 0).addButton.simulateTap()
        expectEqual(shown.screen.products[0].quantity, 1)
        try expectEqual(shown.cell(at: 0).addButton.subtitleLabel?.text, "1 in basket")

        try shown.cell(at: 1).quantityStepper.simulateTapOnIncrement()
        try shown.cell(at: 1).quantityStepper.simulateTapOnDecrement()
        try shown.cell(at: 1).quantityStepper.simulateTapOnDecrement()
        expectEqual(shown.screen.products[1].quantity, 1)
        expectEqual(shown.root.basket.tabBarItem.badgeValue, "2")

        try shown.cell(at: 1).quantityStepper.simulateTapOnDecrement()
        try shown.cell(at: 0).quantityStepper.simulateTapOnDecrement()
        expectEqual(shown.screen.products.map(\.quantity), [0, 0, 0, 0])
        expectNil(shown.root.basket.tabBarItem.badgeValue)
    }

    @Test func aFullBasketLineDisablesItsButtonAndTheHandlerRecolorsIt() throws {
        let shown = Shown()
        let stepper = try shown.cell(at: 1).quantityStepper
        for _ in 0..<10 { stepper.simulateTapOnIncrement() }
        expectEqual(shown.screen.products[1].quantity, 9)
        let button = try shown.cell(at: 1).addButton
        #expect(!button.isEnabled)
        headlessTurnRunLoop()
        expectEqual(button.configuration?.baseForegroundColor, .secondaryLabel)
        expectEqual(button.titleLabel?.textColor, .secondaryLabel)
        button.simulateTap()
        expectEqual(shown.screen.products[1].quantity, 9)
    }

    @Test func filteringKeepsTheQuantitiesChangedInTheModel() throws {
        let shown = Shown()
        try shown.cell(at: 2).addButton.simulateTap()
        shown.screen.filterControl.simulateTapOnSegment(at: 1)
        headlessTurnRunLoop()
        try expectEqual(shown.cell(at: 1).quantityStepper.value, 1)
        try expectEqual(shown.cell(at: 1).addButton.titleLabel?.text, "Add more")
    }

    @Test func switchingTabsShowsTheBasketAndTellsTheDelegate() throws {
        let shown = Shown()
        shown.root.tabBar.simulateTapOnItem(at: 1)
        expectIdentical(shown.root.selectedViewController, shown.root.basket)
        expectIdentical(shown.root.basket.view.window, shown.window)
        expectNil(shown.screen.view.window)
        shown.root.tabBar.simulateTapOnItem(at: 0)
        expectEqual(shown.root.tabChanges, ["Basket", "Shop"])
        expectIdentical(shown.screen.view.window, shown.window)
    }
}
