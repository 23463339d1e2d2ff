/// A method of a table-view protocol: HeadlessUIKit's stand-in for an Objective-C selector.
///
/// UIKit asks a delegate or data source `responds(to:)` with a selector. Without an Objective-C
/// runtime, HeadlessUIKit names each method of ``UITableViewDataSource``, ``UITableViewDelegate``,
/// ``UIScrollViewDelegate``, ``UITableViewDataSourcePrefetching``, ``UITableViewDragDelegate`` and
/// ``UITableViewDropDelegate`` with a case of this enum, and objects answer
/// ``HeadlessTableViewMethodResponding/responds(to:)`` with it.
///
/// ## Naming
///
/// A case is the method's Swift name without its leading view parameter:
/// - the argument label that tells the method apart: `tableView(_:heightForRowAt:)` is
///   ``heightForRowAt``;
/// - the base name when the method is not named after the view: `numberOfSections(in:)` is
///   ``numberOfSections``, `scrollViewDidScroll(_:)` is ``scrollViewDidScroll``;
/// - when that label ends in a verb or a preposition whose object is the next parameter, the
///   parameter's noun completes it: `tableView(_:canHandle:)` is ``canHandleSession``,
///   `tableView(_:itemsForBeginning:at:)` is ``itemsForBeginningSession``;
/// - when the label still does not say which row or section the call is about, the row or section
///   label follows: `tableView(_:willDisplay:forRowAt:)` is ``willDisplayCellForRowAt``,
///   `tableView(_:commit:forRowAt:)` is ``commitEditingStyleForRowAt``.
///
/// Every method has a case, required ones included (``isRequired``); ``declaringProtocol`` and
/// ``role`` tell where a method belongs.
public enum HeadlessTableViewMethod: Hashable, Sendable, CaseIterable {
    // MARK: - UITableViewDataSource

    /// `tableView(_:numberOfRowsInSection:)`, required.
    case numberOfRowsInSection
    /// `tableView(_:cellForRowAt:)`, required.
    case cellForRowAt
    /// `numberOfSections(in:)`.
    case numberOfSections
    /// `tableView(_:titleForHeaderInSection:)`.
    case titleForHeaderInSection
    /// `tableView(_:titleForFooterInSection:)`.
    case titleForFooterInSection
    /// `tableView(_:canEditRowAt:)`.
    case canEditRowAt
    /// `tableView(_:canMoveRowAt:)`.
    case canMoveRowAt
    /// `sectionIndexTitles(for:)`.
    case sectionIndexTitles
    /// `tableView(_:sectionForSectionIndexTitle:at:)`.
    case sectionForSectionIndexTitle
    /// `tableView(_:commit:forRowAt:)`.
    case commitEditingStyleForRowAt
    /// `tableView(_:moveRowAt:to:)`.
    case moveRowAt

    // MARK: - UITableViewDelegate: display

    /// `tableView(_:willDisplay:forRowAt:)`.
    case willDisplayCellForRowAt
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    case willDisplayHeaderViewForSection
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    case willDisplayFooterViewForSection
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    case didEndDisplayingCellForRowAt
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    case didEndDisplayingHeaderViewForSection
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    case didEndDisplayingFooterViewForSection

    // MARK: - UITableViewDelegate: heights

    /// `tableView(_:heightForRowAt:)`.
    case heightForRowAt
    /// `tableView(_:heightForHeaderInSection:)`.
    case heightForHeaderInSection
    /// `tableView(_:heightForFooterInSection:)`.
    case heightForFooterInSection
    /// `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRowAt
    /// `tableView(_:estimatedHeightForHeaderInSection:)`.
    case estimatedHeightForHeaderInSection
    /// `tableView(_:estimatedHeightForFooterInSection:)`.
    case estimatedHeightForFooterInSection

    // MARK: - UITableViewDelegate: headers and footers

    /// `tableView(_:viewForHeaderInSection:)`.
    case viewForHeaderInSection
    /// `tableView(_:viewForFooterInSection:)`.
    case viewForFooterInSection

    // MARK: - UITableViewDelegate: accessories

    /// `tableView(_:accessoryButtonTappedForRowWith:)`.
    case accessoryButtonTappedForRowWith

    // MARK: - UITableViewDelegate: highlighting and selection

    /// `tableView(_:shouldHighlightRowAt:)`.
    case shouldHighlightRowAt
    /// `tableView(_:didHighlightRowAt:)`.
    case didHighlightRowAt
    /// `tableView(_:didUnhighlightRowAt:)`.
    case didUnhighlightRowAt
    /// `tableView(_:willSelectRowAt:)`.
    case willSelectRowAt
    /// `tableView(_:willDeselectRowAt:)`.
    case willDeselectRowAt
    /// `tableView(_:didSelectRowAt:)`.
    case didSelectRowAt
    /// `tableView(_:didDeselectRowAt:)`.
    case didDeselectRowAt

    // MARK: - UITableViewDelegate: primary actions

    /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
    case canPerformPrimaryActionForRowAt
    /// `tableView(_:performPrimaryActionForRowAt:)`.
    case performPrimaryActionForRowAt

    // MARK: - UITableViewDelegate: editing

