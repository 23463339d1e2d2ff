import Foundation

/// Identifies a delegate, data-source, prefetching, drag or drop method that event closures can
/// answer: the typed key under which reactions are stored and looked up.
///
/// Case names follow DTTableViewManager 11. The platform edges translate a case to what the table
/// asks about: a `Selector` on Apple platforms, a `TableViewMethod` in HeadlessUIKit. Shared code
/// only ever sees this enum.
public enum EventMethodSignature: Hashable, Sendable, CaseIterable {
    // MARK: - UITableViewDataSource

    /// `tableView(_:commit:forRowAt:)`.
    case commitEditingStyleForRowAtIndexPath
    /// `tableView(_:canEditRowAt:)`.
    case canEditRowAtIndexPath
    /// `tableView(_:canMoveRowAt:)`.
    case canMoveRowAtIndexPath
    /// `sectionIndexTitles(for:)`.
    case sectionIndexTitlesForTableView
    /// `tableView(_:sectionForSectionIndexTitle:at:)`.
    case sectionForSectionIndexTitleAtIndex
    /// `tableView(_:moveRowAt:to:)`.
    case moveRowAtIndexPathToIndexPath

    // MARK: - UITableViewDelegate: display and heights

    /// `tableView(_:heightForRowAt:)`.
    case heightForRowAtIndexPath
    /// `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRowAtIndexPath
    /// `tableView(_:indentationLevelForRowAt:)`.
    case indentationLevelForRowAtIndexPath
    /// `tableView(_:willDisplay:forRowAt:)`.
    case willDisplayCellForRowAtIndexPath
    /// `tableView(_:heightForHeaderInSection:)`.
    case heightForHeaderInSection
    /// `tableView(_:estimatedHeightForHeaderInSection:)`.
    case estimatedHeightForHeaderInSection
    /// `tableView(_:heightForFooterInSection:)`.
    case heightForFooterInSection
    /// `tableView(_:estimatedHeightForFooterInSection:)`.
    case estimatedHeightForFooterInSection
    /// `tableView(_:willDisplayHeaderView:forSection:)`.
    case willDisplayHeaderForSection
    /// `tableView(_:willDisplayFooterView:forSection:)`.
    case willDisplayFooterForSection
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    case didEndDisplayingCellForRowAtIndexPath
    /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
    case didEndDisplayingHeaderViewForSection
    /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
    case didEndDisplayingFooterViewForSection

    // MARK: - UITableViewDelegate: selection, accessory and highlight

    /// `tableView(_:accessoryButtonTappedForRowWith:)`.
    case accessoryButtonTappedForRowAtIndexPath
    /// `tableView(_:willSelectRowAt:)`.
    case willSelectRowAtIndexPath
    /// `tableView(_:didSelectRowAt:)`.
    case didSelectRowAtIndexPath
    /// `tableView(_:willDeselectRowAt:)`.
    case willDeselectRowAtIndexPath
    /// `tableView(_:didDeselectRowAt:)`.
    case didDeselectRowAtIndexPath
    /// `tableView(_:shouldHighlightRowAt:)`.
    case shouldHighlightRowAtIndexPath
    /// `tableView(_:didHighlightRowAt:)`.
    case didHighlightRowAtIndexPath
    /// `tableView(_:didUnhighlightRowAt:)`.
    case didUnhighlightRowAtIndexPath

    // MARK: - UITableViewDelegate: editing

    /// `tableView(_:editActionsForRowAt:)`, deprecated in iOS 13.
    case editActionsForRowAtIndexPath
    /// `tableView(_:willBeginEditingRowAt:)`.
    case willBeginEditingRowAtIndexPath
    /// `tableView(_:didEndEditingRowAt:)`.
    case didEndEditingRowAtIndexPath
    /// `tableView(_:editingStyleForRowAt:)`.
    case editingStyleForRowAtIndexPath
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
    case titleForDeleteButtonForRowAtIndexPath
    /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
    case shouldIndentWhileEditingRowAtIndexPath
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    case leadingSwipeActionsConfigurationForRowAtIndexPath
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case trailingSwipeActionsConfigurationForRowAtIndexPath

