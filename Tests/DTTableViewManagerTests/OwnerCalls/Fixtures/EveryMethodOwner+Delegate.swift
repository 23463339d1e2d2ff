import DTTableViewManager
import Foundation

// The delegate and scroll view delegate methods of `EveryMethodOwner`.
extension EveryMethodOwner {
    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record(.willDisplayCellForRowAt)
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        record(.willDisplayHeaderViewForSection)
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        record(.willDisplayFooterViewForSection)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        record(.didEndDisplayingCellForRowAt)
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        record(.didEndDisplayingHeaderViewForSection)
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        record(.didEndDisplayingFooterViewForSection)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        record(.heightForRowAt)
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        record(.heightForHeaderInSection)
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        record(.heightForFooterInSection)
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        record(.estimatedHeightForRowAt)
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        record(.estimatedHeightForHeaderInSection)
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        record(.estimatedHeightForFooterInSection)
        return UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        record(.viewForHeaderInSection)
        return nil
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        record(.viewForFooterInSection)
        return nil
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        record(.accessoryButtonTappedForRowWith)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record(.shouldHighlightRowAt)
        return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record(.didHighlightRowAt)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record(.didUnhighlightRowAt)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record(.willSelectRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record(.willDeselectRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record(.didSelectRowAt)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record(.didDeselectRowAt)
    }

    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        record(.canPerformPrimaryActionForRowAt)
        return false
    }

    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        record(.performPrimaryActionForRowAt)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        record(.editingStyleForRowAt)
        return .delete
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        record(.leadingSwipeActionsConfigurationForRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        record(.trailingSwipeActionsConfigurationForRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        record(.titleForDeleteConfirmationButtonForRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        record(.editActionsForRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        record(.shouldIndentWhileEditingRowAt)
        return true
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        record(.willBeginEditingRowAt)
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        record(.didEndEditingRowAt)
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        record(.targetIndexPathForMoveFromRowAt)
        return proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        record(.indentationLevelForRowAt)
        return 0
    }

    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        record(.shouldShowMenuForRowAt)
        return false
    }

    func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        record(.canPerformActionForRowAt)
        return false
    }

    func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        record(.performActionForRowAt)
    }

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        record(.canFocusRowAt)
        return true
    }

    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        record(.shouldUpdateFocusInContext)
        return true
    }

    func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        record(.didUpdateFocusInContext)
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        record(.indexPathForPreferredFocusedView)
        return nil
    }

    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        record(.selectionFollowsFocusForRowAt)
        return false
    }

    func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        record(.shouldSpringLoadRowAt)
        return true
    }

    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        record(.shouldBeginMultipleSelectionInteractionAt)
        return false
    }

    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        record(.didBeginMultipleSelectionInteractionAt)
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        record(.tableViewDidEndMultipleSelectionInteraction)
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        record(.contextMenuConfigurationForRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        record(.previewForHighlightingContextMenuWithConfiguration)
        return nil
    }

    func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        record(.previewForDismissingContextMenuWithConfiguration)
        return nil
    }

    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        record(.willPerformPreviewActionForMenuWithConfiguration)
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        record(.willDisplayContextMenu)
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        record(.willEndContextMenuInteraction)
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record(.scrollViewDidScroll)
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        record(.scrollViewDidZoom)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        record(.scrollViewWillBeginDragging)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        record(.scrollViewWillEndDragging)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record(.scrollViewDidEndDragging)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        record(.scrollViewWillBeginDecelerating)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        record(.scrollViewDidEndDecelerating)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record(.scrollViewDidEndScrollingAnimation)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        record(.viewForZooming)
        return nil
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record(.scrollViewWillBeginZooming)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record(.scrollViewDidEndZooming)
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        record(.scrollViewShouldScrollToTop)
        return true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        record(.scrollViewDidScrollToTop)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        record(.scrollViewDidChangeAdjustedContentInset)
    }
}
