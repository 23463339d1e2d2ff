import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTTableViewManager: events registered on the manager".
@MainActor @Suite struct ManagerEventsAPITests {
    @Test func dataSourceEventsAttachToTheirMappings() {
        let screen = EventScreen()
        let manager = screen.manager
        manager.canMove(PostCell.self) { _, _, _ in true }
        manager.move(PostCell.self) { _, _, _, _ in }
        manager.sectionIndexTitles { ["A"] }
        manager.sectionForSectionIndexTitle { _, index in index }
        manager.commitEditingStyle(for: PostCell.self) { _, _, _, _ in }
        manager.canEditCell(withItem: Post.self) { _, _ in true }
        #expect(screen.unattachedEvents.isEmpty)
        screen.show()
        expectEqual(manager.tableDataSource?.tableView(screen.table, canEditRowAt: IndexPath(row: 0, section: 0)), true)
        expectEqual(manager.tableDataSource?.sectionIndexTitles(for: screen.table), ["A"])
    }

    @Test func delegateEventsAttachToTheirMappings() throws {
        let screen = EventScreen()
        let manager = screen.manager
        var selected: [Post] = []
        manager.didSelect(PostCell.self) { _, post, _ in selected.append(post) }
        manager.willSelect(PostCell.self) { _, _, indexPath in indexPath }
        manager.willDeselect(PostCell.self) { _, _, indexPath in indexPath }
        manager.didDeselect(PostCell.self) { _, _, _ in }
        manager.heightForCell(withItem: Post.self) { _, _ in 44 }
        manager.estimatedHeightForCell(withItem: Post.self) { _, _ in 44 }
        manager.indentationLevelForCell(withItem: Post.self) { _, _ in 1 }
        manager.willDisplay(PostCell.self) { _, _, _ in }
        manager.accessoryButtonTapped(in: PostCell.self) { _, _, _ in }
        manager.heightForHeader(withItem: String.self) { _, _ in 30 }
        manager.estimatedHeightForHeader(withItem: String.self) { _, _ in 30 }
        manager.heightForFooter(withItem: String.self) { _, _ in 30 }
        manager.estimatedHeightForFooter(withItem: String.self) { _, _ in 30 }
        manager.willDisplayHeaderView(TitleHeaderView.self) { _, _, _ in }
        manager.willDisplayFooterView(TitleHeaderView.self) { _, _, _ in }
        manager.willBeginEditing(PostCell.self) { _, _, _ in }
        manager.didEndEditing(PostCell.self) { _, _, _ in }
        manager.titleForDeleteConfirmationButton(in: PostCell.self) { _, _, _ in "Remove" }
        manager.editingStyle(forItem: Post.self) { _, _ in .delete }
        manager.shouldIndentWhileEditing(PostCell.self) { _, _, _ in false }
        manager.didEndDisplaying(PostCell.self) { _, _, _ in }
        manager.didEndDisplayingHeaderView(TitleHeaderView.self) { _, _, _ in }
        manager.didEndDisplayingFooterView(TitleHeaderView.self) { _, _, _ in }
        manager.shouldHighlight(PostCell.self) { _, _, _ in true }
        manager.didHighlight(PostCell.self) { _, _, _ in }
        manager.didUnhighlight(PostCell.self) { _, _, _ in }
        manager.canFocus(PostCell.self) { _, _, _ in true }
        manager.shouldUpdateFocus { _ in true }
        manager.didUpdateFocus { _, _ in }
        manager.indexPathForPreferredFocusedView { nil }
        manager.targetIndexPathForMove(PostCell.self) { proposed, _, _, _ in proposed }
        manager.leadingSwipeActionsConfiguration(for: PostCell.self) { _, _, _ in nil }
        manager.trailingSwipeActionsConfiguration(for: PostCell.self) { _, _, _ in nil }
        manager.shouldSpringLoad(PostCell.self) { _, _, _, _ in true }
        manager.shouldBeginMultipleSelectionInteraction(for: PostCell.self) { _, _, _ in true }
        manager.didBeginMultipleSelectionInteraction(for: PostCell.self) { _, _, _ in }
        manager.didEndMultipleSelectionInteraction {}
        manager.contextMenuConfiguration(for: PostCell.self) { _, _, _, _ in nil }
        manager.previewForHighlightingContextMenu { _ in nil }
        manager.previewForDismissingContextMenu { _ in nil }
        manager.selectionFollowsFocus(for: PostCell.self) { _, _, _ in false }
        #expect(screen.unattachedEvents.isEmpty)

        screen.show()
        try screen.table.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(selected, [Post(id: 1, title: "one")])
    }

    @available(*, deprecated, message: "Exercises events upstream marks deprecated on iOS 13 and tvOS 13.")
    @Test func eventsDeprecatedOnAppleSystemsAttachToTheirMappings() {
        let screen = EventScreen()
        let manager = screen.manager
        manager.editActions(for: PostCell.self) { _, _, _ in [] }
        manager.shouldShowMenu(for: PostCell.self) { _, _, _ in true }
        manager.canPerformAction(for: PostCell.self) { _, _, _, _, _ in true }
        manager.performAction(for: PostCell.self) { _, _, _, _, _ in }
        #expect(screen.unattachedEvents.isEmpty)
    }

    @Test func dragAndDropEventsAttachToTheirMappings() {
        let screen = EventScreen()
        let manager = screen.manager
        manager.itemsForBeginningDragSession(from: PostCell.self) { _, _, _, _ in [] }
        manager.itemsForAddingToDragSession(from: PostCell.self) { _, _, _, _, _ in [] }
        manager.dragPreviewParameters(for: PostCell.self) { _, _, _ in nil }
        manager.dragSessionWillBegin { _ in }
        manager.dragSessionDidEnd { _ in }
        manager.dragSessionAllowsMoveOperation { _ in true }
        manager.dragSessionIsRestrictedToDraggingApplication { _ in false }
        manager.performDropWithCoordinator { _ in }
        manager.canHandleDropSession { _ in true }
        manager.dropSessionDidEnter { _ in }
        manager.dropSessionDidUpdate { _, _ in UITableViewDropProposal(operation: .move) }
        manager.dropSessionDidExit { _ in }
        manager.dropSessionDidEnd { _ in }
        manager.dropPreviewParameters { _ in nil }
        #expect(screen.unattachedEvents.isEmpty)
    }
}
