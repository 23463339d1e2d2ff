import Foundation

// `UITableViewDelegate` events registered on a cell mapping:
//
// ```swift
// manager.register(PostCell.self) { mapping in
//     mapping.didSelect { cell, post, indexPath in … }
//     mapping.heightForCell { post, indexPath in 80 }
// }
// ```
//
// Closures receive the cell and model types of the mapping. Events fired before a cell exists
// receive the model and index path only. The first closure registered for an event is the one
// called. Each entry point is a one-liner over `ViewModelMappingProtocol.appendReaction`.
extension CellViewModelMappingProtocolGeneric {
    // MARK: - Selection

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didSelectRowAt:)` is called for a row of this mapping.
    ///
    /// - Parameter closure: Receives the visible cell, its model and index path.
    public func didSelect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didSelectRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:willSelectRowAt:)`: the row to select instead, or `nil` to cancel.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the row to select.
    public func willSelect(_ closure: @escaping (Cell, Model, IndexPath) -> IndexPath?) {
        appendReaction(for: .willSelectRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:willDeselectRowAt:)`: the row to deselect instead, or `nil` to cancel.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the row to deselect.
    public func willDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> IndexPath?) {
        appendReaction(for: .willDeselectRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didDeselectRowAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func didDeselect(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didDeselectRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)` is called.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func accessoryButtonTapped(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .accessoryButtonTappedForRowAtIndexPath, closure)
    }

    // MARK: - Display and heights

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell about to be displayed, its model and index path.
    public func willDisplay(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .willDisplayCellForRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell that left the screen, its model and index path.
    public func didEndDisplaying(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didEndDisplayingCellForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:heightForRowAt:)` for rows of this mapping.
    ///
    /// - Parameter closure: Receives the model and index path (the cell does not exist yet); returns the height.
    public func heightForCell(_ closure: @escaping (Model, IndexPath) -> CGFloat) {
        appendReaction(for: .heightForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)` for rows of this mapping.
    ///
    /// - Parameter closure: Receives the model and index path; returns the estimated height.
    public func estimatedHeightForCell(_ closure: @escaping (Model, IndexPath) -> CGFloat) {
        appendReaction(for: .estimatedHeightForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:indentationLevelForRowAt:)` for rows of this mapping.
    ///
    /// - Parameter closure: Receives the model and index path; returns the indentation level.
    public func indentationLevelForCell(_ closure: @escaping (Model, IndexPath) -> Int) {
        appendReaction(for: .indentationLevelForRowAtIndexPath, closure)
    }

    // MARK: - Highlight, focus and moving

    /// Answers `UITableViewDelegate.tableView(_:shouldHighlightRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether to highlight.
    public func shouldHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .shouldHighlightRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didHighlightRowAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func didHighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didHighlightRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didUnhighlightRowAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func didUnhighlight(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .didUnhighlightRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:canFocusRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether the row can be focused.
    public func canFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .canFocusRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:selectionFollowsFocusForRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether selection follows focus.
    public func selectionFollowsFocus(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .selectionFollowsFocusForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
    /// for a row of this mapping being moved.
    ///
    /// - Parameter closure: Receives the proposed destination, then the moved cell, its model and
    ///   source index path; returns the destination to use.
    public func targetIndexPathForMove(_ closure: @escaping (IndexPath, Cell, Model, IndexPath) -> IndexPath) {
        appendReaction(for: .targetIndexPathForMoveFromRowAtIndexPath, closure)
    }

    // MARK: - Editing

    /// Answers `UITableViewDelegate.tableView(_:editingStyleForRowAt:)`.
    ///
    /// - Parameter closure: Receives the model and index path; returns the editing style.
    public func editingStyle(_ closure: @escaping (Model, IndexPath) -> UITableViewCell.EditingStyle) {
        appendReaction(for: .editingStyleForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether to indent.
    public func shouldIndentWhileEditing(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .shouldIndentWhileEditingRowAtIndexPath, closure)
    }

    // MARK: - Primary action

    /// Answers `UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether the primary action runs.
    public func canPerformPrimaryAction(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .canPerformPrimaryActionForRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)` is called.
    ///
    /// - Parameter closure: Receives the cell, model and index path.
    public func performPrimaryAction(_ closure: @escaping (Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .performPrimaryActionForRowAtIndexPath, closure)
    }

    // MARK: - Edit menu

    /// Answers `UITableViewDelegate.tableView(_:shouldShowMenuForRowAt:)`, deprecated in iOS 13.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether to show the menu.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func shouldShowMenu(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .shouldShowMenuForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:canPerformAction:forRowAt:withSender:)`, deprecated in iOS 13.
    ///
    /// - Parameter closure: Receives the action, the sender, the cell, model and index path.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func canPerformAction(_ closure: @escaping (Selector, Any?, Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .canPerformActionForRowAtIndexPath, closure)
    }

    /// Runs `closure` for `UITableViewDelegate.tableView(_:performAction:forRowAt:withSender:)`, deprecated in iOS 13.
    ///
    /// - Parameter closure: Receives the action, the sender, the cell, model and index path.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func performAction(_ closure: @escaping (Selector, Any?, Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .performActionForRowAtIndexPath, closure)
    }
}
