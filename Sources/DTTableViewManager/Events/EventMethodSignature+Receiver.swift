import Foundation

extension EventMethodSignature {
    /// The manager's object that the table calls for an event's method.
    enum Receiver: Hashable, Sendable {
        /// ``DTTableViewManager/tableDataSource``.
        case dataSource
        /// ``DTTableViewManager/tableDelegate``.
        case delegate
        /// ``DTTableViewManager/tablePrefetchDataSource``.
        case prefetchDataSource
        /// ``DTTableViewManager/tableDragDelegate``.
        case dragDelegate
        /// ``DTTableViewManager/tableDropDelegate``.
        case dropDelegate
    }

    /// The object the table calls for this event's method.
    var receiver: Receiver {
        switch self {
        case .commitEditingStyleForRowAtIndexPath, .canEditRowAtIndexPath, .canMoveRowAtIndexPath,
             .sectionIndexTitlesForTableView, .sectionForSectionIndexTitleAtIndex, .moveRowAtIndexPathToIndexPath:
            .dataSource
        case .prefetchRowsAtIndexPaths, .cancelPrefetchingForRowsAtIndexPaths:
            .prefetchDataSource
        case .itemsForBeginningDragSession, .itemsForAddingToDragSession, .dragPreviewParametersForRowAtIndexPath,
             .dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMoveOperation,
             .dragSessionIsRestrictedToDraggingApplication:
            .dragDelegate
        case .performDropWithCoordinator, .canHandleDropSession, .dropSessionDidEnter,
             .dropSessionDidUpdateWithDestinationIndexPath, .dropSessionDidExit, .dropSessionDidEnd,
             .dropPreviewParametersForRowAtIndexPath:
            .dropDelegate
        default:
            .delegate
        }
    }
}