    /// `tableView(_:editingStyleForRowAt:)`.
    case editingStyleForRowAt
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    case titleForDeleteConfirmationButtonForRowAt
    /// `tableView(_:editActionsForRowAt:)`, deprecated since iOS 13.
    case editActionsForRowAt
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    case leadingSwipeActionsConfigurationForRowAt
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case trailingSwipeActionsConfigurationForRowAt
    /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
    case shouldIndentWhileEditingRowAt
    /// `tableView(_:willBeginEditingRowAt:)`.
    case willBeginEditingRowAt
    /// `tableView(_:didEndEditingRowAt:)`.
    case didEndEditingRowAt

    // MARK: - UITableViewDelegate: reordering and indentation

    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    case targetIndexPathForMoveFromRowAt
    /// `tableView(_:indentationLevelForRowAt:)`.
    case indentationLevelForRowAt

    // MARK: - UITableViewDelegate: edit menu (deprecated since iOS 13)

    /// `tableView(_:shouldShowMenuForRowAt:)`.
    case shouldShowMenuForRowAt
    /// `tableView(_:canPerformAction:forRowAt:withSender:)`.
    case canPerformActionForRowAt
    /// `tableView(_:performAction:forRowAt:withSender:)`.
    case performActionForRowAt

    // MARK: - UITableViewDelegate: focus

    /// `tableView(_:canFocusRowAt:)`.
    case canFocusRowAt
    /// `tableView(_:shouldUpdateFocusIn:)`.
    case shouldUpdateFocusInContext
    /// `tableView(_:didUpdateFocusIn:with:)`.
    case didUpdateFocusInContext
    /// `indexPathForPreferredFocusedView(in:)`.
    case indexPathForPreferredFocusedView
    /// `tableView(_:selectionFollowsFocusForRowAt:)`.
    case selectionFollowsFocusForRowAt

    // MARK: - UITableViewDelegate: spring loading and multiple selection

    /// `tableView(_:shouldSpringLoadRowAt:with:)`.
    case shouldSpringLoadRowAt
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    case shouldBeginMultipleSelectionInteractionAt
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
    case didBeginMultipleSelectionInteractionAt
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
    case tableViewDidEndMultipleSelectionInteraction

    // MARK: - UITableViewDelegate: context menus

    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    case contextMenuConfigurationForRowAt
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    case previewForHighlightingContextMenuWithConfiguration
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    case previewForDismissingContextMenuWithConfiguration
    /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`.
    case willPerformPreviewActionForMenuWithConfiguration
    /// `tableView(_:willDisplayContextMenu:animator:)`.
    case willDisplayContextMenu
    /// `tableView(_:willEndContextMenuInteraction:animator:)`.
    case willEndContextMenuInteraction

    // MARK: - UIScrollViewDelegate

    /// `scrollViewDidScroll(_:)`.
    case scrollViewDidScroll
    /// `scrollViewDidZoom(_:)`.
    case scrollViewDidZoom
    /// `scrollViewWillBeginDragging(_:)`.
    case scrollViewWillBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    case scrollViewWillEndDragging
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case scrollViewDidEndDragging
    /// `scrollViewWillBeginDecelerating(_:)`.
    case scrollViewWillBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case scrollViewDidEndDecelerating
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case scrollViewDidEndScrollingAnimation
    /// `viewForZooming(in:)`.
    case viewForZooming
    /// `scrollViewWillBeginZooming(_:with:)`.
    case scrollViewWillBeginZooming
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    case scrollViewDidEndZooming
    /// `scrollViewShouldScrollToTop(_:)`.
    case scrollViewShouldScrollToTop
    /// `scrollViewDidScrollToTop(_:)`.
    case scrollViewDidScrollToTop
    /// `scrollViewDidChangeAdjustedContentInset(_:)`.
    case scrollViewDidChangeAdjustedContentInset

    // MARK: - UITableViewDataSourcePrefetching

    /// `tableView(_:prefetchRowsAt:)`, required.
    case prefetchRowsAt
    /// `tableView(_:cancelPrefetchingForRowsAt:)`.
    case cancelPrefetchingForRowsAt

    // MARK: - UITableViewDragDelegate

    /// `tableView(_:itemsForBeginning:at:)`, required.
    case itemsForBeginningSession
    /// `tableView(_:itemsForAddingTo:at:point:)`.
    case itemsForAddingToSession
    /// `tableView(_:dragPreviewParametersForRowAt:)`.
    case dragPreviewParametersForRowAt
    /// `tableView(_:dragSessionWillBegin:)`.
    case dragSessionWillBegin
    /// `tableView(_:dragSessionDidEnd:)`.
    case dragSessionDidEnd
    /// `tableView(_:dragSessionAllowsMoveOperation:)`.
    case dragSessionAllowsMoveOperation
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    case dragSessionIsRestrictedToDraggingApplication

    // MARK: - UITableViewDropDelegate

    /// `tableView(_:performDropWith:)`, required.
    case performDropWithCoordinator
    /// `tableView(_:canHandle:)`.
    case canHandleSession
    /// `tableView(_:dropSessionDidEnter:)`.
    case dropSessionDidEnter
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    case dropSessionDidUpdate
    /// `tableView(_:dropSessionDidExit:)`.
    case dropSessionDidExit
    /// `tableView(_:dropSessionDidEnd:)`.
    case dropSessionDidEnd
    /// `tableView(_:dropPreviewParametersForRowAt:)`.
    case dropPreviewParametersForRowAt
}
