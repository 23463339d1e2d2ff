import Foundation

/// The text field of a search bar (``UISearchBar/searchTextField``).
///
/// Its editing steps also go to the search bar: `searchBarShouldBeginEditing`,
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, `searchBar(_:textDidChange:)`, the Search
/// key as `searchBarSearchButtonClicked`, and the search controller that owns the bar (which
/// becomes active when editing begins and updates its results on every change). Headless:
/// tokens are missing.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The search bar this field belongs to, if any.
    weak var owningSearchBar: UISearchBar?

    /// Creates a search text field with the given frame; its clear button shows while editing.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }

    /// Creates a search text field from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func headlessShouldBeginEditing() -> Bool {
        guard let bar = owningSearchBar else { return super.headlessShouldBeginEditing() }
        return (bar.delegate?.searchBarShouldBeginEditing(bar) ?? true) && super.headlessShouldBeginEditing()
    }

    override func headlessDidBeginEditing() {
        super.headlessDidBeginEditing()
        guard let bar = owningSearchBar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.isActive = true
    }

    override func headlessShouldEndEditing() -> Bool {
        guard let bar = owningSearchBar else { return super.headlessShouldEndEditing() }
        return (bar.delegate?.searchBarShouldEndEditing(bar) ?? true) && super.headlessShouldEndEditing()
    }

    override func headlessDidEndEditing(reason: UITextField.DidEndEditingReason) {
        super.headlessDidEndEditing(reason: reason)
        guard let bar = owningSearchBar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    override func headlessShouldChange(_ range: NSRange, with replacement: String) -> Bool {
        guard let bar = owningSearchBar else { return super.headlessShouldChange(range, with: replacement) }
        return (bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: replacement) ?? true)
            && super.headlessShouldChange(range, with: replacement)
    }

    override func headlessTextDidChange() {
        super.headlessTextDidChange()
        guard let bar = owningSearchBar else { return }
        bar.delegate?.searchBar(bar, textDidChange: text ?? "")
        bar.searchController?.updateSearchResultsIfActive()
    }

    /// In a search bar the Return key is the Search key: the bar's delegate is told, and the
    /// field's own Return handling does not run.
    override func headlessShouldReturn() -> Bool {
        guard let bar = owningSearchBar else { return super.headlessShouldReturn() }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}
