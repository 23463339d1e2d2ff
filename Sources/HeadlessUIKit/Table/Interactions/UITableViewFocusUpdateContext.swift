import Foundation

/// A focus change in a table view, with the rows losing and gaining focus.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row that had focus before the change, if a row had it.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The row that has focus after the change, if a row has it.
    public let nextFocusedIndexPath: IndexPath?

    /// Creates a table-view focus-update context (HeadlessUIKit-only: UIKit creates these
    /// itself, so tests that call focus delegate methods directly need a way to make one).
    ///
    /// - Parameters:
    ///   - headlessPreviouslyFocusedIndexPath: The row losing focus.
    ///   - nextFocusedIndexPath: The row gaining focus.
    ///   - previouslyFocusedView: The view losing focus.
    ///   - nextFocusedView: The view gaining focus.
    public init(
        headlessPreviouslyFocusedIndexPath previouslyFocusedIndexPath: IndexPath?,
        nextFocusedIndexPath: IndexPath?,
        previouslyFocusedView: UIView? = nil,
        nextFocusedView: UIView? = nil
    ) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(headlessPreviouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView)
    }
}
