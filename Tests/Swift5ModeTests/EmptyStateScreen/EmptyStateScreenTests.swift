import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The task-list screen, written for iOS 17, in a navigation controller in a window, driven the
/// way a user drives it.
@MainActor @Suite struct EmptyStateScreenTests {
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen: TasksViewController
        let navigation: UINavigationController

        init(tasks: [TaskItem] = []) {
            screen = TasksViewController(tasks: tasks)
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        var emptyStateView: UIContentUnavailableView? {
            screen.headlessContentUnavailableView as? UIContentUnavailableView
        }
    }

    @Test func navigationBarIsStyledWithAnAppearance() throws {
        let shown = Shown()
        let appearance = try #require(shown.screen.navigationItem.standardAppearance)
        expectEqual(appearance.backgroundColor, .systemIndigo)
        expectNil(appearance.backgroundEffect)
        expectEqual(appearance.titleTextAttributes[.foregroundColor] as? UIColor, .white)
        expectEqual(appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .white)
        expectEqual(shown.screen.navigationItem.scrollEdgeAppearance?.backgroundColor, .systemIndigo)
        #expect(shown.navigation.navigationBar.prefersLargeTitles)
        expectIdentical(shown.navigation.navigationBar.topItem, shown.screen.navigationItem)
    }

    @Test func toolbarShowsTheCountAndTheAddButton() throws {
        let shown = Shown(tasks: [TaskItem(title: "Buy milk")])
        let items = try #require(shown.navigation.toolbar.items)
        #expect(!shown.navigation.isToolbarHidden)
        expectEqual(items.count, 3)
        expectEqual(items.first?.title, "1 task")
        expectIdentical(items.last, shown.screen.addItem)

        #expect(shown.screen.addItem.simulateTap())
        headlessTurnRunLoop()

        expectEqual(shown.navigation.toolbar.items?.first?.title, "2 tasks")
        expectEqual(shown.screen.tableView.visibleCells.count, 2)
    }

    @Test func emptyListShowsTheEmptyStateAndItsButtonAddsATask() throws {
        let shown = Shown()
        let emptyState = try #require(shown.emptyStateView)
        expectIdentical(emptyState.superview, shown.screen.view)
        expectEqual(emptyState.headlessTextLabel?.text, "No Tasks")
        expectEqual(emptyState.headlessSecondaryTextLabel?.text, "Tasks you add appear here.")
        expectEqual(emptyState.headlessImageView?.image, UIImage(systemName: "checklist"))

        try #require(emptyState.headlessButton).simulateTap()
        headlessTurnRunLoop()

        expectNil(shown.screen.contentUnavailableConfiguration)
        expectNil(shown.emptyStateView)
        expectEqual(shown.screen.tableView.visibleCells.count, 1)
    }

    @Test func searchThatMatchesNothingShowsTheSearchState() throws {
        let shown = Shown(tasks: [TaskItem(title: "Buy milk"), TaskItem(title: "Call mom")])
        expectNil(shown.emptyStateView)
        let field = shown.screen.searchController.searchBar.searchTextField

        field.simulateTap()
        try field.simulateTyping("milk")
        headlessTurnRunLoop()
        expectEqual(shown.screen.tableView.visibleCells.count, 1)
        expectNil(shown.emptyStateView)

        try field.simulateTyping("shake")
        headlessTurnRunLoop()
        let searchState = try #require(shown.emptyStateView)
        expectEqual(searchState.headlessTextLabel?.text, "No Results")
        expectEqual(searchState.headlessSecondaryTextLabel?.text, "No tasks match “milkshake”.")
        expectNil(searchState.headlessButton)

        try shown.screen.searchController.searchBar.simulateCancelButtonTap()
        headlessTurnRunLoop()
        expectNil(shown.emptyStateView)
        expectEqual(shown.screen.tableView.visibleCells.count, 2)
    }
}
