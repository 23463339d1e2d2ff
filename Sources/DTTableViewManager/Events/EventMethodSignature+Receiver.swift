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
    /// `tableView:didSelectRowAtIndexPath:`): the raw value. A description only: events are
    /// identified by the enum case.
    public var description: String { rawValue }
}
