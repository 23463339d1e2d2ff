import Foundation

// Editing, swiping, spring loading, multiple selection and context menu events registered on
// the manager; iOS only (and HeadlessUIKit).
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewManager {
    // MARK: - Editing and swiping

    /// Answers `UITableViewDelegate.tableView(_:editActionsForRowAt:)`, deprecated in iOS 13.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the row actions.
    @available(iOS, deprecated: 13.0)
    public func editActions<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> [UITableViewRowAction]?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .editActionsForRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willBeginEditingRowAt:)` is called for a `Cell` row.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func willBeginEditing<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .willBeginEditingRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndEditingRowAt:)` is called for a `Cell` row.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func didEndEditing<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didEndEditingRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the title of the Delete button.
    public func titleForDeleteConfirmationButton<Cell: ModelTransfer>(in cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> String?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .titleForDeleteButtonForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the actions revealed by swiping from the leading edge.
    public func leadingSwipeActionsConfiguration<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> UISwipeActionsConfiguration?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .leadingSwipeActionsConfigurationForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the actions revealed by swiping from the trailing edge.
    public func trailingSwipeActionsConfiguration<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> UISwipeActionsConfiguration?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .trailingSwipeActionsConfigurationForRowAtIndexPath, closure)
    }

    // MARK: - Spring loading and multiple selection

    /// Answers `UITableViewDelegate.tableView(_:shouldSpringLoadRowAt:with:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the spring-loading context, the cell, model and index path.
    public func shouldSpringLoad<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (UISpringLoadedInteractionContext, Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .shouldSpringLoadRowAtIndexPathWithContext, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether a two-finger pan starts multiple selection.
    public func shouldBeginMultipleSelectionInteraction<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .shouldBeginMultipleSelectionInteractionAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:)` is called.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func didBeginMultipleSelectionInteraction<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didBeginMultipleSelectionInteractionAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableViewDidEndMultipleSelectionInteraction(_:)` is called.
    ///
    /// - Parameter closure: Runs when the multiple-selection gesture ends.
    public func didEndMultipleSelectionInteraction(_ closure: @escaping () -> Void) {
        appendUnmappedReaction(.didEndMultipleSelectionInteraction) { (_: Void) in closure() }
    }

    // MARK: - Context menus

    /// Answers `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the touch point, the cell, model and index path; returns the menu.
    public func contextMenuConfiguration<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (CGPoint, Cell, Cell.ModelType, IndexPath) -> UIContextMenuConfiguration?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .contextMenuConfigurationForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    ///
    /// - Parameter closure: Receives the menu configuration; returns the preview, or `nil` for the default.
    public func previewForHighlightingContextMenu(_ closure: @escaping (UIContextMenuConfiguration) -> UITargetedPreview?) {
        appendUnmappedReaction(.previewForHighlightingContextMenu, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    ///
    /// - Parameter closure: Receives the menu configuration; returns the preview, or `nil` for the default.
    public func previewForDismissingContextMenu(_ closure: @escaping (UIContextMenuConfiguration) -> UITargetedPreview?) {
        appendUnmappedReaction(.previewForDismissingContextMenu, closure)
    }
}
#endif
