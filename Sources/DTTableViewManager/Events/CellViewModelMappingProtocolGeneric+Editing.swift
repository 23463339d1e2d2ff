import Foundation

// Editing, swiping, spring loading, multiple selection and context menu events of a cell
// mapping; iOS only (and HeadlessUIKit).
#if os(iOS) || HEADLESS_UIKIT
extension CellViewModelMappingProtocolGeneric {
    // MARK: - Editing

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willBeginEditingRowAt:)` is called (a swipe revealed actions).
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func willBeginEditing(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .willBeginEditingRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndEditingRowAt:)` is called with a row.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func didEndEditing(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didEndEditingRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the button title.
    public func titleForDeleteConfirmationButton(_ closure: @escaping (Cell, Model, IndexPath) -> String?) {
        appendReaction(for: .titleForDeleteButtonForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:editActionsForRowAt:)`, deprecated in iOS 13.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the row actions.
    @available(iOS, deprecated: 13.0)
    public func editActions(_ closure: @escaping (Cell, Model, IndexPath) -> [UITableViewRowAction]?) {
        appendReaction(for: .editActionsForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the leading actions.
    public func leadingSwipeActionsConfiguration(_ closure: @escaping (Cell, Model, IndexPath) -> UISwipeActionsConfiguration?) {
        appendReaction(for: .leadingSwipeActionsConfigurationForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the trailing actions.
    public func trailingSwipeActionsConfiguration(_ closure: @escaping (Cell, Model, IndexPath) -> UISwipeActionsConfiguration?) {
        appendReaction(for: .trailingSwipeActionsConfigurationForRowAtIndexPath, closure)
    }

    // MARK: - Spring loading, multiple selection and context menus

    /// Answers `UITableViewDelegate.tableView(_:shouldSpringLoadRowAt:with:)`.
    ///
    /// - Parameter closure: Receives the spring-loading context, the cell, model and index path.
    public func shouldSpringLoad(_ closure: @escaping (UISpringLoadedInteractionContext, Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .shouldSpringLoadRowAtIndexPathWithContext, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether the interaction begins.
    public func shouldBeginMultipleSelectionInteraction(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .shouldBeginMultipleSelectionInteractionAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func didBeginMultipleSelectionInteraction(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didBeginMultipleSelectionInteractionAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)`.
    ///
    /// - Parameter closure: Receives the touch point, the cell, model and index path; returns the menu.
    public func contextMenuConfiguration(_ closure: @escaping (CGPoint, Cell, Model, IndexPath) -> UIContextMenuConfiguration?) {
        appendReaction(for: .contextMenuConfigurationForRowAtIndexPath, closure)
    }
}
#endif
