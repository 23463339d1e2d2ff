import Foundation

/// The object a search controller asks to update its results when the search text or scope
/// changes, or the controller activates or deactivates.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Updates the results for the search bar's current text and scope.
    ///
    /// - Parameter searchController: The search controller; read its `searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
