import Foundation

/// The object that customizes a table view's rows, headers and footers and responds to the
/// user's selections, edits and other interactions.
///
/// Every method is optional, as in UIKit: its default implementation reports itself through
/// ``HeadlessUnimplementedMethod`` so the table view applies UIKit's default behaviour instead.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // MARK: - Display

    /// Tells the delegate a cell is about to be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell about to be shown.
    ///   - indexPath: The cell's row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate a section header is about to be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The header view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate a section footer is about to be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The footer view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// Tells the delegate a cell was removed from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The removed cell.
    ///   - indexPath: The row the cell showed.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate a section header was removed from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The removed header view.
    ///   - section: The section it headed.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate a section footer was removed from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The removed footer view.
    ///   - section: The section it ended.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // MARK: - Heights

    /// Returns a row's height; the table view's `rowHeight` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// Returns a section header's height; the table view's `sectionHeaderHeight` when not
    /// implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// Returns a section footer's height; the table view's `sectionFooterHeight` when not
    /// implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// Returns an estimate of a row's height, used until the row is laid out.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The estimated height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// Returns an estimate of a section header's height, used until it is laid out.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The estimated height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

    /// Returns an estimate of a section footer's height, used until it is laid out.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The estimated height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: - Headers and footers

    /// Returns the view for a section's header; a standard header showing the data source's
    /// title when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The header view, or `nil`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// Returns the view for a section's footer; a standard footer showing the data source's
    /// title when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The footer view, or `nil`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // MARK: - Accessories

    /// Tells the delegate the user tapped a row's detail disclosure button.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: - Highlighting

    /// Returns whether a row highlights when touched; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `false` to stop the touch from highlighting or selecting the row.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// Tells the delegate a row was highlighted.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// Tells the delegate a row's highlight was removed.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    // MARK: - Selection

    /// Returns the row to select instead of the one the user is selecting.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row the user is selecting.
    /// - Returns: The row to select, or `nil` to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Returns the row to deselect instead of the one being deselected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row being deselected.
    /// - Returns: The row to deselect, or `nil` to keep the selection.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Tells the delegate a row was selected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The selected row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// Tells the delegate a row was deselected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The deselected row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: - Primary actions

    /// Returns whether the user's tap performs a row's primary action; when it does, the row is
    /// not selected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true` to perform the primary action.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool

    /// Tells the delegate to perform a row's primary action.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // MARK: - Editing

    /// Returns the editing control of a row; `.delete` for editable rows when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The row's editing style.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

    /// Returns the title of a row's delete-confirmation button; "Delete" when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The title, or `nil` for the default.
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?

    /// Returns the actions shown when the user swipes a row, in the API UIKit deprecated in iOS 13;
    /// swipe-actions configurations take precedence.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The actions, or `nil` for the default.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?

    /// Returns the actions shown when the user swipes a row from its leading edge.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The actions, or `nil` for the default (none).
    func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// Returns the actions shown when the user swipes a row from its trailing edge.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The actions, or `nil` for the default (delete, when the data source commits
    ///   edits).
    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// Returns whether a row's background is indented while the table view is editing; `true`
    /// when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true` to indent.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    /// Tells the delegate the table view is about to edit a single row, as when the user swipes it.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

    /// Tells the delegate the table view stopped editing a single row.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row, or `nil` when it no longer exists.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    // MARK: - Reordering and indentation

    /// Returns where a row being moved should land instead of the proposed row.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: The row being moved.
    ///   - proposedDestinationIndexPath: Where the user is dropping it.
    /// - Returns: The row to move to; `proposedDestinationIndexPath` to accept it.
    func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// Returns a row's indentation level; 0 when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The row's depth in a hierarchy.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // MARK: - Edit menu (deprecated in UIKit since iOS 13)

    /// Returns whether a long press on a row shows the edit menu.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true` to show the menu.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool

    /// Returns whether the edit menu offers an action for a row.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - action: The action, such as `copy:`.
    ///   - indexPath: The row.
    ///   - sender: The object that sent the action.
    /// - Returns: `true` to offer the action.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    func tableView(
        _ tableView: UITableView,
        canPerformAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool

    /// Performs an edit-menu action on a row.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - action: The action, such as `copy:`.
    ///   - indexPath: The row.
    ///   - sender: The object that sent the action.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    func tableView(
        _ tableView: UITableView,
        performAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    )

    // MARK: - Focus

    /// Returns whether a row can be focused.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true` if the row can be focused.
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool

    /// Returns whether focus may move as described; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - context: The focus change.
    /// - Returns: `true` to allow the change.
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool

    /// Tells the delegate focus moved.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - context: The focus change.
    ///   - coordinator: Runs animations alongside the change.
    func tableView(
        _ tableView: UITableView,
        didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    )

    /// Returns the row to focus first.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: The row, or `nil` to let the table view choose.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?

    /// Returns whether focusing a row selects it; the table view's `selectionFollowsFocus` when
    /// not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `true` to select the row when it gains focus.
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

    // MARK: - Spring loading

    /// Returns whether a row spring-loads when a drag hovers over it; `true` when not implemented,
    /// except for rows in the drag itself.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    ///   - context: The spring-loaded interaction; set its `targetView` to change the view that
    ///     shows the effect.
    /// - Returns: `true` to spring-load the row.
    func tableView(
        _ tableView: UITableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool

    // MARK: - Multiple selection

    /// Returns whether a two-finger pan starting at a row begins selecting several rows; `false`
    /// when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row where the pan began.
    /// - Returns: `true` to begin multiple selection.
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool

    /// Tells the delegate a multiple-selection pan began and the table view started editing.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row where the pan began.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

    /// Tells the delegate the multiple-selection interaction ended; the table view keeps editing.
    ///
    /// - Parameter tableView: The table view.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

    // MARK: - Context menus

    /// Returns the context menu for a row; none when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    ///   - point: Where the interaction happened, in the table view's coordinates.
    /// - Returns: The configuration, or `nil` for no menu.
    func tableView(
        _ tableView: UITableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Returns the preview shown while a context menu appears; the row's cell when not
    /// implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - configuration: The menu about to appear.
    /// - Returns: The preview, or `nil` for the default.
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// Returns the preview a context menu animates back to when it dismisses; the row's cell when
    /// not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - configuration: The menu being dismissed.
    /// - Returns: The preview, or `nil` for the default.
    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?

    /// Tells the delegate the user tapped a context menu's preview.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - configuration: The menu shown.
    ///   - animator: Runs animations alongside the commit transition.
    func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    )

    /// Tells the delegate a context menu is about to appear.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - configuration: The menu about to appear.
    ///   - animator: Runs animations alongside the appearance, if any.
    func tableView(
        _ tableView: UITableView,
        willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    )

    /// Tells the delegate a context-menu interaction is about to end.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - configuration: The menu ending.
    ///   - animator: Runs animations alongside the disappearance, if any.
    func tableView(
        _ tableView: UITableView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    )
}
