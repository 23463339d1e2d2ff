import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The recipes screen, written for iOS, in a window inside a navigation controller, driven the
/// way a user drives it.
@MainActor @Suite struct RecipesScreenTests {
    /// The screen on display: a window, a navigation controller and the recipes list.
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation: UINavigationController
        let screen: RecipesViewController

        init(pages: [[Recipe]] = [RecipeStore.firstPage, RecipeStore.refreshedPage]) {
            var remaining = pages
            screen = RecipesViewController(loadPage: { remaining.count > 1 ? remaining.removeFirst() : remaining[0] })
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell(at row: Int) throws -> RecipeCell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? RecipeCell)
        }
    }

    @Test func cellsShowTheirRecipeThroughAContentConfiguration() throws {
        let shown = Shown()
        let cell = try shown.cell(at: 1)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        expectEqual(content.text, "Green salad")
        expectEqual(content.textProperties.font, .preferredFont(forTextStyle: .headline))
        let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
        expectEqual(labels.map(\.text), ["Green salad", "10 min"])
        expectEqual(labels.map(\.font), [.preferredFont(forTextStyle: .headline), .preferredFont(forTextStyle: .subheadline)])
        expectEqual(labels.last?.textColor, .secondaryLabel)
        expectEqual(content.secondaryText, "10 min")
        expectEqual(content.imageProperties.tintColor, .systemOrange)
        #expect(cell.favoriteSwitch.isOn)
        expectEqual(cell.backgroundColor, UIColor.systemOrange.withAlphaComponent(0.1))
        expectEqual(cell.shareButton.title(for: .normal), "Share")
        expectEqual(cell.shareButton.titleLabel?.font, UIFont.preferredFont(forTextStyle: .footnote))
    }

    @Test func cellControlsSitInAStackViewAccessory() throws {
        let cell = try Shown().cell(at: 0)
        expectIdentical(cell.accessoryView, cell.controls)
        expectIdentical(cell.controls.superview, cell)
        expectEqual(cell.controls.arrangedSubviews, [cell.shareButton, cell.favoriteSwitch])
        #expect(cell.controls.frame.width > cell.favoriteSwitch.frame.width)
    }

    @Test func theTablePinnedWithAnchorsFillsTheScreen() {
        let shown = Shown()
        expectEqual(shown.screen.tableView.frame, shown.screen.view.bounds)
        expectEqual(shown.screen.view.bounds.size, CGSize(width: 390, height: 844))
        expectEqual(shown.screen.tableView.indexPathsForVisibleRows?.count, 3)
    }

    @Test func selectingARecipePushesItsDetail() throws {
        let shown = Shown()
        try shown.screen.tableView.simulateTap(at: IndexPath(row: 2, section: 0))
        let detail = try #require(shown.navigation.topViewController as? RecipeDetailViewController)
        expectEqual(detail.recipe.name, "Risotto")
        expectIdentical(detail.navigationController, shown.navigation)
        expectEqual(shown.navigation.viewControllers.count, 2)
        #expect(detail.isViewLoaded && detail.view.window === shown.window)
        expectEqual(detail.stack.arrangedSubviews, [detail.titleLabel, detail.durationLabel])
        expectEqual(detail.titleLabel.font, .boldSystemFont(ofSize: 28))
        let pinned = detail.view.constraints.filter { $0.isActive && $0.firstItem === detail.stack }
        expectEqual(pinned.count, 3)
        #expect(pinned.allSatisfy { $0.secondItem is UILayoutGuide })
        // 16 points below the top of the safe area, which ends at the navigation bar.
        expectEqual(detail.stack.frame.minY, shown.navigation.navigationBar.frame.maxY + 16)
        expectEqual(detail.stack.frame.minX, detail.view.layoutMargins.left)
        expectEqual(detail.stack.frame.width, detail.view.bounds.width - detail.view.layoutMargins.left - detail.view.layoutMargins.right)
        expectEqual(detail.stack.frame.height, detail.titleLabel.intrinsicContentSize.height + 8 + detail.durationLabel.intrinsicContentSize.height)
        #expect(detail.stack.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func tappingShareInACellRunsItsAction() throws {
        let shown = Shown()
        try shown.cell(at: 0).shareButton.simulateTap()
        expectEqual(shown.screen.sharedRecipes, ["Tomato soup"])
    }

    @Test func flippingTheSwitchMarksTheRecipeAsFavorite() throws {
        let shown = Shown()
        try shown.cell(at: 2).favoriteSwitch.simulateTap()
        headlessTurnRunLoop()
        expectEqual((shown.screen.manager.memoryStorage.item(at: IndexPath(row: 2, section: 0)) as? Recipe)?.isFavorite, true)
        let content = try #require(shown.cell(at: 2).contentConfiguration as? UIListContentConfiguration)
        expectEqual(content.imageProperties.tintColor, .systemOrange)
    }

    @Test func deletingAsksForConfirmationFirst() throws {
        let shown = Shown()
        let delete = try #require(shown.screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).first { $0.isDestructive })
        delete.tap()
        let alert = try #require(shown.screen.presentedViewController as? UIAlertController)
        expectEqual(alert.title, "Delete Tomato soup?")
        expectEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        expectEqual(shown.screen.manager.memoryStorage.numberOfItems(inSection: 0), 3)

        alert.simulateTapOnAction(titled: "Delete")
        headlessTurnRunLoop()
        expectNil(shown.screen.presentedViewController)
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 2)
        expectEqual((shown.screen.manager.memoryStorage.item(at: IndexPath(row: 0, section: 0)) as? Recipe)?.name, "Green salad")
    }

    @Test func cancellingTheAlertKeepsTheRecipe() throws {
        let shown = Shown()
        try shown.screen.tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing).first?.tap()
        let alert = try #require(shown.screen.presentedViewController as? UIAlertController)
        alert.simulateTapOnAction(titled: "Cancel")
        expectNil(shown.screen.presentedViewController)
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 3)
    }

    @Test func pullToRefreshLoadsTheNextPageAndEndsRefreshing() throws {
        let shown = Shown()
        shown.screen.tableView.simulatePullToRefresh()
        headlessTurnRunLoop()
        expectEqual(shown.screen.tableView.refreshControl?.isRefreshing, false)
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 4)
        let content = try #require(shown.cell(at: 3).contentConfiguration as? UIListContentConfiguration)
        expectEqual(content.text, "Pancakes")
    }

    @Test func editButtonPutsTheTableInEditingMode() throws {
        let shown = Shown()
        let edit = try #require(shown.screen.navigationItem.rightBarButtonItem)
        edit.simulateTap()
        #expect(shown.screen.isEditing)
        #expect(shown.screen.tableView.isEditing)
    }
}
