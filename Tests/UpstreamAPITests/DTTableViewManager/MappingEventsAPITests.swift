import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTTableViewManager: events registered on mappings".
@MainActor @Suite struct MappingEventsAPITests {
    @Test func cellMappingEventsAreAttachedToTheMapping() {
        var registered: TableViewCellModelMapping<PostCell, Post>?
        let screen = EventScreen(cellMapping: { mapping in
            registered = mapping
            mapping.didSelect { _, _, _ in }
            mapping.willSelect { _, _, indexPath in indexPath }
            mapping.willDeselect { _, _, indexPath in indexPath }
            mapping.didDeselect { _, _, _ in }
            mapping.heightForCell { _, _ in 44 }
            mapping.estimatedHeightForCell { _, _ in 44 }
            mapping.indentationLevelForCell { _, _ in 0 }
            mapping.willDisplay { _, _, _ in }
            mapping.accessoryButtonTapped { _, _, _ in }
            mapping.willBeginEditing { _, _, _ in }
            mapping.didEndEditing { _, _, _ in }
            mapping.titleForDeleteConfirmationButton { _, _, _ in nil }
            mapping.selectionFollowsFocus { _, _, _ in true }
            mapping.editingStyle { _, _ in .none }
            mapping.shouldIndentWhileEditing { _, _, _ in true }
            mapping.didEndDisplaying { _, _, _ in }
            mapping.shouldHighlight { _, _, _ in true }
            mapping.didHighlight { _, _, _ in }
            mapping.didUnhighlight { _, _, _ in }
            mapping.canFocus { _, _, _ in true }
            mapping.targetIndexPathForMove { proposed, _, _, _ in proposed }
            mapping.leadingSwipeActionsConfiguration { _, _, _ in nil }
            mapping.trailingSwipeActionsConfiguration { _, _, _ in nil }
            mapping.shouldSpringLoad { _, _, _, _ in true }
            mapping.shouldBeginMultipleSelectionInteraction { _, _, _ in true }
            mapping.didBeginMultipleSelectionInteraction { _, _, _ in }
            mapping.contextMenuConfiguration { _, _, _, _ in nil }
            mapping.canPerformPrimaryAction { _, _, _ in true }
            mapping.performPrimaryAction { _, _, _ in }
            mapping.canMove { _, _, _ in true }
            mapping.moveRowTo { _, _, _, _ in }
            mapping.commitEditingStyle { _, _, _, _ in }
            mapping.canEditCell { _, _ in true }
            mapping.prefetch { _, _ in }
            mapping.cancelPrefetch { _, _ in }
            mapping.itemsForBeginningDragSession { _, _, _, _ in [] }
            mapping.itemsForAddingToDragSession { _, _, _, _, _ in [] }
            mapping.dragPreviewParameters { _, _, _ in nil }
        })
        expectEqual(registered?.reactions.count, 38)
        screen.show()
        expectEqual(screen.manager.tableDelegate?.tableView(screen.table, heightForRowAt: IndexPath(row: 0, section: 0)), 44)
    }

    @Test func headerFooterMappingEventsAreAttachedToTheMapping() {
        var registered: [TableViewHeaderFooterViewModelMapping<TitleHeaderView, String>] = []
        let screen = EventScreen(headerMapping: { mapping in
            registered.append(mapping)
            mapping.heightForHeader { _, _ in 30 }
            mapping.estimatedHeightForHeader { _, _ in 30 }
            mapping.heightForFooter { _, _ in 20 }
            mapping.estimatedHeightForFooter { _, _ in 20 }
            mapping.willDisplayHeaderView { _, _, _ in }
            mapping.willDisplayFooterView { _, _, _ in }
            mapping.didEndDisplayingHeaderView { _, _, _ in }
            mapping.didEndDisplayingFooterView { _, _, _ in }
        })
        expectEqual(registered.map(\.reactions.count), [8, 8])
        screen.show()
        expectEqual(screen.manager.tableDelegate?.tableView(screen.table, heightForFooterInSection: 0), 20)
    }
}
