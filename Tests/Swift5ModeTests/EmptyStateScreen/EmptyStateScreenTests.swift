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
        #expect(appearance.backgroundColor == .systemIndigo)
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(shown.screen.navigationItem.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        #expect(shown.navigation.navigationBar.prefersLargeTitles)
        #expect(shown.navigation.navigationBar.topItem === shown.screen.navigationItem)
    }

    @Test func toolbarShowsTheCountAndTheAddButton() throws {
        let shown = Shown(tasks: [TaskItem(title: "Buy milk")])
        let items = try #require(shown.navigation.toolbar.items)
        #expect(!shown.navigation.isToolbarHidden)
        #expect(items.count == 3)
        #expect(items.first?.title == "1 task")
        #expect(items.last === shown.screen.addItem)

        #expect(shown.screen.addItem.simulateTap())
        headlessTurnRunLoop()

        #expect(shown.navigation.toolbar.items?.first?.title == "2 tasks")
        #expect(shown.screen.tableView.visibleCells.count == 2)
    }

    @Test func emptyListShowsTheEmptyStateAndItsButtonAddsATask() throws {
        let shown = Shown()
        let emptyState = try #require(shown.emptyStateView)
        #expect(emptyState.superview === shown.screen.view)
        #expect(emptyState.headlessTextLabel?.text == "No Tasks")
        #expect(emptyState.headlessSecondaryTextLabel?.text == "Tasks you add appear here.")
        #expect(emptyState.headlessImageView?.image == UIImage(systemName: "checklist"))

        try #require(emptyState.headlessButton).simulateTap()
        headlessTurnRunLoop()

        #expect(shown.screen.contentUnavailableConfiguration == nil)
        #expect(shown.emptyStateView == nil)
        #expect(shown.screen.tableView.visibleCells.count == 1)
    }

    @Test func searchThatMatchesNothingShowsTheSearchState() throws {
        let shown = Shown(tasks: [TaskItem(title: "Buy milk"), TaskItem(title: "Call mom")])
        #expect(shown.emptyStateView == nil)
        let field = shown.screen.searchController.searchBar.searchTextField

        field.simulateTap()
        try field.simulateTyping("milk")
        headlessTurnRunLoop()
        #expect(shown.screen.tableView.visibleCells.count == 1)
        #expect(shown.emptyStateView == nil)

        try field.simulateTyping("shake")
        headlessTurnRunLoop()
        let searchState = try #require(shown.emptyStateView)
        #expect(searchState.headlessTextLabel?.text == "No Results")
        #expect(searchState.headlessSecondaryTextLabel?.text == "No tasks match “milkshake”.")
        #expect(searchState.headlessButton == nil)

        try shown.screen.searchController.searchBar.simulateCancelButtonTap()
        headlessTurnRunLoop()
        #expect(shown.emptyStateView == nil)
        #expect(shown.screen.tableView.visibleCells.count == 2)
    }
}