extension EventMethodSignature: CustomStringConvertible {
    /// The method's Objective-C name, as anomaly messages print it (for example
    /// `tableView:didSelectRowAtIndexPath:`). A description only: events are identified by the
    /// enum case.
    public var description: String {
        switch self {
        case .commitEditingStyleForRowAtIndexPath: "tableView:commitEditingStyle:forRowAtIndexPath:"
        case .canEditRowAtIndexPath: "tableView:canEditRowAtIndexPath:"
        case .canMoveRowAtIndexPath: "tableView:canMoveRowAtIndexPath:"
        case .sectionIndexTitlesForTableView: "sectionIndexTitlesForTableView:"
        case .sectionForSectionIndexTitleAtIndex: "tableView:sectionForSectionIndexTitle:atIndex:"
        case .moveRowAtIndexPathToIndexPath: "tableView:moveRowAtIndexPath:toIndexPath:"
        case .heightForRowAtIndexPath: "tableView:heightForRowAtIndexPath:"
        case .estimatedHeightForRowAtIndexPath: "tableView:estimatedHeightForRowAtIndexPath:"
        case .indentationLevelForRowAtIndexPath: "tableView:indentationLevelForRowAtIndexPath:"
        case .willDisplayCellForRowAtIndexPath: "tableView:willDisplayCell:forRowAtIndexPath:"
        case .heightForHeaderInSection: "tableView:heightForHeaderInSection:"
        case .estimatedHeightForHeaderInSection: "tableView:estimatedHeightForHeaderInSection:"
        case .heightForFooterInSection: "tableView:heightForFooterInSection:"
        case .estimatedHeightForFooterInSection: "tableView:estimatedHeightForFooterInSection:"
        case .willDisplayHeaderForSection: "tableView:willDisplayHeaderView:forSection:"
        case .willDisplayFooterForSection: "tableView:willDisplayFooterView:forSection:"
        case .didEndDisplayingCellForRowAtIndexPath: "tableView:didEndDisplayingCell:forRowAtIndexPath:"
        case .didEndDisplayingHeaderViewForSection: "tableView:didEndDisplayingHeaderView:forSection:"
        case .didEndDisplayingFooterViewForSection: "tableView:didEndDisplayingFooterView:forSection:"
        case .accessoryButtonTappedForRowAtIndexPath: "tableView:accessoryButtonTappedForRowWithIndexPath:"
        case .willSelectRowAtIndexPath: "tableView:willSelectRowAtIndexPath:"
        case .didSelectRowAtIndexPath: "tableView:didSelectRowAtIndexPath:"
        case .willDeselectRowAtIndexPath: "tableView:willDeselectRowAtIndexPath:"
        case .didDeselectRowAtIndexPath: "tableView:didDeselectRowAtIndexPath:"
        case .shouldHighlightRowAtIndexPath: "tableView:shouldHighlightRowAtIndexPath:"
        case .didHighlightRowAtIndexPath: "tableView:didHighlightRowAtIndexPath:"
        case .didUnhighlightRowAtIndexPath: "tableView:didUnhighlightRowAtIndexPath:"
        case .editActionsForRowAtIndexPath: "tableView:editActionsForRowAtIndexPath:"
        case .willBeginEditingRowAtIndexPath: "tableView:willBeginEditingRowAtIndexPath:"
        case .didEndEditingRowAtIndexPath: "tableView:didEndEditingRowAtIndexPath:"
        case .editingStyleForRowAtIndexPath: "tableView:editingStyleForRowAtIndexPath:"
        case .titleForDeleteButtonForRowAtIndexPath: "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"
        case .shouldIndentWhileEditingRowAtIndexPath: "tableView:shouldIndentWhileEditingRowAtIndexPath:"
        case .leadingSwipeActionsConfigurationForRowAtIndexPath: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
        case .trailingSwipeActionsConfigurationForRowAtIndexPath: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
        case .shouldShowMenuForRowAtIndexPath: "tableView:shouldShowMenuForRowAtIndexPath:"
        case .canPerformActionForRowAtIndexPath: "tableView:canPerformAction:forRowAtIndexPath:withSender:"
        case .performActionForRowAtIndexPath: "tableView:performAction:forRowAtIndexPath:withSender:"
        case .canFocusRowAtIndexPath: "tableView:canFocusRowAtIndexPath:"
        case .shouldUpdateFocusInContext: "tableView:shouldUpdateFocusInContext:"
        case .didUpdateFocusInContextWithAnimationCoordinator: "tableView:didUpdateFocusInContext:withAnimationCoordinator:"
        case .indexPathForPreferredFocusedViewInTableView: "indexPathForPreferredFocusedViewInTableView:"
        case .selectionFollowsFocusForRowAtIndexPath: "tableView:selectionFollowsFocusForRowAtIndexPath:"
        case .targetIndexPathForMoveFromRowAtIndexPath: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"
        case .shouldSpringLoadRowAtIndexPathWithContext: "tableView:shouldSpringLoadRowAtIndexPath:withContext:"
        case .shouldBeginMultipleSelectionInteractionAtIndexPath: "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
        case .didBeginMultipleSelectionInteractionAtIndexPath: "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"
        case .didEndMultipleSelectionInteraction: "tableViewDidEndMultipleSelectionInteraction:"
        case .contextMenuConfigurationForRowAtIndexPath: "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
        case .previewForHighlightingContextMenu: "tableView:previewForHighlightingContextMenuWithConfiguration:"
        case .previewForDismissingContextMenu: "tableView:previewForDismissingContextMenuWithConfiguration:"
        case .canPerformPrimaryActionForRowAtIndexPath: "tableView:canPerformPrimaryActionForRowAtIndexPath:"
        case .performPrimaryActionForRowAtIndexPath: "tableView:performPrimaryActionForRowAtIndexPath:"
        case .itemsForBeginningDragSession: "tableView:itemsForBeginningDragSession:atIndexPath:"
        case .itemsForAddingToDragSession: "tableView:itemsForAddingToDragSession:atIndexPath:point:"
        case .dragPreviewParametersForRowAtIndexPath: "tableView:dragPreviewParametersForRowAtIndexPath:"
        case .dragSessionWillBegin: "tableView:dragSessionWillBegin:"
        case .dragSessionDidEnd: "tableView:dragSessionDidEnd:"
        case .dragSessionAllowsMoveOperation: "tableView:dragSessionAllowsMoveOperation:"
        case .dragSessionIsRestrictedToDraggingApplication: "tableView:dragSessionIsRestrictedToDraggingApplication:"
        case .performDropWithCoordinator: "tableView:performDropWithCoordinator:"
        case .canHandleDropSession: "tableView:canHandleDropSession:"
        case .dropSessionDidEnter: "tableView:dropSessionDidEnter:"
        case .dropSessionDidUpdateWithDestinationIndexPath: "tableView:dropSessionDidUpdate:withDestinationIndexPath:"
        case .dropSessionDidExit: "tableView:dropSessionDidExit:"
        case .dropSessionDidEnd: "tableView:dropSessionDidEnd:"
        case .dropPreviewParametersForRowAtIndexPath: "tableView:dropPreviewParametersForRowAtIndexPath:"
        case .prefetchRowsAtIndexPaths: "tableView:prefetchRowsAtIndexPaths:"
        case .cancelPrefetchingForRowsAtIndexPaths: "tableView:cancelPrefetchingForRowsAtIndexPaths:"
        }
    }
}
