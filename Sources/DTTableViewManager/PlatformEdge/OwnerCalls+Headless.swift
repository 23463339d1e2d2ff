import Foundation

#if HEADLESS_UIKIT
// HeadlessUIKit twin of `OwnerCalls+UIKit.swift`: one function per owner method the manager's
// objects forward, answering `nil` when the owner does not implement the method. HeadlessUIKit's
// optional methods have default implementations, so each function calls the method and reports
// `nil` when the call reached a default. Keep both files in the same order, one line per method.
//
// Parameters are unlabelled and named so they never shadow the UIKit method names.

/// The result of `call`, or `nil` when it reached a HeadlessUIKit default implementation.
@MainActor
private func ifImplemented<Result>(_ call: () -> Result) -> Result? {
    let outcome = HeadlessUnimplementedMethod.detect(call)
    return outcome.implemented ? outcome.value : nil
}

// MARK: - UITableViewDataSource

@MainActor
extension UITableViewDataSource {
    func implementedCanEditRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, canEditRowAt: indexPath) } }
    func implementedCanMoveRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, canMoveRowAt: indexPath) } }
    func implementedSectionIndexTitles(_ table: UITableView) -> [String]?? { ifImplemented { sectionIndexTitles(for: table) } }
    func implementedSectionForSectionIndexTitle(_ table: UITableView, _ title: String, _ index: Int) -> Int? { ifImplemented { tableView(table, sectionForSectionIndexTitle: title, at: index) } }
    func implementedCommitEditingStyleForRowAt(_ table: UITableView, _ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, commit: style, forRowAt: indexPath) } }
    func implementedMoveRowAt(_ table: UITableView, _ source: IndexPath, _ destination: IndexPath) -> Void? { ifImplemented { tableView(table, moveRowAt: source, to: destination) } }
}

// MARK: - UITableViewDelegate

