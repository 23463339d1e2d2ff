import Foundation
import HeadlessUIKit
import TableMethodFixtures

extension TableMethodCall {
    /// One call per method of the six table protocols.
    static var all: [TableMethodCall] {
        dataSourceCalls + delegateCalls + interactionCalls + scrollViewCalls + dragAndDropCalls
    }

    private static var dataSourceCalls: [TableMethodCall] {
        [
            .dataSource(.numberOfRowsInSection) { _ = $1.tableView($0.tableView, numberOfRowsInSection: 0) },
            .dataSource(.cellForRowAt) { _ = $1.tableView($0.tableView, cellForRowAt: $0.indexPath) },
            .dataSource(.numberOfSections) { _ = $1.numberOfSections(in: $0.tableView) },
            .dataSource(.titleForHeaderInSection) { _ = $1.tableView($0.tableView, titleForHeaderInSection: 0) },
            .dataSource(.titleForFooterInSection) { _ = $1.tableView($0.tableView, titleForFooterInSection: 0) },
            .dataSource(.canEditRowAt) { _ = $1.tableView($0.tableView, canEditRowAt: $0.indexPath) },
            .dataSource(.canMoveRowAt) { _ = $1.tableView($0.tableView, canMoveRowAt: $0.indexPath) },
            .dataSource(.sectionIndexTitles) { _ = $1.sectionIndexTitles(for: $0.tableView) },
            .dataSource(.sectionForSectionIndexTitle) {
                _ = $1.tableView($0.tableView, sectionForSectionIndexTitle: "A", at: 0)
            },
            .dataSource(.commitEditingStyleForRowAt) { $1.tableView($0.tableView, commit: .delete, forRowAt: $0.indexPath) },
            .dataSource(.moveRowAt) { $1.tableView($0.tableView, moveRowAt: $0.indexPath, to: $0.indexPath) },
        ]
    }

    private static var delegateCalls: [TableMethodCall] {
        [
            .delegate(.willDisplayCellForRowAt) { $1.tableView($0.tableView, willDisplay: $0.cell, forRowAt: $0.indexPath) },
            .delegate(.willDisplayHeaderViewForSection) { $1.tableView($0.tableView, willDisplayHeaderView: $0.view, forSection: 0) },
            .delegate(.willDisplayFooterViewForSection) { $1.tableView($0.tableView, willDisplayFooterView: $0.view, forSection: 0) },
            .delegate(.didEndDisplayingCellForRowAt) {
                $1.tableView($0.tableView, didEndDisplaying: $0.cell, forRowAt: $0.indexPath)
            },
            .delegate(.didEndDisplayingHeaderViewForSection) {
                $1.tableView($0.tableView, didEndDisplayingHeaderView: $0.view, forSection: 0)
            },
            .delegate(.didEndDisplayingFooterViewForSection) {
                $1.tableView($0.tableView, didEndDisplayingFooterView: $0.view, forSection: 0)
            },
            .delegate(.heightForRowAt) { _ = $1.tableView($0.tableView, heightForRowAt: $0.indexPath) },
            .delegate(.heightForHeaderInSection) { _ = $1.tableView($0.tableView, heightForHeaderInSection: 0) },
            .delegate(.heightForFooterInSection) { _ = $1.tableView($0.tableView, heightForFooterInSection: 0) },
            .delegate(.estimatedHeightForRowAt) { _ = $1.tableView($0.tableView, estimatedHeightForRowAt: $0.indexPath) },
            .delegate(.estimatedHeightForHeaderInSection) { _ = $1.tableView($0.tableView, estimatedHeightForHeaderInSection: 0) },
            .delegate(.estimatedHeightForFooterInSection) { _ = $1.tableView($0.tableView, estimatedHeightForFooterInSection: 0) },
            .delegate(.viewForHeaderInSection) { _ = $1.tableView($0.tableView, viewForHeaderInSection: 0) },
            .delegate(.viewForFooterInSection) { _ = $1.tableView($0.tableView, viewForFooterInSection: 0) },
            .delegate(.accessoryButtonTappedForRowWith) { $1.tableView($0.tableView, accessoryButtonTappedForRowWith: $0.indexPath) },
            .delegate(.shouldHighlightRowAt) { _ = $1.tableView($0.tableView, shouldHighlightRowAt: $0.indexPath) },
            .delegate(.didHighlightRowAt) { $1.tableView($0.tableView, didHighlightRowAt: $0.indexPath) },
            .delegate(.didUnhighlightRowAt) { $1.tableView($0.tableView, didUnhighlightRowAt: $0.indexPath) },
            .delegate(.willSelectRowAt) { _ = $1.tableView($0.tableView, willSelectRowAt: $0.indexPath) },
            .delegate(.willDeselectRowAt) { _ = $1.tableView($0.tableView, willDeselectRowAt: $0.indexPath) },
            .delegate(.didSelectRowAt) { $1.tableView($0.tableView, didSelectRowAt: $0.indexPath) },
            .delegate(.didDeselectRowAt) { $1.tableView($0.tableView, didDeselectRowAt: $0.indexPath) },
            .delegate(.canPerformPrimaryActionForRowAt) { _ = $1.tableView($0.tableView, canPerformPrimaryActionForRowAt: $0.indexPath) },
            .delegate(.performPrimaryActionForRowAt) { $1.tableView($0.tableView, performPrimaryActionForRowAt: $0.indexPath) },
            .delegate(.editingStyleForRowAt) { _ = $1.tableView($0.tableView, editingStyleForRowAt: $0.indexPath) },
            .delegate(.titleForDeleteConfirmationButtonForRowAt) {
                _ = $1.tableView($0.tableView, titleForDeleteConfirmationButtonForRowAt: $0.indexPath)
            },
            .delegate(.editActionsForRowAt) { _ = $1.tableView($0.tableView, editActionsForRowAt: $0.indexPath) },
            .delegate(.leadingSwipeActionsConfigurationForRowAt) {
                _ = $1.tableView($0.tableView, leadingSwipeActionsConfigurationForRowAt: $0.indexPath)
            },
            .delegate(.trailingSwipeActionsConfigurationForRowAt) {
                _ = $1.tableView($0.tableView, trailingSwipeActionsConfigurationForRowAt: $0.indexPath)
            },
            .delegate(.shouldIndentWhileEditingRowAt) { _ = $1.tableView($0.tableView, shouldIndentWhileEditingRowAt: $0.indexPath) },
            .delegate(.willBeginEditingRowAt) { $1.tableView($0.tableView, willBeginEditingRowAt: $0.indexPath) },
            .delegate(.didEndEditingRowAt) { $1.tableView($0.tableView, didEndEditingRowAt: nil) },
            .delegate(.targetIndexPathForMoveFromRowAt) {
                _ = $1.tableView($0.tableView, targetIndexPathForMoveFromRowAt: $0.indexPath, toProposedIndexPath: $0.indexPath)
            },
            .delegate(.indentationLevelForRowAt) { _ = $1.tableView($0.tableView, indentationLevelForRowAt: $0.indexPath) },
            .delegate(.shouldShowMenuForRowAt) { _ = $1.tableView($0.tableView, shouldShowMenuForRowAt: $0.indexPath) },
            .delegate(.canPerformActionForRowAt) {
                _ = $1.tableView($0.tableView, canPerformAction: Selector("copy:"), forRowAt: $0.indexPath, withSender: nil)
            },
            .delegate(.performActionForRowAt) {
                $1.tableView($0.tableView, performAction: "copy:", forRowAt: $0.indexPath, withSender: nil)
            },
        ]
    }

