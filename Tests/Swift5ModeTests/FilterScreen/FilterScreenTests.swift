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
        #expect(shown.root.selectedIndex == 0)
        #expect(shown.root.tabBar.items?.map(\.title) == ["Shop", "Basket"])
        #expect(shown.root.basket.tabBarItem.badgeValue == "2")
        #expect(shown.screen.tabBarController === shown.root)
        #expect(shown.screen.view.window === shown.window)
        #expect(shown.tableView.tableHeaderView?.subviews == [shown.screen.filterControl])
        #expect(shown.screen.filterControl.numberOfSegments == 3)
        #expect(shown.screen.filterControl.titleForSegment(at: 2) == "Vegetables")
        #expect(shown.names == ["Apples", "Carrots", "Pears", "Leeks"])
    }

    @Test func tappingASegmentFiltersTheList() {
        let shown = Shown()
        shown.screen.filterControl.simulateTapOnSegment(at: 1)
        headlessTurnRunLoop()
        #expect(shown.screen.filterControl.selectedSegmentIndex == 1)
        #expect(shown.names == ["Apples", "Pears"])

        shown.screen.filterControl.simulateTapOnSegment(at: 2)
        headlessTurnRunLoop()
        #expect(shown.names == ["Carrots", "Leeks"])

        shown.screen.filterControl.simulateTapOnSegment(at: 0)
        headlessTurnRunLoop()
        #expect(shown.names.count == 4)
    }

    @Test func cellButtonsShowTheirConfiguration() throws {
        let shown = Shown()
        let apples = try shown.cell(at: 0), carrots = try shown.cell(at: 1)
        #expect(apples.addButton.configuration?.cornerStyle == .capsule)
        #expect(apples.addButton.titleLabel?.text == "Add")
        #expect(apples.addButton.imageView?.image == UIImage(systemName: "cart.badge.plus"))
        #expect(carrots.addButton.titleLabel?.text == "Add more")
        #expect(carrots.addButton.subtitleLabel?.text == "2 in basket")
        #expect(carrots.quantityStepper.value == 2)
        #expect(apples.controls.customSpacing(after: apples.addButton) == 12)
    }

    @Test func theButtonAndTheStepperChangeTheQuantityInTheModel() throws {
        let shown = Shown()
        try shown.cell(at: 0).addButton.simulateTap()
        #expect(shown.screen.products[0].quantity == 1)
        #expect(try shown.cell(at: 0).addButton.subtitleLabel?.text == "1 in basket")

        try shown.cell(at: 1).quantityStepper.simulateTapOnIncrement()
        try shown.cell(at: 1).quantityStepper.simulateTapOnDecrement()
        try shown.cell(at: 1).quantityStepper.simulateTapOnDecrement()
        #expect(shown.screen.products[1].quantity == 1)
        #expect(shown.root.basket.tabBarItem.badgeValue == "2")

        try shown.cell(at: 1).quantityStepper.simulateTapOnDecrement()
        try shown.cell(at: 0).quantityStepper.simulateTapOnDecrement()
        #expect(shown.screen.products.map(\.quantity) == [0, 0, 0, 0])
        #expect(shown.root.basket.tabBarItem.badgeValue == nil)
    }

    @Test func aFullBasketLineDisablesItsButtonAndTheHandlerRecolorsIt() throws {
        let shown = Shown()
        let stepper = try shown.cell(at: 1).quantityStepper
        for _ in 0..<10 { stepper.simulateTapOnIncrement() }
        #expect(shown.screen.products[1].quantity == 9)
        let button = try shown.cell(at: 1).addButton
        #expect(!button.isEnabled)
        headlessTurnRunLoop()
        #expect(button.configuration?.baseForegroundColor == .secondaryLabel)
        #expect(button.titleLabel?.textColor == .secondaryLabel)
        button.simulateTap()
        #expect(shown.screen.products[1].quantity == 9)
    }

    @Test func filteringKeepsTheQuantitiesChangedInTheModel() throws {
        let shown = Shown()
        try shown.cell(at: 2).addButton.simulateTap()
        shown.screen.filterControl.simulateTapOnSegment(at: 1)
        headlessTurnRunLoop()
        #expect(try shown.cell(at: 1).quantityStepper.value == 1)
        #expect(try shown.cell(at: 1).addButton.titleLabel?.text == "Add more")
    }

    @Test func switchingTabsShowsTheBasketAndTellsTheDelegate() throws {
        let shown = Shown()
        shown.root.tabBar.simulateTapOnItem(at: 1)
        #expect(shown.root.selectedViewController === shown.root.basket)
        #expect(shown.root.basket.view.window === shown.window)
        #expect(shown.screen.view.window == nil)
        shown.root.tabBar.simulateTapOnItem(at: 0)
        #expect(shown.root.tabChanges == ["Basket", "Shop"])
        #expect(shown.screen.view.window === shown.window)
    }
}
