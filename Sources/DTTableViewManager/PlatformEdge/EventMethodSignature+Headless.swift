import Foundation

#if HEADLESS_UIKIT
// HeadlessUIKit's twin of the Apple selector adapter: which `HeadlessTableViewMethod` each event is.
extension EventMethodSignature {
    /// The HeadlessUIKit method this event answers.
    var tableViewMethod: HeadlessTableViewMethod {
        switch self {
        case .commitEditingStyleForRowAtIndexPath: .commitEditingStyleForRowAt
        case .canEditRowAtIndexPath: .canEditRowAt
        case .canMoveRowAtIndexPath: .canMoveRowAt
        case .sectionIndexTitlesForTableView: .sectionIndexTitles
        case .sectionForSectionIndexTitleAtIndex: .sectionForSectionIndexTitle
        case .moveRowAtIndexPathToIndexPath: .moveRowAt
        case .heightForRowAtIndexPath: .heightForRowAt
        case .estimatedHeightForRowAtIndexPath: .estimatedHeightForRowAt
        case .indentationLevelForRowAtIndexPath: .indentationLevelForRowAt
        case .willDisplayCellForRowAtIndexPath: .willDisplayCellForRowAt
        case .heightForHeaderInSection: .heightForHeaderInSection
        case .estimatedHeightForHeaderInSection: .estimatedHeightForHeaderInSection
        case .heightForFooterInSection: .heightForFooterInSection
        case .estimatedHeightForFooterInSection: .estimatedHeightForFooterInSection
        case .willDisplayHeaderForSection: .willDisplayHeaderViewForSection
        case .willDisplayFooterForSection: .willDisplayFooterViewForSection
        case .didEndDisplayingCellForRowAtIndexPath: .didEndDisplayingCellForRowAt
        case .didEndDisplayingHeaderViewForSection: .didEndDisplayingHeaderViewForSection
        case .didEndDisplayingFooterViewForSection: .didEndDisplayingFooterViewForSection
        case .accessoryButtonTappedForRowAtIndexPath: .accessoryButtonTappedForRowWith
        case .willSelectRowAtIndexPath: .willSelectRowAt
        case .didSelectRowAtIndexPath: .didSelectRowAt
        case .willDeselectRowAtIndexPath: .willDeselectRowAt
        case .didDeselectRowAtIndexPath: .didDeselectRowAt
        case .shouldHighlightRowAtIndexPath: .shouldHighlightRowAt
        case .didHighlightRowAtIndexPath: .didHighlightRowAt
        case .didUnhighlightRowAtIndexPath: .didUnhighlightRowAt
        case .editActionsForRowAtIndexPath: .editActionsForRowAt
        case .willBeginEditingRowAtIndexPath: .willBeginEditingRowAt
        case .didEndEditingRowAtIndexPath: .didEndEditingRowAt
        case .editingStyleForRowAtIndexPath: .editingStyleForRowAt
        case .titleForDeleteButtonForRowAtIndexPath: .titleForDeleteConfirmationButtonForRowAt
        case .shouldIndentWhileEditingRowAtIndexPath: .shouldIndentWhileEditingRowAt
        case .leadingSwipeActionsConfigurationForRowAtIndexPath: .leadingSwipeActionsConfigurationForRowAt
        case .trailingSwipeActionsConfigurationForRowAtIndexPath: .trailingSwipeActionsConfigurationForRowAt
        case .shouldShowMenuForRowAtIndexPath: .shouldShowMenuForRowAt
        case .canPerformActionForRowAtIndexPath: .canPerformActionForRowAt
        case .performActionForRowAtIndexPath: .performActionForRowAt
        case .canFocusRowAtIndexPath: .canFocusRowAt
        case .shouldUpdateFocusInContext: .shouldUpdateFocusInContext
        case .didUpdateFocusInContextWithAnimationCoordinator: .didUpdateFocusInContext
        case .indexPathForPreferredFocusedViewInTableView: .indexPathForPreferredFocusedView
        case .selectionFollowsFocusForRowAtIndexPath: .selectionFollowsFocusForRowAt
        case .targetIndexPathForMoveFromRowAtIndexPath: .targetIndexPathForMoveFromRowAt
        case .shouldSpringLoadRowAtIndexPathWithContext: .shouldSpringLoadRowAt
        case .shouldBeginMultipleSelectionInteractionAtIndexPath: .shouldBeginMultipleSelectionInteractionAt
        case .didBeginMultipleSelectionInteractionAtIndexPath: .didBeginMultipleSelectionInteractionAt
        case .didEndMultipleSelectionInteraction: .tableViewDidEndMultipleSelectionInteraction
        case .contextMenuConfigurationForRowAtIndexPath: .contextMenuConfigurationForRowAt
        case .previewForHighlightingContextMenu: .previewForHighlightingContextMenuWithConfiguration
        case .previewForDismissingContextMenu: .previewForDismissingContextMenuWithConfiguration
        case .canPerformPrimaryActionForRowAtIndexPath: .canPerformPrimaryActionForRowAt
        case .performPrimaryActionForRowAtIndexPath: .performPrimaryActionForRowAt
        case .itemsForBeginningDragSession: .itemsForBeginningSession
        case .itemsForAddingToDragSession: .itemsForAddingToSession
        case .dragPreviewParametersForRowAtIndexPath: .dragPreviewParametersForRowAt
        case .dragSessionWillBegin: .dragSessionWillBegin
        case .dragSessionDidEnd: .dragSessionDidEnd
        case .dragSessionAllowsMoveOperation: .dragSessionAllowsMoveOperation
        case .dragSessionIsRestrictedToDraggingApplication: .dragSessionIsRestrictedToDraggingApplication
        case .performDropWithCoordinator: .performDropWithCoordinator
        case .canHandleDropSession: .canHandleSession
        case .dropSessionDidEnter: .dropSessionDidEnter
        case .dropSessionDidUpdateWithDestinationIndexPath: .dropSessionDidUpdate
        case .dropSessionDidExit: .dropSessionDidExit
        case .dropSessionDidEnd: .dropSessionDidEnd
        case .dropPreviewParametersForRowAtIndexPath: .dropPreviewParametersForRowAt
        case .prefetchRowsAtIndexPaths: .prefetchRowsAt
        case .cancelPrefetchingForRowsAtIndexPaths: .cancelPrefetchingForRowsAt
        }
    }

    /// The event answering `method`, or `nil` when no event closure answers it.
    ///
    /// - Complexity: O(1).
    init?(_ method: HeadlessTableViewMethod) {
        guard let event = Self.eventsByMethod[method] else { return nil }
        self = event
    }

    /// Every event, keyed by its method.
    private static let eventsByMethod: [HeadlessTableViewMethod: EventMethodSignature] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.tableViewMethod, $0) })
}
#endif