    private static var interactionCalls: [TableMethodCall] {
        [
            .delegate(.canFocusRowAt) { _ = $1.tableView($0.tableView, canFocusRowAt: $0.indexPath) },
            .delegate(.shouldUpdateFocusInContext) { _ = $1.tableView($0.tableView, shouldUpdateFocusIn: $0.focus) },
            .delegate(.didUpdateFocusInContext) {
                $1.tableView($0.tableView, didUpdateFocusIn: $0.focus, with: $0.focusCoordinator)
            },
            .delegate(.indexPathForPreferredFocusedView) { _ = $1.indexPathForPreferredFocusedView(in: $0.tableView) },
            .delegate(.selectionFollowsFocusForRowAt) { _ = $1.tableView($0.tableView, selectionFollowsFocusForRowAt: $0.indexPath) },
            .delegate(.shouldSpringLoadRowAt) {
                _ = $1.tableView($0.tableView, shouldSpringLoadRowAt: $0.indexPath, with: $0.springLoading)
            },
            .delegate(.shouldBeginMultipleSelectionInteractionAt) {
                _ = $1.tableView($0.tableView, shouldBeginMultipleSelectionInteractionAt: $0.indexPath)
            },
            .delegate(.didBeginMultipleSelectionInteractionAt) {
                $1.tableView($0.tableView, didBeginMultipleSelectionInteractionAt: $0.indexPath)
            },
            .delegate(.tableViewDidEndMultipleSelectionInteraction) { $1.tableViewDidEndMultipleSelectionInteraction($0.tableView) },
            .delegate(.contextMenuConfigurationForRowAt) {
                _ = $1.tableView($0.tableView, contextMenuConfigurationForRowAt: $0.indexPath, point: .zero)
            },
            .delegate(.previewForHighlightingContextMenuWithConfiguration) {
                _ = $1.tableView($0.tableView, previewForHighlightingContextMenuWithConfiguration: $0.menu)
            },
            .delegate(.previewForDismissingContextMenuWithConfiguration) {
                _ = $1.tableView($0.tableView, previewForDismissingContextMenuWithConfiguration: $0.menu)
            },
            .delegate(.willPerformPreviewActionForMenuWithConfiguration) {
                $1.tableView($0.tableView, willPerformPreviewActionForMenuWith: $0.menu, animator: $0.animator)
            },
            .delegate(.willDisplayContextMenu) { $1.tableView($0.tableView, willDisplayContextMenu: $0.menu, animator: nil) },
            .delegate(.willEndContextMenuInteraction) {
                $1.tableView($0.tableView, willEndContextMenuInteraction: $0.menu, animator: $0.animator)
            },
        ]
    }

