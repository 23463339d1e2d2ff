import Foundation

/// Identifies a delegate, data-source, prefetching, drag or drop method that event closures can
/// answer: the typed key under which reactions are stored and looked up.
///
/// Case names follow DTTableViewManager 11. The platform edges translate a case to what the table
/// asks about: a `Selector` on Apple platforms, a `HeadlessTableViewMethod` in HeadlessUIKit. Shared code
/// only ever sees this enum.
///
/// The raw value is the method's Objective-C name, as in DTTableViewManager 11 (for example
/// `"tableView:didSelectRowAtIndexPath:"`). It is for messages and test descriptions only: events
/// are always looked up by the case itself.
public enum EventMethodSignature: String, Hashable, Sendable, CaseIterable {
    // MARK: - UITableViewDataSource

    /// `tableView(_:commit:forRowAt:)`.
    case commitEditingStyleForRowAtIndexPath = "tableView:commitEditingStyle:forRowAtIndexPath:"
    /// `tableView(_:canEditRowAt:)`.
    case canEditRowAtIndexPath = "tableView:canEditRowAtIndexPath:"
    /// `tableView(_:canMoveRowAt:)`.
    case canMoveRowAtIndexPath = "tableView:canMoveRowAtIndexPath:"
    /// `sectionIndexTitles(for:)`.
    case sectionIndexTitlesForTableView = "sectionIndexTitlesForTableView:"
    /// `tableView(_:sectionForSectionIndexTitle:at:)`.
    case sectionForSectionIndexTitleAtIndex = "tableView:sectionForSectionIndexTitle:atIndex:"
    /// `tableView(_:moveRowAt:to:)`.
    case moveRowAtIndexPathToIndexPath = "tableView:moveRowAtIndexPath:toIndexPath:"

    // MARK: - UITableViewDelegate: display and heights

    /// `tableView(_:heightForRowAt:)`.
    case heightForRowAtIndexPath = "tableView:heightForRowAtIndexPath:"
    /// `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRowAtIndexPath = "tableView:estimatedHeightForRowAtIndexPath:"
    /// `tableView(_:indentationLevelForRowAt:)`.
    case indentationLevelForRowAtIndexPath = "tableView:indentationLevelForRowAtIndexPath:"
    /// `tableView(_:willDisplay:forRowAt:)`.
    case willDisplayCellForRowAtIndexPath = "tableView:willDisplayCell:forRowAtIndexPath:"
    /// `tableView(_:heightForHeaderInSection:)`.
    case heightForHeaderInSection = "tableView:heightForHeaderInSection:"
    /// `tableView(_:estimatedHeightForHeaderInSection:)`.
    case estimatedHeightForHeaderInSection = "tableView:estimatedHeightForHeaderInSection:"
    /// `tableView(_:heightForFooterInSection:)`.
    case heightForFooterInSection = "tableView:heightForFooterInSection:"
    /// `tableView(_:estimatedHeightForFooterInSection:)`.
    case estimatedHeightForFooterInSection = "tableView:estimatedHeightForFooterInSection:"
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    case willDisplayHeaderForSection = "tableView:willDisplayHeaderView:forSection:"
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    case willDisplayFooterForSection = "tableView:willDisplayFooterView:forSection:"
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    case didEndDisplayingCellForRowAtIndexPath = "tableView:didEndDisplayingCell:forRowAtIndexPath:"
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    case didEndDisplayingHeaderViewForSection = "tableView:didEndDisplayingHeaderView:forSection:"
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    case didEndDisplayingFooterViewForSection = "tableView:didEndDisplayingFooterView:forSection:"

    // MARK: - UITableViewDelegate: selection, accessory and highlight

