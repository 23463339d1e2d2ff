import Foundation

/// A controller that manages a search bar and tells a results updater what to show.
///
/// Put it in a navigation item (`navigationItem.searchController`) and set
/// ``searchResultsUpdater``. Typing into ``searchBar`` (its `searchTextField`'s
/// `simulateTap()`, then `simulateTyping(_:)`) activates the controller and calls
/// ``UISearchResultsUpdating/updateSearchResults(for:)`` on every change, as UIKit does.
///
/// Headless: activating presents nothing; ``isActive`` changes at once with the delegate's
/// will/did calls, the Cancel button shows (``automaticallyShowsCancelButton``) and the results
/// updater is asked to update. Deactivating (``isActive`` `= false`, the Cancel button) clears
/// the search text, ends editing and asks the updater again.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private var storedSearchResultsController: UIViewController?
    private var createdSearchBar: UISearchBar?

    /// Creates a search controller.
    ///
    /// - Parameter searchResultsController: The controller that shows the results, or `nil` to
    ///   show them in the searched controller itself.
    public init(searchResultsController: UIViewController?) {
        storedSearchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a search controller from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The object asked to update the results, held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The object told of activation and deactivation, held weakly.
    open weak var delegate: UISearchControllerDelegate?

    /// The controller showing the results, if any.
    open var searchResultsController: UIViewController? { storedSearchResultsController }

    /// The search bar, created on first use.
    open var searchBar: UISearchBar {
        if let createdSearchBar { return createdSearchBar }
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
        bar.searchController = self
        createdSearchBar = bar
        return bar
    }

    /// Whether the search is active. Setting it tells the delegate (`willPresent…` /
    /// `didPresent…`, `willDismiss…` / `didDismiss…`) and asks the results updater to update;
    /// deactivating also clears the search text and ends editing.
    open var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? activate() : deactivate()
        }
    }

    /// Whether the searched content is dimmed while searching.
    open var obscuresBackgroundDuringPresentation: Bool = true
    /// The deprecated name of ``obscuresBackgroundDuringPresentation``.
    @available(iOS, introduced: 8.0, deprecated: 12.0)
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching. Stored.
    open var hidesNavigationBarDuringPresentation: Bool = true
    /// Whether ``showsSearchResultsController`` follows the search text (shown while it is not
    /// empty).
    open var automaticallyShowsSearchResultsController: Bool = true
    /// Whether the results controller is shown. With
    /// ``automaticallyShowsSearchResultsController``, it is set while the controller is active and
    /// the search text is not empty. Headless: nothing is shown; read it in tests.
    open var showsSearchResultsController: Bool = false
    /// Whether activating shows the search bar's Cancel button.
    open var automaticallyShowsCancelButton: Bool = true
    /// Whether activating shows the search bar's scope bar.
    open var automaticallyShowsScopeBar: Bool = true
    /// When the search controller shows and hides the scope bar; `.automatic` shows it when
    /// search becomes active, as ``automaticallyShowsScopeBar`` does.
    open var scopeBarActivation: ScopeBarActivation = .automatic

    /// Asks the results updater to update, when active (called on every text or scope change).
    func updateSearchResultsIfActive() {
        guard isActive else { return }
        updateSearchResults()
    }

    private func updateSearchResults() {
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = isActive && !(searchBar.text ?? "").isEmpty
        }
        if managesScopeBar, scopeBarActivation == .onTextEntry, isActive, !(searchBar.text ?? "").isEmpty,
            searchBar.scopeButtonTitles?.isEmpty == false {
            searchBar.showsScopeBar = true
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func activate() {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if managesScopeBar, scopeBarActivation != .onTextEntry, searchBar.scopeButtonTitles?.isEmpty == false {
            searchBar.showsScopeBar = true
        }
        delegate?.didPresentSearchController(self)
        updateSearchResults()
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        searchBar.searchTextField.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if managesScopeBar { searchBar.showsScopeBar = false }
        delegate?.didDismissSearchController(self)
        updateSearchResults()
    }
}
