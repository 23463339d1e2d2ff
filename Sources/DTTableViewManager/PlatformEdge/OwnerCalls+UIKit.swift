import Foundation

#if !HEADLESS_UIKIT
import UIKit

// Apple edge: one function per owner method the manager's objects forward, answering `nil` when
// the owner does not implement the method. UIKit's optional methods are `@objc optional`, so the
// call is optional-chained; a method whose result is itself optional is referenced unapplied, so
// an owner answering `nil` stays distinct from an owner without the method. The HeadlessUIKit
// twin is `OwnerCalls+Headless.swift`; keep both files in the same order, one line per method.
//
// Parameters are unlabelled and named so they never shadow the UIKit method names. Methods UIKit
// requires are called directly; iOS-only methods are compiled for iOS only, as their callers.

// MARK: - UITableViewDataSource

@MainActor
extension UITableViewDataSource {
    func implementedCanEditRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, canEditRowAt: indexPath) }
    func implementedCanMoveRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, canMoveRowAt: indexPath) }
    #if os(iOS)
    func implementedSectionIndexTitles(_ table: UITableView) -> [String]?? { sectionIndexTitles(for:).map { $0(table) } }
    func implementedSectionForSectionIndexTitle(_ table: UITableView, _ title: String, _ index: Int) -> Int? { tableView?(table, sectionForSectionIndexTitle: title, at: index) }
    #endif
    func implementedCommitEditingStyleForRowAt(_ table: UITableView, _ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) -> Void? { tableView?(table, commit: style, forRowAt: indexPath) }
    func implementedMoveRowAt(_ table: UITableView, _ source: IndexPath, _ destination: IndexPath) -> Void? { tableView?(table, moveRowAt: source, to: destination) }
}

// MARK: - UITableViewDelegate