    /// `tableView(_:accessoryButtonTappedForRowWith:)`.
    case accessoryButtonTappedForRowAtIndexPath = "tableView:accessoryButtonTappedForRowWithIndexPath:"
    /// `tableView(_:willSelectRowAt:)`.
    case willSelectRowAtIndexPath = "tableView:willSelectRowAtIndexPath:"
    /// `tableView(_:didSelectRowAt:)`.
    case didSelectRowAtIndexPath = "tableView:didSelectRowAtIndexPath:"
    /// `tableView(_:willDeselectRowAt:)`.
    case willDeselectRowAtIndexPath = "tableView:willDeselectRowAtIndexPath:"
    /// `tableView(_:didDeselectRowAt:)`.
    case didDeselectRowAtIndexPath = "tableView:didDeselectRowAtIndexPath:"
    /// `tableView(_:shouldHighlightRowAt:)`.
    case shouldHighlightRowAtIndexPath = "tableView:shouldHighlightRowAtIndexPath:"
    /// `tableView(_:didHighlightRowAt:)`.
    case didHighlightRowAtIndexPath = "tableView:didHighlightRowAtIndexPath:"
    /// `tableView(_:didUnhighlightRowAt:)`.
    case didUnhighlightRowAtIndexPath = "tableView:didUnhighlightRowAtIndexPath:"

    // MARK: - UITableViewDelegate: editing

    /// `tableView(_:editActionsForRowAt:)`, deprecated in iOS 13.
    case editActionsForRowAtIndexPath = "tableView:editActionsForRowAtIndexPath:"
    /// `tableView(_:willBeginEditingRowAt:)`.
    case willBeginEditingRowAtIndexPath = "tableView:willBeginEditingRowAtIndexPath:"
    /// `tableView(_:didEndEditingRowAt:)`.
    case didEndEditingRowAtIndexPath = "tableView:didEndEditingRowAtIndexPath:"
    /// `tableView(_:editingStyleForRowAt:)`.
    case editingStyleForRowAtIndexPath = "tableView:editingStyleForRowAtIndexPath:"
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    case titleForDeleteButtonForRowAtIndexPath = "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"
    /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
    case shouldIndentWhileEditingRowAtIndexPath = "tableView:shouldIndentWhileEditingRowAtIndexPath:"
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    case leadingSwipeActionsConfigurationForRowAtIndexPath = "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case trailingSwipeActionsConfigurationForRowAtIndexPath = "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"

    // MARK: - UITableViewDelegate: menus, focus, moving

    /// `tableView(_:shouldShowMenuForRowAt:)`, deprecated in iOS 13.
    case shouldShowMenuForRowAtIndexPath = "tableView:shouldShowMenuForRowAtIndexPath:"
    /// `tableView(_:canPerformAction:forRowAt:withSender:)`, deprecated in iOS 13.
    case canPerformActionForRowAtIndexPath = "tableView:canPerformAction:forRowAtIndexPath:withSender:"
    /// `tableView(_:performAction:forRowAt:withSender:)`, deprecated in iOS 13.
    case performActionForRowAtIndexPath = "tableView:performAction:forRowAtIndexPath:withSender:"
    /// `tableView(_:canFocusRowAt:)`.
    case canFocusRowAtIndexPath = "tableView:canFocusRowAtIndexPath:"
    /// `tableView(_:shouldUpdateFocusIn:)`.
    case shouldUpdateFocusInContext = "tableView:shouldUpdateFocusInContext:"
    /// `tableView(_:didUpdateFocusIn:with:)`.
    case didUpdateFocusInContextWithAnimationCoordinator = "tableView:didUpdateFocusInContext:withAnimationCoordinator:"
    /// `indexPathForPreferredFocusedView(in:)`.
    case indexPathForPreferredFocusedViewInTableView = "indexPathForPreferredFocusedViewInTableView:"
    /// `tableView(_:selectionFollowsFocusForRowAt:)`.
    case selectionFollowsFocusForRowAtIndexPath = "tableView:selectionFollowsFocusForRowAtIndexPath:"
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    case targetIndexPathForMoveFromRowAtIndexPath = "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"
    /// `tableView(_:shouldSpringLoadRowAt:with:)`.
    case shouldSpringLoadRowAtIndexPathWithContext = "tableView:shouldSpringLoadRowAtIndexPath:withContext:"