@MainActor
extension UITableViewDelegate {
    func implementedWillDisplayCellForRowAt(_ table: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, willDisplay: cell, forRowAt: indexPath) } }
    func implementedWillDisplayHeaderViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { ifImplemented { tableView(table, willDisplayHeaderView: view, forSection: section) } }
    func implementedWillDisplayFooterViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { ifImplemented { tableView(table, willDisplayFooterView: view, forSection: section) } }
    func implementedDidEndDisplayingCellForRowAt(_ table: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, didEndDisplaying: cell, forRowAt: indexPath) } }
    func implementedDidEndDisplayingHeaderViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { ifImplemented { tableView(table, didEndDisplayingHeaderView: view, forSection: section) } }
    func implementedDidEndDisplayingFooterViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { ifImplemented { tableView(table, didEndDisplayingFooterView: view, forSection: section) } }
    func implementedHeightForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat? { ifImplemented { tableView(table, heightForRowAt: indexPath) } }
    func implementedHeightForHeaderInSection(_ table: UITableView, _ section: Int) -> CGFloat? { ifImplemented { tableView(table, heightForHeaderInSection: section) } }
    func implementedHeightForFooterInSection(_ table: UITableView, _ section: Int) -> CGFloat? { ifImplemented { tableView(table, heightForFooterInSection: section) } }
    func implementedEstimatedHeightForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat? { ifImplemented { tableView(table, estimatedHeightForRowAt: indexPath) } }
    func implementedEstimatedHeightForHeaderInSection(_ table: UITableView, _ section: Int) -> CGFloat? { ifImplemented { tableView(table, estimatedHeightForHeaderInSection: section) } }
    func implementedEstimatedHeightForFooterInSection(_ table: UITableView, _ section: Int) -> CGFloat? { ifImplemented { tableView(table, estimatedHeightForFooterInSection: section) } }
    func implementedViewForHeaderInSection(_ table: UITableView, _ section: Int) -> UIView?? { ifImplemented { tableView(table, viewForHeaderInSection: section) } }
    func implementedViewForFooterInSection(_ table: UITableView, _ section: Int) -> UIView?? { ifImplemented { tableView(table, viewForFooterInSection: section) } }
    func implementedAccessoryButtonTappedForRowWith(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, accessoryButtonTappedForRowWith: indexPath) } }
    func implementedShouldHighlightRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, shouldHighlightRowAt: indexPath) } }
    func implementedDidHighlightRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, didHighlightRowAt: indexPath) } }
    func implementedDidUnhighlightRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, didUnhighlightRowAt: indexPath) } }
    func implementedWillSelectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> IndexPath?? { ifImplemented { tableView(table, willSelectRowAt: indexPath) } }
    func implementedWillDeselectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> IndexPath?? { ifImplemented { tableView(table, willDeselectRowAt: indexPath) } }
    func implementedDidSelectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, didSelectRowAt: indexPath) } }
    func implementedDidDeselectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, didDeselectRowAt: indexPath) } }
    func implementedCanPerformPrimaryActionForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, canPerformPrimaryActionForRowAt: indexPath) } }
    func implementedPerformPrimaryActionForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, performPrimaryActionForRowAt: indexPath) } }
    func implementedEditingStyleForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell.EditingStyle? { ifImplemented { tableView(table, editingStyleForRowAt: indexPath) } }
    func implementedTitleForDeleteConfirmationButtonForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> String?? { ifImplemented { tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath) } }
    @available(iOS, deprecated: 13.0)
    func implementedEditActionsForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> [UITableViewRowAction]?? { ifImplemented { tableView(table, editActionsForRowAt: indexPath) } }
    func implementedLeadingSwipeActionsConfigurationForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? { ifImplemented { tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath) } }
    func implementedTrailingSwipeActionsConfigurationForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? { ifImplemented { tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath) } }
    func implementedShouldIndentWhileEditingRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, shouldIndentWhileEditingRowAt: indexPath) } }
    func implementedWillBeginEditingRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, willBeginEditingRowAt: indexPath) } }
    func implementedDidEndEditingRowAt(_ table: UITableView, _ indexPath: IndexPath?) -> Void? { ifImplemented { tableView(table, didEndEditingRowAt: indexPath) } }
    func implementedTargetIndexPathForMoveFromRowAt(_ table: UITableView, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath? { ifImplemented { tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) } }
    func implementedIndentationLevelForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Int? { ifImplemented { tableView(table, indentationLevelForRowAt: indexPath) } }
    @available(iOS, deprecated: 13.0) @available(tvOS, deprecated: 13.0)
    func implementedShouldShowMenuForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, shouldShowMenuForRowAt: indexPath) } }
    @available(iOS, deprecated: 13.0) @available(tvOS, deprecated: 13.0)
    func implementedCanPerformActionForRowAt(_ table: UITableView, _ action: Selector, _ indexPath: IndexPath, _ sender: Any?) -> Bool? { ifImplemented { tableView(table, canPerformAction: action, forRowAt: indexPath, withSender: sender) } }
    @available(iOS, deprecated: 13.0) @available(tvOS, deprecated: 13.0)
    func implementedPerformActionForRowAt(_ table: UITableView, _ action: Selector, _ indexPath: IndexPath, _ sender: Any?) -> Void? { ifImplemented { tableView(table, performAction: action, forRowAt: indexPath, withSender: sender) } }
    func implementedCanFocusRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, canFocusRowAt: indexPath) } }
    func implementedShouldUpdateFocusInContext(_ table: UITableView, _ context: UITableViewFocusUpdateContext) -> Bool? { ifImplemented { tableView(table, shouldUpdateFocusIn: context) } }
    func implementedDidUpdateFocusInContext(_ table: UITableView, _ context: UITableViewFocusUpdateContext, _ coordinator: UIFocusAnimationCoordinator) -> Void? { ifImplemented { tableView(table, didUpdateFocusIn: context, with: coordinator) } }
    func implementedIndexPathForPreferredFocusedView(_ table: UITableView) -> IndexPath?? { ifImplemented { indexPathForPreferredFocusedView(in: table) } }
    func implementedSelectionFollowsFocusForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, selectionFollowsFocusForRowAt: indexPath) } }
    func implementedShouldSpringLoadRowAt(_ table: UITableView, _ indexPath: IndexPath, _ context: UISpringLoadedInteractionContext) -> Bool? { ifImplemented { tableView(table, shouldSpringLoadRowAt: indexPath, with: context) } }
    func implementedShouldBeginMultipleSelectionInteractionAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { ifImplemented { tableView(table, shouldBeginMultipleSelectionInteractionAt: indexPath) } }
    func implementedDidBeginMultipleSelectionInteractionAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { ifImplemented { tableView(table, didBeginMultipleSelectionInteractionAt: indexPath) } }
    func implementedTableViewDidEndMultipleSelectionInteraction(_ table: UITableView) -> Void? { ifImplemented { tableViewDidEndMultipleSelectionInteraction(table) } }
    func implementedContextMenuConfigurationForRowAt(_ table: UITableView, _ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration?? { ifImplemented { tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point) } }
    func implementedPreviewForHighlightingContextMenuWithConfiguration(_ table: UITableView, _ configuration: UIContextMenuConfiguration) -> UITargetedPreview?? { ifImplemented { tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration) } }
    func implementedPreviewForDismissingContextMenuWithConfiguration(_ table: UITableView, _ configuration: UIContextMenuConfiguration) -> UITargetedPreview?? { ifImplemented { tableView(table, previewForDismissingContextMenuWithConfiguration: configuration) } }
}