    private static var scrollViewCalls: [TableMethodCall] {
        [
            .scrollViewDelegate(.scrollViewDidScroll) { $1.scrollViewDidScroll($0.tableView) },
            .scrollViewDelegate(.scrollViewDidZoom) { $1.scrollViewDidZoom($0.tableView) },
            .scrollViewDelegate(.scrollViewWillBeginDragging) { $1.scrollViewWillBeginDragging($0.tableView) },
            .scrollViewDelegate(.scrollViewWillEndDragging) { arguments, delegate in
                var target = CGPoint.zero
                withUnsafeMutablePointer(to: &target) { pointer in
                    delegate.scrollViewWillEndDragging(arguments.tableView, withVelocity: .zero, targetContentOffset: pointer)
                }
            },
            .scrollViewDelegate(.scrollViewDidEndDragging) { $1.scrollViewDidEndDragging($0.tableView, willDecelerate: false) },
            .scrollViewDelegate(.scrollViewWillBeginDecelerating) { $1.scrollViewWillBeginDecelerating($0.tableView) },
            .scrollViewDelegate(.scrollViewDidEndDecelerating) { $1.scrollViewDidEndDecelerating($0.tableView) },
            .scrollViewDelegate(.scrollViewDidEndScrollingAnimation) { $1.scrollViewDidEndScrollingAnimation($0.tableView) },
            .scrollViewDelegate(.viewForZooming) { _ = $1.viewForZooming(in: $0.tableView) },
            .scrollViewDelegate(.scrollViewWillBeginZooming) { $1.scrollViewWillBeginZooming($0.tableView, with: nil) },
            .scrollViewDelegate(.scrollViewDidEndZooming) { $1.scrollViewDidEndZooming($0.tableView, with: $0.view, atScale: 2) },
            .scrollViewDelegate(.scrollViewShouldScrollToTop) { _ = $1.scrollViewShouldScrollToTop($0.tableView) },
            .scrollViewDelegate(.scrollViewDidScrollToTop) { $1.scrollViewDidScrollToTop($0.tableView) },
            .scrollViewDelegate(.scrollViewDidChangeAdjustedContentInset) {
                $1.scrollViewDidChangeAdjustedContentInset($0.tableView)
            },
        ]
    }

    private static var dragAndDropCalls: [TableMethodCall] {
        [
            .prefetching(.prefetchRowsAt) { $1.tableView($0.tableView, prefetchRowsAt: [$0.indexPath]) },
            .prefetching(.cancelPrefetchingForRowsAt) { $1.tableView($0.tableView, cancelPrefetchingForRowsAt: [$0.indexPath]) },
            .dragDelegate(.itemsForBeginningSession) {
                _ = $1.tableView($0.tableView, itemsForBeginning: $0.dragSession, at: $0.indexPath)
            },
            .dragDelegate(.itemsForAddingToSession) {
                _ = $1.tableView($0.tableView, itemsForAddingTo: $0.dragSession, at: $0.indexPath, point: .zero)
            },
            .dragDelegate(.dragPreviewParametersForRowAt) { _ = $1.tableView($0.tableView, dragPreviewParametersForRowAt: $0.indexPath) },
            .dragDelegate(.dragSessionWillBegin) { $1.tableView($0.tableView, dragSessionWillBegin: $0.dragSession) },
            .dragDelegate(.dragSessionDidEnd) { $1.tableView($0.tableView, dragSessionDidEnd: $0.dragSession) },
            .dragDelegate(.dragSessionAllowsMoveOperation) { _ = $1.tableView($0.tableView, dragSessionAllowsMoveOperation: $0.dragSession) },
            .dragDelegate(.dragSessionIsRestrictedToDraggingApplication) {
                _ = $1.tableView($0.tableView, dragSessionIsRestrictedToDraggingApplication: $0.dragSession)
            },
            .dropDelegate(.performDropWithCoordinator) { $1.tableView($0.tableView, performDropWith: $0.dropCoordinator) },
            .dropDelegate(.canHandleSession) { _ = $1.tableView($0.tableView, canHandle: $0.dropSession) },
            .dropDelegate(.dropSessionDidEnter) { $1.tableView($0.tableView, dropSessionDidEnter: $0.dropSession) },
            .dropDelegate(.dropSessionDidUpdate) {
                _ = $1.tableView($0.tableView, dropSessionDidUpdate: $0.dropSession, withDestinationIndexPath: nil)
            },
            .dropDelegate(.dropSessionDidExit) { $1.tableView($0.tableView, dropSessionDidExit: $0.dropSession) },
            .dropDelegate(.dropSessionDidEnd) { $1.tableView($0.tableView, dropSessionDidEnd: $0.dropSession) },
            .dropDelegate(.dropPreviewParametersForRowAt) { _ = $1.tableView($0.tableView, dropPreviewParametersForRowAt: $0.indexPath) },
        ]
    }
}