@MainActor
extension UITableViewDelegate {
    func implementedWillDisplayCellForRowAt(_ table: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) -> Void? { tableView?(table, willDisplay: cell, forRowAt: indexPath) }
    func implementedWillDisplayHeaderViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { tableView?(table, willDisplayHeaderView: view, forSection: section) }
    func implementedWillDisplayFooterViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { tableView?(table, willDisplayFooterView: view, forSection: section) }
    func implementedDidEndDisplayingCellForRowAt(_ table: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) -> Void? { tableView?(table, didEndDisplaying: cell, forRowAt: indexPath) }
    func implementedDidEndDisplayingHeaderViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { tableView?(table, didEndDisplayingHeaderView: view, forSection: section) }
    func implementedDidEndDisplayingFooterViewForSection(_ table: UITableView, _ view: UIView, _ section: Int) -> Void? { tableView?(table, didEndDisplayingFooterView: view, forSection: section) }
    func implementedHeightForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat? { tableView?(table, heightForRowAt: indexPath) }
    func implementedHeightForHeaderInSection(_ table: UITableView, _ section: Int) -> CGFloat? { tableView?(table, heightForHeaderInSection: section) }
    func implementedHeightForFooterInSection(_ table: UITableView, _ section: Int) -> CGFloat? { tableView?(table, heightForFooterInSection: section) }
    func implementedEstimatedHeightForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> CGFloat? { tableView?(table, estimatedHeightForRowAt: indexPath) }
    func implementedEstimatedHeightForHeaderInSection(_ table: UITableView, _ section: Int) -> CGFloat? { tableView?(table, estimatedHeightForHeaderInSection: section) }
    func implementedEstimatedHeightForFooterInSection(_ table: UITableView, _ section: Int) -> CGFloat? { tableView?(table, estimatedHeightForFooterInSection: section) }
    func implementedViewForHeaderInSection(_ table: UITableView, _ section: Int) -> UIView?? { tableView(_:viewForHeaderInSection:).map { $0(table, section) } }
    func implementedViewForFooterInSection(_ table: UITableView, _ section: Int) -> UIView?? { tableView(_:viewForFooterInSection:).map { $0(table, section) } }
    func implementedAccessoryButtonTappedForRowWith(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, accessoryButtonTappedForRowWith: indexPath) }
    func implementedShouldHighlightRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, shouldHighlightRowAt: indexPath) }
    func implementedDidHighlightRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, didHighlightRowAt: indexPath) }
    func implementedDidUnhighlightRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, didUnhighlightRowAt: indexPath) }
    func implementedWillSelectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> IndexPath?? { tableView(_:willSelectRowAt:).map { $0(table, indexPath) } }
    func implementedWillDeselectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> IndexPath?? { tableView(_:willDeselectRowAt:).map { $0(table, indexPath) } }
    func implementedDidSelectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, didSelectRowAt: indexPath) }
    func implementedDidDeselectRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, didDeselectRowAt: indexPath) }
    func implementedCanPerformPrimaryActionForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { if #available(iOS 16.0, tvOS 16.0, *) { tableView?(table, canPerformPrimaryActionForRowAt: indexPath) } else { nil } }
    func implementedPerformPrimaryActionForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { if #available(iOS 16.0, tvOS 16.0, *) { tableView?(table, performPrimaryActionForRowAt: indexPath) } else { nil } }
    func implementedEditingStyleForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UITableViewCell.EditingStyle? { tableView?(table, editingStyleForRowAt: indexPath) }
    #if os(iOS)
    func implementedTitleForDeleteConfirmationButtonForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> String?? { tableView(_:titleForDeleteConfirmationButtonForRowAt:).map { $0(table, indexPath) } }
    @available(iOS, deprecated: 13.0)
    func implementedEditActionsForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> [UITableViewRowAction]?? { tableView(_:editActionsForRowAt:).map { $0(table, indexPath) } }
    func implementedLeadingSwipeActionsConfigurationForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? { tableView(_:leadingSwipeActionsConfigurationForRowAt:).map { $0(table, indexPath) } }
    func implementedTrailingSwipeActionsConfigurationForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? { tableView(_:trailingSwipeActionsConfigurationForRowAt:).map { $0(table, indexPath) } }
    #endif
    func implementedShouldIndentWhileEditingRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, shouldIndentWhileEditingRowAt: indexPath) }
    #if os(iOS)
    func implementedWillBeginEditingRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, willBeginEditingRowAt: indexPath) }
    func implementedDidEndEditingRowAt(_ table: UITableView, _ indexPath: IndexPath?) -> Void? { tableView?(table, didEndEditingRowAt: indexPath) }
    #endif
    func implementedTargetIndexPathForMoveFromRowAt(_ table: UITableView, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath? { tableView?(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) }
    func implementedIndentationLevelForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Int? { tableView?(table, indentationLevelForRowAt: indexPath) }
    @available(iOS, deprecated: 13.0) @available(tvOS, deprecated: 13.0)
    func implementedShouldShowMenuForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, shouldShowMenuForRowAt: indexPath) }
    @available(iOS, deprecated: 13.0) @available(tvOS, deprecated: 13.0)
    func implementedCanPerformActionForRowAt(_ table: UITableView, _ action: Selector, _ indexPath: IndexPath, _ sender: Any?) -> Bool? { tableView?(table, canPerformAction: action, forRowAt: indexPath, withSender: sender) }
    @available(iOS, deprecated: 13.0) @available(tvOS, deprecated: 13.0)
    func implementedPerformActionForRowAt(_ table: UITableView, _ action: Selector, _ indexPath: IndexPath, _ sender: Any?) -> Void? { tableView?(table, performAction: action, forRowAt: indexPath, withSender: sender) }
    func implementedCanFocusRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, canFocusRowAt: indexPath) }
    func implementedShouldUpdateFocusInContext(_ table: UITableView, _ context: UITableViewFocusUpdateContext) -> Bool? { tableView?(table, shouldUpdateFocusIn: context) }
    func implementedDidUpdateFocusInContext(_ table: UITableView, _ context: UITableViewFocusUpdateContext, _ coordinator: UIFocusAnimationCoordinator) -> Void? { tableView?(table, didUpdateFocusIn: context, with: coordinator) }
    func implementedIndexPathForPreferredFocusedView(_ table: UITableView) -> IndexPath?? { indexPathForPreferredFocusedView(in:).map { $0(table) } }
    #if os(iOS)
    func implementedSelectionFollowsFocusForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, selectionFollowsFocusForRowAt: indexPath) }
    func implementedShouldSpringLoadRowAt(_ table: UITableView, _ indexPath: IndexPath, _ context: UISpringLoadedInteractionContext) -> Bool? { tableView?(table, shouldSpringLoadRowAt: indexPath, with: context) }
    func implementedShouldBeginMultipleSelectionInteractionAt(_ table: UITableView, _ indexPath: IndexPath) -> Bool? { tableView?(table, shouldBeginMultipleSelectionInteractionAt: indexPath) }
    func implementedDidBeginMultipleSelectionInteractionAt(_ table: UITableView, _ indexPath: IndexPath) -> Void? { tableView?(table, didBeginMultipleSelectionInteractionAt: indexPath) }
    func implementedTableViewDidEndMultipleSelectionInteraction(_ table: UITableView) -> Void? { tableViewDidEndMultipleSelectionInteraction?(table) }
    func implementedContextMenuConfigurationForRowAt(_ table: UITableView, _ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration?? { tableView(_:contextMenuConfigurationForRowAt:point:).map { $0(table, indexPath, point) } }
    func implementedPreviewForHighlightingContextMenuWithConfiguration(_ table: UITableView, _ configuration: UIContextMenuConfiguration) -> UITargetedPreview?? { tableView(_:previewForHighlightingContextMenuWithConfiguration:).map { $0(table, configuration) } }
    func implementedPreviewForDismissingContextMenuWithConfiguration(_ table: UITableView, _ configuration: UIContextMenuConfiguration) -> UITargetedPreview?? { tableView(_:previewForDismissingContextMenuWithConfiguration:).map { $0(table, configuration) } }
    #endif
}

