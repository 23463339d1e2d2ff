import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// When a search controller shows its scope bar, and where a navigation item places the search bar.
@MainActor @Suite struct SearchBarPlacementTests {
    /// A search controller in a window's navigation controller, with three scope buttons.
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let search = UISearchController(searchResultsController: nil)
        let screen = UIViewController()

        init(activation: UISearchController.ScopeBarActivation) {
            search.searchBar.scopeButtonTitles = ["All", "Unread", "Flagged"]
            search.scopeBarActivation = activation
            screen.navigationItem.searchController = search
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
        }

        var field: UISearchTextField { search.searchBar.searchTextField }
    }

    @Test func theDefaultsAreAutomatic() {
        let search = UISearchController(searchResultsController: nil)
        expectEqual(search.scopeBarActivation, .automatic)
        expectEqual(UINavigationItem(title: "Inbox").preferredSearchBarPlacement, .automatic)
    }

    @Test func onSearchActivationShowsTheScopeBarWhenSearchBeginsAndHidesItAtCancel() throws {
        for activation in [UISearchController.ScopeBarActivation.automatic, .onSearchActivation] {
            let shown = Shown(activation: activation)
            shown.field.simulateTap()
            #expect(shown.search.isActive)
            #expect(shown.search.searchBar.showsScopeBar)
            try shown.search.searchBar.simulateCancelButtonTap()
            #expect(!shown.search.searchBar.showsScopeBar)
        }
    }

    @Test func onTextEntryShowsTheScopeBarOnceTypingBegins() throws {
        let shown = Shown(activation: .onTextEntry)
        shown.field.simulateTap()
        #expect(shown.search.isActive)
        #expect(!shown.search.searchBar.showsScopeBar)
        try shown.field.simulateTyping("a")
        #expect(shown.search.searchBar.showsScopeBar)
        try shown.search.searchBar.simulateCancelButtonTap()
        #expect(!shown.search.searchBar.showsScopeBar)
    }

    @Test func manualLeavesTheScopeBarToTheApp() throws {
        let shown = Shown(activation: .manual)
        shown.field.simulateTap()
        try shown.field.simulateTyping("a")
        #expect(!shown.search.searchBar.showsScopeBar)
        shown.search.searchBar.showsScopeBar = true
        try shown.search.searchBar.simulateCancelButtonTap()
        #expect(shown.search.searchBar.showsScopeBar)
    }

    @Test func anAutomaticPlacementResolvesToStackedOnThePhone() {
        let item = UINavigationItem(title: "Inbox")
        expectEqual(item.searchBarPlacement, .stacked)
        item.preferredSearchBarPlacement = .inline
        expectEqual(item.searchBarPlacement, .integrated)
        item.preferredSearchBarPlacement = .integratedButton
        expectEqual(item.searchBarPlacement, .integratedButton)
        item.preferredSearchBarPlacement = .stacked
        expectEqual(item.searchBarPlacement, .stacked)
    }

    @Test func placementsHaveUIKitsRawValues() {
        let placements: [UINavigationItem.SearchBarPlacement] = [.automatic, .integrated, .stacked, .integratedCentered, .integratedButton]
        expectEqual(placements.map(\.rawValue), [0, 1, 2, 3, 4])
        expectEqual(UINavigationItem.SearchBarPlacement.inline.rawValue, 1)
    }
}
