import Foundation

#if !HEADLESS_UIKIT
import UIKit

// The Apple edge: which Objective-C selector each event is, and the `responds(to:)` answer UIKit
// caches when a delegate object is assigned. Shared code only sees `EventMethodSignature`.
// Main-actor isolated like the protocol methods its selectors name.
@MainActor
extension EventMethodSignature {
    /// The selector of this event's method, or `nil` where the platform lacks the method.
    ///
    /// Methods deprecated in iOS 13 are named by string, because `#selector` of a deprecated
    /// method is itself a deprecation warning; methods newer than the deployment target answer
    /// `nil` on systems without them.
    var selector: Selector? {
        switch self {
        case .commitEditingStyleForRowAtIndexPath: #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))
        case .canEditRowAtIndexPath: #selector(UITableViewDataSource.tableView(_:canEditRowAt:))
        case .canMoveRowAtIndexPath: #selector(UITableViewDataSource.tableView(_:canMoveRowAt:))
        case .moveRowAtIndexPathToIndexPath: #selector(UITableViewDataSource.tableView(_:moveRowAt:to:))
        case .heightForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
        case .estimatedHeightForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:))
        case .indentationLevelForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:indentationLevelForRowAt:))
        case .willDisplayCellForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:))
        case .heightForHeaderInSection: #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:))
        case .estimatedHeightForHeaderInSection: #selector(UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:))
        case .heightForFooterInSection: #selector(UITableViewDelegate.tableView(_:heightForFooterInSection:))
        case .estimatedHeightForFooterInSection: #selector(UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:))
        case .willDisplayHeaderForSection: #selector(UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:))
        case .willDisplayFooterForSection: #selector(UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:))
        case .didEndDisplayingCellForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:))
        case .didEndDisplayingHeaderViewForSection: #selector(UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:))
        case .didEndDisplayingFooterViewForSection: #selector(UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:))
        case .accessoryButtonTappedForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:))
        case .willSelectRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))
        case .didSelectRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
        case .willDeselectRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:))
        case .didDeselectRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:))
        case .shouldHighlightRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:shouldHighlightRowAt:))
        case .didHighlightRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:didHighlightRowAt:))
        case .didUnhighlightRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:))
        case .editingStyleForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:editingStyleForRowAt:))
        case .shouldIndentWhileEditingRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:shouldIndentWhileEditingRowAt:))
        case .shouldShowMenuForRowAtIndexPath: Selector(("tableView:shouldShowMenuForRowAtIndexPath:"))
        case .canPerformActionForRowAtIndexPath: Selector(("tableView:canPerformAction:forRowAtIndexPath:withSender:"))
        case .performActionForRowAtIndexPath: Selector(("tableView:performAction:forRowAtIndexPath:withSender:"))
        case .canFocusRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:canFocusRowAt:))
        case .shouldUpdateFocusInContext: #selector(UITableViewDelegate.tableView(_:shouldUpdateFocusIn:))
        case .didUpdateFocusInContextWithAnimationCoordinator: #selector(UITableViewDelegate.tableView(_:didUpdateFocusIn:with:))
        case .indexPathForPreferredFocusedViewInTableView: #selector(UITableViewDelegate.indexPathForPreferredFocusedView(in:))
        case .targetIndexPathForMoveFromRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:))
        case .canPerformPrimaryActionForRowAtIndexPath:
            if #available(iOS 16.0, tvOS 16.0, *) { #selector(UITableViewDelegate.tableView(_:canPerformPrimaryActionForRowAt:)) } else { nil }
        case .performPrimaryActionForRowAtIndexPath:
            if #available(iOS 16.0, tvOS 16.0, *) { #selector(UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)) } else { nil }
        case .prefetchRowsAtIndexPaths: #selector(UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:))
        case .cancelPrefetchingForRowsAtIndexPaths: #selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:))
        #if os(iOS)
        case .sectionIndexTitlesForTableView: #selector(UITableViewDataSource.sectionIndexTitles(for:))
        case .sectionForSectionIndexTitleAtIndex: #selector(UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:))
        case .editActionsForRowAtIndexPath: Selector(("tableView:editActionsForRowAtIndexPath:"))
        case .willBeginEditingRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:willBeginEditingRowAt:))
        case .didEndEditingRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:didEndEditingRowAt:))
        case .titleForDeleteButtonForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:))
        case .leadingSwipeActionsConfigurationForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:))
        case .trailingSwipeActionsConfigurationForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:))
        case .selectionFollowsFocusForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:selectionFollowsFocusForRowAt:))
        case .shouldSpringLoadRowAtIndexPathWithContext: #selector(UITableViewDelegate.tableView(_:shouldSpringLoadRowAt:with:))
        case .shouldBeginMultipleSelectionInteractionAtIndexPath: #selector(UITableViewDelegate.tableView(_:shouldBeginMultipleSelectionInteractionAt:))
        case .didBeginMultipleSelectionInteractionAtIndexPath: #selector(UITableViewDelegate.tableView(_:didBeginMultipleSelectionInteractionAt:))
        case .didEndMultipleSelectionInteraction: #selector(UITableViewDelegate.tableViewDidEndMultipleSelectionInteraction(_:))
        case .contextMenuConfigurationForRowAtIndexPath: #selector(UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:))
        case .previewForHighlightingContextMenu: #selector(UITableViewDelegate.tableView(_:previewForHighlightingContextMenuWithConfiguration:))
        case .previewForDismissingContextMenu: #selector(UITableViewDelegate.tableView(_:previewForDismissingContextMenuWithConfiguration:))
        case .itemsForBeginningDragSession: #selector(UITableViewDragDelegate.tableView(_:itemsForBeginning:at:))
        case .itemsForAddingToDragSession: #selector(UITableViewDragDelegate.tableView(_:itemsForAddingTo:at:point:))
        case .dragPreviewParametersForRowAtIndexPath: #selector(UITableViewDragDelegate.tableView(_:dragPreviewParametersForRowAt:))
        case .dragSessionWillBegin: #selector(UITableViewDragDelegate.tableView(_:dragSessionWillBegin:))
        case .dragSessionDidEnd: #selector(UITableViewDragDelegate.tableView(_:dragSessionDidEnd:))
        case .dragSessionAllowsMoveOperation: #selector(UITableViewDragDelegate.tableView(_:dragSessionAllowsMoveOperation:))
        case .dragSessionIsRestrictedToDraggingApplication: #selector(UITableViewDragDelegate.tableView(_:dragSessionIsRestrictedToDraggingApplication:))
        case .performDropWithCoordinator: #selector(UITableViewDropDelegate.tableView(_:performDropWith:))
        case .canHandleDropSession: #selector(UITableViewDropDelegate.tableView(_:canHandle:))
        case .dropSessionDidEnter: #selector(UITableViewDropDelegate.tableView(_:dropSessionDidEnter:))
        case .dropSessionDidUpdateWithDestinationIndexPath: #selector(UITableViewDropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:))
        case .dropSessionDidExit: #selector(UITableViewDropDelegate.tableView(_:dropSessionDidExit:))
        case .dropSessionDidEnd: #selector(UITableViewDropDelegate.tableView(_:dropSessionDidEnd:))
        case .dropPreviewParametersForRowAtIndexPath: #selector(UITableViewDropDelegate.tableView(_:dropPreviewParametersForRowAt:))
        #else
        default: nil
        #endif
        }
    }

    /// The event answering `selector`, or `nil` when no event closure answers it.
    init?(selector: Selector) {
        guard let event = Self.eventsBySelector[selector] else { return nil }
        self = event
    }

    /// Every event available on this platform, keyed by its selector.
    private static let eventsBySelector: [Selector: EventMethodSignature] =
        Dictionary(uniqueKeysWithValues: allCases.compactMap { event in event.selector.map { ($0, event) } })
}

extension DTTableViewDelegateWrapper {
    /// Whether UIKit should call `aSelector`: the owner implements it, a reaction is registered
    /// for its event, or this object implements it and it is no event.
    ///
    /// `NSObject` declares this method nonisolated. UIKit asks on the main thread when a delegate
    /// property is assigned; asked from another thread, the object answers as `NSObject` does,
    /// from its own methods only.
    nonisolated override open func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, Thread.isMainThread else { return super.responds(to: aSelector) }
        if (delegate as? NSObjectProtocol)?.responds(to: aSelector) == true { return true }
        let eventAnswer: Bool? = MainActor.assumeIsolated {
            EventMethodSignature(selector: aSelector).map { implements($0) }
        }
        return eventAnswer ?? super.responds(to: aSelector)
    }

    /// Sends methods this object does not implement (scroll view delegate methods, for example)
    /// to the owner when the owner implements them.
    nonisolated override open func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let owner = delegate as? NSObjectProtocol, owner.responds(to: aSelector) else {
            return super.forwardingTarget(for: aSelector)
        }
        return owner
    }

    /// UIKit's default: `placeholder`, which callers set to the value UIKit would use.
    func uikitDefault<Value>(_ placeholder: Value) -> Value {
        placeholder
    }
}
#endif