// MARK: - UITableViewDataSourcePrefetching

@MainActor
extension UITableViewDataSourcePrefetching {
    func implementedPrefetchRowsAt(_ table: UITableView, _ indexPaths: [IndexPath]) -> Void? { tableView(table, prefetchRowsAt: indexPaths) }
    func implementedCancelPrefetchingForRowsAt(_ table: UITableView, _ indexPaths: [IndexPath]) -> Void? { tableView?(table, cancelPrefetchingForRowsAt: indexPaths) }
}

#if os(iOS)
// MARK: - UITableViewDragDelegate

@MainActor
extension UITableViewDragDelegate {
    func implementedItemsForBeginningSession(_ table: UITableView, _ session: UIDragSession, _ indexPath: IndexPath) -> [UIDragItem]? { tableView(table, itemsForBeginning: session, at: indexPath) }
    func implementedItemsForAddingToSession(_ table: UITableView, _ session: UIDragSession, _ indexPath: IndexPath, _ point: CGPoint) -> [UIDragItem]? { tableView?(table, itemsForAddingTo: session, at: indexPath, point: point) }
    func implementedDragPreviewParametersForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UIDragPreviewParameters?? { tableView(_:dragPreviewParametersForRowAt:).map { $0(table, indexPath) } }
    func implementedDragSessionWillBegin(_ table: UITableView, _ session: UIDragSession) -> Void? { tableView?(table, dragSessionWillBegin: session) }
    func implementedDragSessionDidEnd(_ table: UITableView, _ session: UIDragSession) -> Void? { tableView?(table, dragSessionDidEnd: session) }
    func implementedDragSessionAllowsMoveOperation(_ table: UITableView, _ session: UIDragSession) -> Bool? { tableView?(table, dragSessionAllowsMoveOperation: session) }
    func implementedDragSessionIsRestrictedToDraggingApplication(_ table: UITableView, _ session: UIDragSession) -> Bool? { tableView?(table, dragSessionIsRestrictedToDraggingApplication: session) }
}

// MARK: - UITableViewDropDelegate

@MainActor
extension UITableViewDropDelegate {
    func implementedPerformDropWithCoordinator(_ table: UITableView, _ coordinator: UITableViewDropCoordinator) -> Void? { tableView(table, performDropWith: coordinator) }
    func implementedCanHandleSession(_ table: UITableView, _ session: UIDropSession) -> Bool? { tableView?(table, canHandle: session) }
    func implementedDropSessionDidEnter(_ table: UITableView, _ session: UIDropSession) -> Void? { tableView?(table, dropSessionDidEnter: session) }
    func implementedDropSessionDidUpdate(_ table: UITableView, _ session: UIDropSession, _ destination: IndexPath?) -> UITableViewDropProposal? { tableView?(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination) }
    func implementedDropSessionDidExit(_ table: UITableView, _ session: UIDropSession) -> Void? { tableView?(table, dropSessionDidExit: session) }
    func implementedDropSessionDidEnd(_ table: UITableView, _ session: UIDropSession) -> Void? { tableView?(table, dropSessionDidEnd: session) }
    func implementedDropPreviewParametersForRowAt(_ table: UITableView, _ indexPath: IndexPath) -> UIDragPreviewParameters?? { tableView(_:dropPreviewParametersForRowAt:).map { $0(table, indexPath) } }
}
#endif
#endif
