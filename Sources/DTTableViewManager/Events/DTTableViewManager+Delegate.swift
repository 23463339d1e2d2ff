import Foundation

// `UITableViewDelegate` events registered on the manager. Cell and view events attach to every
// registered mapping of the class (and its subclasses), so register the views first; model events
// attach to every mapping whose model type matches. Events that concern no cell are answered by
// the manager directly.
//
// ```swift
// manager.register(PostCell.self)
// manager.didSelect(PostCell.self) { cell, post, indexPath in … }
// manager.heightForCell(withItem: Post.self) { post, indexPath in 80 }
// ```
extension DTTableViewManager {
    // MARK: - Selection

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didSelectRowAt:)` is called for a `Cell` row.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the visible cell, its model and index path.
    public func didSelect<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didSelectRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:willSelectRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the row to select instead, or `nil` to cancel the selection.
    public func willSelect<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> IndexPath?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .willSelectRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:willDeselectRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the row to deselect instead, or `nil` to keep it selected.
    public func willDeselect<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> IndexPath?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .willDeselectRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didDeselectRowAt:)` is called for a `Cell` row.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func didDeselect<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didDeselectRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)` is called.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func accessoryButtonTapped<Cell: ModelTransfer>(in cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .accessoryButtonTappedForRowAtIndexPath, closure)
    }

    // MARK: - Display

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)` is called for a `Cell`.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell about to be shown, its model and index path.
    public func willDisplay<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .willDisplayCellForRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)` is called for a `Cell`.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell that left the screen, its model and index path.
    public func didEndDisplaying<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didEndDisplayingCellForRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)` is called.
    ///
    /// - Parameters:
    ///   - headerClass: The registered header class.
    ///   - closure: Receives the header, its model and section.
    public func willDisplayHeaderView<View: ModelTransfer>(_ headerClass: View.Type, _ closure: @escaping (View, View.ModelType, Int) -> Void) where View: UIView {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionHeader, viewClass: View.self, .willDisplayHeaderForSection, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)` is called.
    ///
    /// - Parameters:
    ///   - footerClass: The registered footer class.
    ///   - closure: Receives the footer, its model and section.
    public func willDisplayFooterView<View: ModelTransfer>(_ footerClass: View.Type, _ closure: @escaping (View, View.ModelType, Int) -> Void) where View: UIView {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionFooter, viewClass: View.self, .willDisplayFooterForSection, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)` is called.
    ///
    /// - Parameters:
    ///   - headerClass: The registered header class.
    ///   - closure: Receives the header, its model and section.
    public func didEndDisplayingHeaderView<View: ModelTransfer>(_ headerClass: View.Type, _ closure: @escaping (View, View.ModelType, Int) -> Void) where View: UIView {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionHeader, viewClass: View.self, .didEndDisplayingHeaderViewForSection, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)` is called.
    ///
    /// - Parameters:
    ///   - footerClass: The registered footer class.
    ///   - closure: Receives the footer, its model and section.
    public func didEndDisplayingFooterView<View: ModelTransfer>(_ footerClass: View.Type, _ closure: @escaping (View, View.ModelType, Int) -> Void) where View: UIView {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionFooter, viewClass: View.self, .didEndDisplayingFooterViewForSection, closure)
    }

    // MARK: - Heights and indentation

    /// Answers `UITableViewDelegate.tableView(_:heightForRowAt:)` for rows whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - itemType: The model type, not a cell class (that is reported as an anomaly).
    ///   - closure: Receives the model and index path; returns the row height.
    public func heightForCell<Model>(withItem itemType: Model.Type, _ closure: @escaping (Model, IndexPath) -> CGFloat) {
        appendReaction(forItem: Model.self, .heightForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)` for rows whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - itemType: The model type.
    ///   - closure: Receives the model and index path; returns the estimated height.
    public func estimatedHeightForCell<Model>(withItem itemType: Model.Type, _ closure: @escaping (Model, IndexPath) -> CGFloat) {
        appendReaction(forItem: Model.self, .estimatedHeightForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:indentationLevelForRowAt:)` for rows whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - itemType: The model type.
    ///   - closure: Receives the model and index path; returns the indentation level.
    public func indentationLevelForCell<Model>(withItem itemType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Int) {
        appendReaction(forItem: Model.self, .indentationLevelForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:heightForHeaderInSection:)` for headers whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - type: The header model type.
    ///   - closure: Receives the model and section; returns the height.
    public func heightForHeader<Model>(withItem type: Model.Type, _ closure: @escaping (Model, Int) -> CGFloat) {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionHeader, modelType: Model.self, .heightForHeaderInSection, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)` for headers whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - type: The header model type.
    ///   - closure: Receives the model and section; returns the estimated height.
    public func estimatedHeightForHeader<Model>(withItem type: Model.Type, _ closure: @escaping (Model, Int) -> CGFloat) {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionHeader, modelType: Model.self, .estimatedHeightForHeaderInSection, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:heightForFooterInSection:)` for footers whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - type: The footer model type.
    ///   - closure: Receives the model and section; returns the height.
    public func heightForFooter<Model>(withItem type: Model.Type, _ closure: @escaping (Model, Int) -> CGFloat) {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionFooter, modelType: Model.self, .heightForFooterInSection, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)` for footers whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - type: The footer model type.
    ///   - closure: Receives the model and section; returns the estimated height.
    public func estimatedHeightForFooter<Model>(withItem type: Model.Type, _ closure: @escaping (Model, Int) -> CGFloat) {
        appendReaction(forSupplementaryKind: DTTableViewElementSectionFooter, modelType: Model.self, .estimatedHeightForFooterInSection, closure)
    }

    // MARK: - Editing

    /// Answers `UITableViewDelegate.tableView(_:editingStyleForRowAt:)` for rows whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - ofType: The model type.
    ///   - closure: Receives the model and index path; returns the editing style.
    public func editingStyle<Model>(forItem ofType: Model.Type, _ closure: @escaping (Model, IndexPath) -> UITableViewCell.EditingStyle) {
        appendReaction(forItem: Model.self, .editingStyleForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether the row is indented while editing.
    public func shouldIndentWhileEditing<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .shouldIndentWhileEditingRowAtIndexPath, closure)
    }

    // MARK: - Highlight, focus and moving

    /// Answers `UITableViewDelegate.tableView(_:shouldHighlightRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether the row highlights when touched.
    public func shouldHighlight<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .shouldHighlightRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didHighlightRowAt:)` is called for a `Cell` row.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func didHighlight<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didHighlightRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didUnhighlightRowAt:)` is called for a `Cell` row.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the cell, model and index path.
    public func didUnhighlight<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .didUnhighlightRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:canFocusRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether the row can be focused.
    public func canFocus<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .canFocusRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:shouldUpdateFocusIn:)`.
    ///
    /// - Parameter closure: Receives the focus update context; returns whether focus may move.
    public func shouldUpdateFocus(_ closure: @escaping (UITableViewFocusUpdateContext) -> Bool) {
        appendUnmappedReaction(.shouldUpdateFocusInContext, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)` is called.
    ///
    /// - Parameter closure: Receives the focus update context and the animation coordinator.
    public func didUpdateFocus(_ closure: @escaping (UITableViewFocusUpdateContext, UIFocusAnimationCoordinator) -> Void) {
        appendUnmappedReaction(.didUpdateFocusInContextWithAnimationCoordinator) { (arguments: (UITableViewFocusUpdateContext, UIFocusAnimationCoordinator)) in
            closure(arguments.0, arguments.1)
        }
    }

    /// Answers `UITableViewDelegate.indexPathForPreferredFocusedView(in:)`.
    ///
    /// - Parameter closure: Returns the row to focus first, or `nil`.
    public func indexPathForPreferredFocusedView(_ closure: @escaping () -> IndexPath?) {
        appendUnmappedReaction(.indexPathForPreferredFocusedViewInTableView) { (_: Void) in closure() }
    }

    /// Answers `UITableViewDelegate.tableView(_:selectionFollowsFocusForRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether selection follows focus on the row.
    public func selectionFollowsFocus<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .selectionFollowsFocusForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
    /// for a `Cell` row being moved.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the proposed destination, the cell, model and source index path;
    ///     returns the destination to use.
    public func targetIndexPathForMove<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (IndexPath, Cell, Cell.ModelType, IndexPath) -> IndexPath) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .targetIndexPathForMoveFromRowAtIndexPath, closure)
    }

    // MARK: - Edit menu

    /// Answers `UITableViewDelegate.tableView(_:shouldShowMenuForRowAt:)`, deprecated in iOS 13.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether to show the edit menu.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func shouldShowMenu<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .shouldShowMenuForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:canPerformAction:forRowAt:withSender:)`, deprecated in iOS 13.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the action, the sender, the cell, model and index path.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func canPerformAction<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Selector, Any?, Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .canPerformActionForRowAtIndexPath, closure)
    }

    /// Runs `closure` for `UITableViewDelegate.tableView(_:performAction:forRowAt:withSender:)`, deprecated in iOS 13.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the action, the sender, the cell, model and index path.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func performAction<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Selector, Any?, Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .performActionForRowAtIndexPath, closure)
    }
}
