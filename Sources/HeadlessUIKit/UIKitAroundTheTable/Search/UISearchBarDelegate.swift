import Foundation

/// The object a search bar asks about editing and tells of typing and button taps.
///
/// Every method is optional, as in UIKit: a requirement with a default implementation that
/// answers as UIKit does when the method is missing. Headless: UIKit's protocol refines
/// `UIBarPositioningDelegate`, which HeadlessUIKit does not have.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Asks whether editing may begin; `true` when not implemented.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: `false` to keep the search field from becoming first responder.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate editing began.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asks whether editing may end; `true` when not implemented.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: `false` to keep editing.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Tells the delegate editing ended.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Tells the delegate the user changed the text (typing, pasting, deleting, the clear
    /// button).
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asks whether the user's edit may replace a range of the text; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - range: The range replaced, in UTF-16 code units.
    ///   - text: The replacement.
    /// - Returns: `false` to keep the text unchanged.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate the keyboard's Search key was tapped.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate the bookmark button was tapped.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate the Cancel button was tapped.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate the search results button was tapped.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Tells the delegate the selected scope button changed.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - selectedScope: The index of the selected scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

// Default implementations stand in for UIKit's unimplemented optional methods.
extension UISearchBarDelegate {
    /// Not implemented: `true`.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Not implemented: does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Not implemented: `true`.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Not implemented: does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Not implemented: does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Not implemented: `true`.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Not implemented: does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Not implemented: does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Not implemented: does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Not implemented: does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Not implemented: does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
