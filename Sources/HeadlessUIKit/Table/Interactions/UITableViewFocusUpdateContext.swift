import Foundation

/// A focus change in a table view, with the rows losing and gaining focus.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    private let storedPreviouslyFocusedIndexPath: IndexPath?
    private let storedNextFocusedIndexPath: IndexPath?

    /// The row that had focus before the change, if a row had it.
    open var previouslyFocusedIndexPath: IndexPath? { storedPreviouslyFocusedIndexPath }
    /// The row that has focus after the change, if a row has it.
    open var nextFocusedIndexPath: IndexPath? { storedNextFocusedIndexPath }

    /// Creates a table-view focus-update context (HeadlessUIKit-only: UIKit creates these
    /// itself, so tests that call focus delegate methods directly need a way to make one).
    ///
    /// - Parameters:
    ///   - previouslyFocusedIndexPath: The row losing focus.
    ///   - nextFocusedIndexPath: The row gaining focus.
    ///   - previouslyFocusedView: The view losing focus.
    ///   - nextFocusedView: The view gaining focus.
    public init(
        headlessPreviouslyFocusedIndexPath previouslyFocusedIndexPath: IndexPath?,
        nextFocusedIndexPath: IndexPath?,
        previouslyFocusedView: UIView? = nil,
        nextFocusedView: UIView? = nil
    ) {
        storedPreviouslyFocusedIndexPath = previouslyFocusedIndexPath
        storedNextFocusedIndexPath = nextFocusedIndexPath
        super.init(headlessPreviouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView)
    }
}