    // MARK: - UITableViewDelegate: menus, focus, moving

    /// `tableView(_:shouldShowMenuForRowAt:)`, deprecated in iOS 13.
    case shouldShowMenuForRowAtIndexPath
    /// `tableView(_:canPerformAction:forRowAt:withSender:)`, deprecated in iOS 13.
    case canPerformActionForRowAtIndexPath
    /// `tableView(_:performAction:forRowAt:withSender:)`, deprecated in iOS 13.
    case performActionForRowAtIndexPath
    /// `tableView(_:canFocusRowAt:)`.
    case canFocusRowAtIndexPath
    /// `tableView(_:shouldUpdateFocusIn:)`.
    case shouldUpdateFocusInContext
    /// `tableView(_:didUpdateFocusIn:with:)`.
    case didUpdateFocusInContextWithAnimationCoordinator
    /// `indexPathForPreferredFocusedView(in:)`.
    case indexPathForPreferredFocusedViewInTableView
    /// `tableView(_:selectionFollowsFocusForRowAt:)`.
    case selectionFollowsFocusForRowAtIndexPath
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`.
    case targetIndexPathForMoveFromRowAtIndexPath
    /// `tableView(_:shouldSpringLoadRowAt:with:)`.
    case shouldSpringLoadRowAtIndexPathWithContext

    // MARK: - UITableViewDelegate: multiple selection, context menus, primary action

    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`.
    case shouldBeginMultipleSelectionInteractionAtIndexPath
    /// `tableView(_:didBeginMultipleSelectionInteractionAt:)`.
    case didBeginMultipleSelectionInteractionAtIndexPath
    /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
    case didEndMultipleSelectionInteraction
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    case contextMenuConfigurationForRowAtIndexPath
    /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`.
    case previewForHighlightingContextMenu
    /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`.
    case previewForDismissingContextMenu
    /// `tableView(_:canPerformPrimaryActionForRowAt:)`.
    case canPerformPrimaryActionForRowAtIndexPath
    /// `tableView(_:performPrimaryActionForRowAt:)`.
    case performPrimaryActionForRowAtIndexPath

    // MARK: - UITableViewDragDelegate

    /// `tableView(_:itemsForBeginning:at:)`.
    case itemsForBeginningDragSession
    /// `tableView(_:itemsForAddingTo:at:point:)`.
    case itemsForAddingToDragSession
    /// `tableView(_:dragPreviewParametersForRowAt:)`.
    case dragPreviewParametersForRowAtIndexPath
    /// `tableView(_:dragSessionWillBegin:)`.
    case dragSessionWillBegin
    /// `tableView(_:dragSessionDidEnd:)`.
    case dragSessionDidEnd
    /// `tableView(_:dragSessionAllowsMoveOperation:)`.
    case dragSessionAllowsMoveOperation
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    case dragSessionIsRestrictedToDraggingApplication

    // MARK: - UITableViewDropDelegate

    /// `tableView(_:performDropWith:)`.
    case performDropWithCoordinator
    /// `tableView(_:canHandle:)`.
    case canHandleDropSession
    /// `tableView(_:dropSessionDidEnter:)`.
    case dropSessionDidEnter
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    case dropSessionDidUpdateWithDestinationIndexPath
    /// `tableView(_:dropSessionDidExit:)`.
    case dropSessionDidExit
    /// `tableView(_:dropSessionDidEnd:)`.
    case dropSessionDidEnd
    /// `tableView(_:dropPreviewParametersForRowAt:)`.
    case dropPreviewParametersForRowAtIndexPath

    // MARK: - UITableViewDataSourcePrefetching

    /// `tableView(_:prefetchRowsAt:)`, called once per prefetched model.
    case prefetchRowsAtIndexPaths
    /// `tableView(_:cancelPrefetchingForRowsAt:)`, called once per model.
    case cancelPrefetchingForRowsAtIndexPaths
}
