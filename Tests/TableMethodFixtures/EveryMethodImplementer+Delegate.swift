import HeadlessUIKit

// The delegate methods, each written exactly as an iOS app declares it.
extension EveryMethodImplementer {
    // MARK: - Display

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record(.willDisplayCellForRowAt)
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        record(.willDisplayHeaderViewForSection)
    }

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        record(.willDisplayFooterViewForSection)
    }

    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record(.didEndDisplayingCellForRowAt)
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        record(.didEndDisplayingHeaderViewForSection)
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        record(.didEndDisplayingFooterViewForSection)
    }

    // MARK: - Heights

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        answer(.heightForRowAt, default: 10)
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        answer(.heightForHeaderInSection, default: 10)
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        answer(.heightForFooterInSection, default: 10)
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        answer(.estimatedHeightForRowAt, default: 10)
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        answer(.estimatedHeightForHeaderInSection, default: 10)
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        answer(.estimatedHeightForFooterInSection, default: 10)
    }

    // MARK: - Headers, footers and accessories

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        answer(.viewForHeaderInSection, default: nil)
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        answer(.viewForFooterInSection, default: nil)
    }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        record(.accessoryButtonTappedForRowWith)
    }

    // MARK: - Highlighting, selection and primary actions

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        answer(.shouldHighlightRowAt, default: false)
    }

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record(.didHighlightRowAt)
    }

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record(.didUnhighlightRowAt)
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        answer(.willSelectRowAt, default: nil)
    }

    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        answer(.willDeselectRowAt, default: nil)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record(.didSelectRowAt)
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record(.didDeselectRowAt)
    }

    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        answer(.canPerformPrimaryActionForRowAt, default: true)
    }

    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        record(.performPrimaryActionForRowAt)
    }

    // MARK: - Editing

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        answer(.editingStyleForRowAt, default: .insert)
    }

    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        answer(.titleForDeleteConfirmationButtonForRowAt, default: "Remove")
    }

    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        answer(.editActionsForRowAt, default: [])
    }

    public func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        answer(.leadingSwipeActionsConfigurationForRowAt, default: nil)
    }

    public func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        answer(.trailingSwipeActionsConfigurationForRowAt, default: nil)
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        answer(.shouldIndentWhileEditingRowAt, default: false)
    }

    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        record(.willBeginEditingRowAt)
    }

    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        record(.didEndEditingRowAt)
    }

    // MARK: - Reordering, indentation and edit menu

    public func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        answer(.targetIndexPathForMoveFromRowAt, default: sourceIndexPath)
    }

    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        answer(.indentationLevelForRowAt, default: 2)
    }

    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        answer(.shouldShowMenuForRowAt, default: true)
    }

    public func tableView(
        _ tableView: UITableView,
        canPerformAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        answer(.canPerformActionForRowAt, default: true)
    }

    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        record(.performActionForRowAt)
    }

    // MARK: - Focus, spring loading and multiple selection

    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        answer(.canFocusRowAt, default: false)
    }

    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        answer(.shouldUpdateFocusInContext, default: false)
    }

    public func tableView(
        _ tableView: UITableView,
        didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        record(.didUpdateFocusInContext)
    }

    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        answer(.indexPathForPreferredFocusedView, default: nil)
    }

    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        answer(.selectionFollowsFocusForRowAt, default: true)
    }

    public func tableView(
        _ tableView: UITableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        answer(.shouldSpringLoadRowAt, default: false)
    }

    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        answer(.shouldBeginMultipleSelectionInteractionAt, default: true)
    }

    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        record(.didBeginMultipleSelectionInteractionAt)
    }

    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        record(.tableViewDidEndMultipleSelectionInteraction)
    }

    // MARK: - Context menus

    public func tableView(
        _ tableView: UITableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        answer(.contextMenuConfigurationForRowAt, default: nil)
    }

    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        answer(.previewForHighlightingContextMenuWithConfiguration, default: nil)
    }

    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        answer(.previewForDismissingContextMenuWithConfiguration, default: nil)
    }

    public func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        record(.willPerformPreviewActionForMenuWithConfiguration)
    }

    public func tableView(
        _ tableView: UITableView,
        willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        record(.willDisplayContextMenu)
    }

    public func tableView(
        _ tableView: UITableView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        record(.willEndContextMenuInteraction)
    }
}