// MARK: - UITableViewDataSourcePrefetching

@MainActor
extension UITableViewDataSourcePrefetching {
    func implementedPrefetchRowsAt(_ table: UITableView, _ indexPaths: [IndexPath]) -> Void? { ifImplemented { tableView(table, prefetchRowsAt: indexPaths) } }
    func implementedCancelPrefetchingForRowsAt(_ table: UITableView, _ indexPaths: [IndexPath]) -> Void? { ifImplemented { tableView(table, cancelPrefetchingForRowsAt: indexPaths) } }
}

// MARK: - UITableViewDragDelegate

@MainActor
extension UITableViewDragDelegate {
    func implementedItemsForBeginningSession(_ table: UITableView, _ session: UIDragSession, _ indexPath: IndexPath) -> [UIDragItem]? { ifImplemented { tableView(table, itemsForBeginning: session, at: indexPath) } }
    func implementedItemsForAddingToSession(_ table: UITableView, _ session: UIDragSession, _ indexPath: IndexPath, _ point: CGPoint) -> [UIDragItem]? { ifImplemented { tableView(table, itemsForAddingTo: session, at: indexPath, point: point) } }
    func implementedDragPreviewParametersForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UIDragPreviewParameters?? { ifImplemented { tableView(table, dragPreviewParametersForRowAt: indexPath) } }
    func implementedDragSessionWillBegin(_ table: UITableView, _ session: UIDragSession) -> Void? { ifImplemented { tableView(table, dragSessionWillBegin: session) } }
    func implementedDragSessionDidEnd(_ table: UITableView, _ session: UIDragSession) -> Void? { ifImplemented { tableView(table, dragSessionDidEnd: session) } }
    func implementedDragSessionAllowsMoveOperation(_ table: UITableView, _ session: UIDragSession) -> Bool? { ifImplemented { tableView(table, dragSessionAllowsMoveOperation: session) } }
    func implementedDragSessionIsRestrictedToDraggingApplication(_ table: UITableView, _ session: UIDragSession) -> Bool? { ifImplemented { tableView(table, dragSessionIsRestrictedToDraggingApplication: session) } }
}

// MARK: - UITableViewDropDelegate

