import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

// Subclasses overriding every member upstream declares `open` on the delegate objects and the
// manager, with upstream's signatures: a member that is not overridable, or whose signature
// differs, fails to compile here. The behaviour of overrides is tested in
// `Tests/DTTableViewManagerTests/Overriding`.

/// Overrides all 46 members upstream declares `open`.
private final class EveryOpenMemberDelegate: DTTableViewDelegate {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { super.tableView(tableView, viewForHeaderInSection: section) }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { super.tableView(tableView, viewForFooterInSection: section) }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { super.tableView(tableView, heightForHeaderInSection: section) }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { super.tableView(tableView, heightForFooterInSection: section) }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { super.tableView(tableView, estimatedHeightForHeaderInSection: section) }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { super.tableView(tableView, estimatedHeightForFooterInSection: section) }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { super.tableView(tableView, willSelectRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { super.tableView(tableView, didSelectRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { super.tableView(tableView, willDeselectRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { super.tableView(tableView, didDeselectRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath) }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { super.tableView(tableView, shouldHighlightRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { super.tableView(tableView, didHighlightRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { super.tableView(tableView, didUnhighlightRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { super.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { super.tableView(tableView, willDisplayHeaderView: view, forSection: section) }
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) { super.tableView(tableView, willDisplayFooterView: view, forSection: section) }
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { super.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section) }
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) { super.tableView(tableView, didEndDisplayingFooterView: view, forSection: section) }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { super.tableView(tableView, heightForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { super.tableView(tableView, estimatedHeightForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { super.tableView(tableView, indentationLevelForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { super.tableView(tableView, editingStyleForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { super.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { super.tableView(tableView, willBeginEditingRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { super.tableView(tableView, didEndEditingRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { super.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) }
    @available(iOS, deprecated: 13.0)
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { super.tableView(tableView, editActionsForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { super.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath) }
    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { super.tableView(tableView, canFocusRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { super.tableView(tableView, shouldUpdateFocusIn: context) }
    override func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { super.tableView(tableView, didUpdateFocusIn: context, with: coordinator) }
    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { super.indexPathForPreferredFocusedView(in: tableView) }
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { super.tableView(tableView, shouldShowMenuForRowAt: indexPath) }
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    override func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool { super.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender) }
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    override func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) { super.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender) }
    override func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool { super.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context) }
    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { super.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) }
    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) { super.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath) }
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { super.tableViewDidEndMultipleSelectionInteraction(tableView) }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point) }
    override func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { super.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration) }
    override func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { super.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration) }
}

/// Overrides all 11 members upstream declares `open`.
private final class EveryOpenMemberDataSource: DTTableViewDataSource {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { super.tableView(tableView, numberOfRowsInSection: section) }
    override func numberOfSections(in tableView: UITableView) -> Int { super.numberOfSections(in: tableView) }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { super.tableView(tableView, cellForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { super.tableView(tableView, titleForHeaderInSection: section) }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { super.tableView(tableView, titleForFooterInSection: section) }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) { super.tableView(tableView, commit: editingStyle, forRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { super.tableView(tableView, canEditRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { super.tableView(tableView, canMoveRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath) }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { super.sectionIndexTitles(for: tableView) }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { super.tableView(tableView, sectionForSectionIndexTitle: title, at: index) }
}

/// Overrides all 7 members upstream declares `open`.
private final class EveryOpenMemberDragDelegate: DTTableViewDragDelegate {
    override func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { super.tableView(tableView, itemsForBeginning: session, at: indexPath) }
    override func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { super.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point) }
    override func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { super.tableView(tableView, dragPreviewParametersForRowAt: indexPath) }
    override func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { super.tableView(tableView, dragSessionWillBegin: session) }
    override func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { super.tableView(tableView, dragSessionDidEnd: session) }
    override func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { super.tableView(tableView, dragSessionAllowsMoveOperation: session) }
    override func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { super.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) }
}

/// Overrides all 7 members upstream declares `open`.
private final class EveryOpenMemberDropDelegate: DTTableViewDropDelegate {
    override func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) { super.tableView(tableView, performDropWith: coordinator) }
    override func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { super.tableView(tableView, canHandle: session) }
    override func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) { super.tableView(tableView, dropSessionDidEnter: session) }
    override func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal { super.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath) }
    override func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) { super.tableView(tableView, dropSessionDidExit: session) }
    override func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) { super.tableView(tableView, dropSessionDidEnd: session) }
    override func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { super.tableView(tableView, dropPreviewParametersForRowAt: indexPath) }
}

/// Overrides the manager members upstream declares `open` that are declared in extensions there.
private final class EveryOpenMemberManager: DTTableViewManager {
    override var tableDragDelegate: DTTableViewDragDelegate? { get { super.tableDragDelegate } set { super.tableDragDelegate = newValue } }
    override var tableDropDelegate: DTTableViewDropDelegate? { get { super.tableDropDelegate } set { super.tableDropDelegate = newValue } }
    override func configureDiffableDataSource<SectionIdentifier, ItemIdentifier>(
        modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any
    ) -> UITableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>
    where SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable {
        super.configureDiffableDataSource(modelProvider: modelProvider)
    }
}

/// Inventory group "Overriding": every upstream `open` member of the delegate objects and the
/// manager, overridden.
@MainActor @Suite struct OpenDelegateMembersAPITests {
    @Test func subclassesOverridingEveryOpenMemberDriveTheTableAsTheBaseClassesDo() throws {
        let owner = ManagedTableViewController()
        let manager = EveryOpenMemberManager()
        owner.manager = manager
        manager.startManaging(withDelegate: owner)
        manager.tableDelegate = EveryOpenMemberDelegate(delegate: owner, tableViewManager: manager)
        manager.tableDataSource = EveryOpenMemberDataSource(delegate: owner, tableViewManager: manager)
        manager.tableDragDelegate = EveryOpenMemberDragDelegate(delegate: owner, tableViewManager: manager)
        manager.tableDropDelegate = EveryOpenMemberDropDelegate(delegate: owner, tableViewManager: manager)
        var selected: [Post] = []
        manager.register(PostCell.self) { mapping in
            mapping.didSelect { _, post, _ in selected.append(post) }
        }
        manager.memoryStorage.setItems([Post(id: 1, title: "one"), Post(id: 2, title: "two")])
        owner.tableView.layoutIfNeeded()

        #expect(try owner.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))

        expectEqual(selected, [Post(id: 2, title: "two")])
        #expect(owner.tableView.dragDelegate is EveryOpenMemberDragDelegate)
        #expect(owner.tableView.dropDelegate is EveryOpenMemberDropDelegate)
        let dataSource: UITableViewDiffableDataSource<Int, Int> = manager.configureDiffableDataSource { _, id in Post(id: id, title: "\(id)") }
        expectIdentical(manager.storage, dataSource)
    }
}
