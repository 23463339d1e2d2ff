import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Records what a search controller tells its updater, delegate and search-bar delegate.
@MainActor
private final class SearchRecorder: NSObject, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    private(set) var log: [String] = []

    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }

    func updateSearchResults(for searchController: UISearchController) {
        log.append("update \"\(searchController.searchBar.text ?? "")\" scope \(searchController.searchBar.selectedScopeButtonIndex)")
    }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("bar didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("bar didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("bar textDidChange \"\(searchText)\"") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("bar search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("bar cancel") }

    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "#"
    }
}

@MainActor @Suite struct SearchControllerTests {
    @Test func typingActivatesTheControllerAndUpdatesResultsPerCharacter() throws {
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder

        search.searchBar.searchTextField.simulateTap()
        try search.searchBar.searchTextField.simulateTyping("s#o")

        #expect(search.isActive)
        #expect(search.searchBar.showsCancelButton)
        #expect(search.showsSearchResultsController)
        expectEqual(search.searchBar.text, "so")
        #expect(
            recorder.takeLog() == [
                "bar didBegin", "willPresent", "didPresent", "update \"\" scope 0",
                "bar textDidChange \"s\"", "update \"s\" scope 0",
                "bar textDidChange \"so\"", "update \"so\" scope 0",
            ]
        )
    }

    @Test func cancelClearsEndsEditingAndDeactivates() throws {
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        search.searchBar.becomeFirstResponder()
        try search.searchBar.searchTextField.simulateTyping("x")
        _ = recorder.takeLog()

        try search.searchBar.simulateCancelButtonTap()

        #expect(!search.isActive)
        expectEqual(search.searchBar.text, "")
        #expect(!search.searchBar.isFirstResponder)
        #expect(!search.searchBar.showsCancelButton)
        expectEqual(recorder.takeLog(), ["bar cancel", "willDismiss", "bar didEnd", "didDismiss", "update \"\" scope 0"])
    }

    @Test func searchKeyTellsTheBarDelegateAndClearButtonUpdatesResults() throws {
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.searchBar.delegate = recorder
        let field = search.searchBar.searchTextField
        field.simulateTap()
        try field.simulateTyping("a")
        _ = recorder.takeLog()

        try field.simulateReturn()
        try field.simulateClearButtonTap()

        #expect(field.isFirstResponder)
        expectEqual(recorder.takeLog(), ["bar search", "bar textDidChange \"\"", "update \"\" scope 0"])
        #expect(!search.showsSearchResultsController)
    }

    @Test func scopeButtonTapSelectsAndUpdates() throws {
        let search = UISearchController(searchResultsController: nil)
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.searchBar.scopeButtonTitles = ["All", "Fruit"]
        #expect(throws: HeadlessTextInputError.self) { try search.searchBar.simulateScopeButtonTap(at: 1) }
        search.isActive = true
        _ = recorder.takeLog()

        try search.searchBar.simulateScopeButtonTap(at: 1)

        #expect(search.searchBar.showsScopeBar)
        expectEqual(recorder.takeLog(), ["update \"\" scope 1"])
    }

    @Test func navigationItemHoldsTheSearchController() {
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)

        controller.navigationItem.searchController = search

        expectIdentical(controller.navigationItem.searchController, search)
        #expect(controller.navigationItem.hidesSearchBarWhenScrolling)
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
    }
}