@MainActor
extension UITableViewDropDelegate {
    func implementedPerformDropWithCoordinator(_ table: UITableView, _ coordinator: UITableViewDropCoordinator) -> Void? { ifImplemented { tableView(table, performDropWith: coordinator) } }
    func implementedCanHandleSession(_ table: UITableView, _ session: UIDropSession) -> Bool? { ifImplemented { tableView(table, canHandle: session) } }
    func implementedDropSessionDidEnter(_ table: UITableView, _ session: UIDropSession) -> Void? { ifImplemented { tableView(table, dropSessionDidEnter: session) } }
    func implementedDropSessionDidUpdate(_ table: UITableView, _ session: UIDropSession, _ destination: IndexPath?) -> UITableViewDropProposal? { ifImplemented { tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination) } }
    func implementedDropSessionDidExit(_ table: UITableView, _ session: UIDropSession) -> Void? { ifImplemented { tableView(table, dropSessionDidExit: session) } }
    func implementedDropSessionDidEnd(_ table: UITableView, _ session: UIDropSession) -> Void? { ifImplemented { tableView(table, dropSessionDidEnd: session) } }
    func implementedDropPreviewParametersForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UIDragPreviewParameters?? { ifImplemented { tableView(table, dropPreviewParametersForRowAt: indexPath) } }
}

// MARK: - HeadlessUIKit only

// On Apple platforms the manager's delegate object does not implement these methods:
// `forwardingTarget(for:)` sends them straight to the owner. Here the object implements them
// (`DTTableViewDelegate+OwnerForwarding.swift`) and forwards through these functions.

@MainActor
extension UITableViewDelegate {
    func implementedWillPerformPreviewActionForMenuWithConfiguration(_ table: UITableView, _ configuration: UIContextMenuConfiguration, _ animator: UIContextMenuInteractionCommitAnimating) -> Void? { ifImplemented { tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator) } }
    func implementedWillDisplayContextMenu(_ table: UITableView, _ configuration: UIContextMenuConfiguration, _ animator: UIContextMenuInteractionAnimating?) -> Void? { ifImplemented { tableView(table, willDisplayContextMenu: configuration, animator: animator) } }
    func implementedWillEndContextMenuInteraction(_ table: UITableView, _ configuration: UIContextMenuConfiguration, _ animator: UIContextMenuInteractionAnimating?) -> Void? { ifImplemented { tableView(table, willEndContextMenuInteraction: configuration, animator: animator) } }
}

@MainActor
extension UIScrollViewDelegate {
    func implementedScrollViewDidScroll(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewDidScroll(scrollView) } }
    func implementedScrollViewDidZoom(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewDidZoom(scrollView) } }
    func implementedScrollViewWillBeginDragging(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewWillBeginDragging(scrollView) } }
    func implementedScrollViewWillEndDragging(_ scrollView: UIScrollView, _ velocity: CGPoint, _ targetContentOffset: UnsafeMutablePointer<CGPoint>) -> Void? { ifImplemented { scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset) } }
    func implementedScrollViewDidEndDragging(_ scrollView: UIScrollView, _ decelerate: Bool) -> Void? { ifImplemented { scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) } }
    func implementedScrollViewWillBeginDecelerating(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewWillBeginDecelerating(scrollView) } }
    func implementedScrollViewDidEndDecelerating(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewDidEndDecelerating(scrollView) } }
    func implementedScrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewDidEndScrollingAnimation(scrollView) } }
    func implementedViewForZooming(_ scrollView: UIScrollView) -> UIView?? { ifImplemented { viewForZooming(in: scrollView) } }
    func implementedScrollViewWillBeginZooming(_ scrollView: UIScrollView, _ view: UIView?) -> Void? { ifImplemented { scrollViewWillBeginZooming(scrollView, with: view) } }
    func implementedScrollViewDidEndZooming(_ scrollView: UIScrollView, _ view: UIView?, _ scale: CGFloat) -> Void? { ifImplemented { scrollViewDidEndZooming(scrollView, with: view, atScale: scale) } }
    func implementedScrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool? { ifImplemented { scrollViewShouldScrollToTop(scrollView) } }
    func implementedScrollViewDidScrollToTop(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewDidScrollToTop(scrollView) } }
    func implementedScrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) -> Void? { ifImplemented { scrollViewDidChangeAdjustedContentInset(scrollView) } }
}
#endif