    // MARK: - UITableViewDelegate: multiple selection, context menus, primary action

    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    case shouldBeginMultipleSelectionInteractionAtIndexPath = "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
    case didBeginMultipleSelectionInteractionAtIndexPath = "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
    case didEndMultipleSelectionInteraction = "tableViewDidEndMultipleSelectionInteraction:"
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    case contextMenuConfigurationForRowAtIndexPath = "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    case previewForHighlightingContextMenu = "tableView:previewForHighlightingContextMenuWithConfiguration:"
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    case previewForDismissingContextMenu = "tableView:previewForDismissingContextMenuWithConfiguration:"
    /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
    case canPerformPrimaryActionForRowAtIndexPath = "tableView:canPerformPrimaryActionForRowAtIndexPath:"
    /// `tableView(_:performPrimaryActionForRowAt:)`.
    case performPrimaryActionForRowAtIndexPath = "tableView:performPrimaryActionForRowAtIndexPath:"

    // MARK: - UITableViewDragDelegate

    /// `tableView(_:itemsForBeginning:at:)`.
    case itemsForBeginningDragSession = "tableView:itemsForBeginningDragSession:atIndexPath:"
    /// `tableView(_:itemsForAddingTo:at:point:)`.
    case itemsForAddingToDragSession = "tableView:itemsForAddingToDragSession:atIndexPath:point:"
    /// `tableView(_:dragPreviewParametersForRowAt:)`.
    case dragPreviewParametersForRowAtIndexPath = "tableView:dragPreviewParametersForRowAtIndexPath:"
    /// `tableView(_:dragSessionWillBegin:)`.
    case dragSessionWillBegin = "tableView:dragSessionWillBegin:"
    /// `tableView(_:dragSessionDidEnd:)`.
    case dragSessionDidEnd = "tableView:dragSessionDidEnd:"
    /// `tableView(_:dragSessionAllowsMoveOperation:)`.
    case dragSessionAllowsMoveOperation = "tableView:dragSessionAllowsMoveOperation:"
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    case dragSessionIsRestrictedToDraggingApplication = "tableView:dragSessionIsRestrictedToDraggingApplication:"

    // MARK: - UITableViewDropDelegate

    /// `tableView(_:performDropWith:)`.
    case performDropWithCoordinator = "tableView:performDropWithCoordinator:"
    /// `tableView(_:canHandle:)`.
    case canHandleDropSession = "tableView:canHandleDropSession:"
    /// `tableView(_:dropSessionDidEnter:)`.
    case dropSessionDidEnter = "tableView:dropSessionDidEnter:"
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    case dropSessionDidUpdateWithDestinationIndexPath = "tableView:dropSessionDidUpdate:withDestinationIndexPath:"
    /// `tableView(_:dropSessionDidExit:)`.
    case dropSessionDidExit = "tableView:dropSessionDidExit:"
    /// `tableView(_:dropSessionDidEnd:)`.
    case dropSessionDidEnd = "tableView:dropSessionDidEnd:"
    /// `tableView(_:dropPreviewParametersForRowAt:)`.
    case dropPreviewParametersForRowAtIndexPath = "tableView:dropPreviewParametersForRowAtIndexPath:"

    // MARK: - UITableViewDataSourcePrefetching

    /// `tableView(_:prefetchRowsAt:)`, called once per prefetched model.
    case prefetchRowsAtIndexPaths = "tableView:prefetchRowsAtIndexPaths:"
    /// `tableView(_:cancelPrefetchingForRowsAt:)`, called once per model.
    case cancelPrefetchingForRowsAtIndexPaths = "tableView:cancelPrefetchingForRowsAtIndexPaths:"
}
