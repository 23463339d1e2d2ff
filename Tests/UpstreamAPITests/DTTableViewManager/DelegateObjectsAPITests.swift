import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTTableViewManager: delegate objects".
@MainActor @Suite struct DelegateObjectsAPITests {
    private let row = IndexPath(row: 0, section: 0)

    @Test func dataSourceAnswersFromTheStorage() throws {
        let screen = EventScreen()
        screen.show()
        let table = screen.table
        let dataSource = try #require(screen.manager.tableDataSource)
        _ = DTTableViewDelegateWrapper(delegate: screen.owner, tableViewManager: screen.manager)
        expectEqual(dataSource.numberOfSections(in: table), 1)
        expectEqual(dataSource.tableView(table, numberOfRowsInSection: 0), 1)
        #expect(dataSource.tableView(table, cellForRowAt: row) is PostCell)
        expectNil(dataSource.tableView(table, titleForHeaderInSection: 0))
        expectNil(dataSource.tableView(table, titleForFooterInSection: 0))
        _ = dataSource.tableView(table, canEditRowAt: row)
        _ = dataSource.tableView(table, canMoveRowAt: row)
        dataSource.tableView(table, commit: .delete, forRowAt: row)
        dataSource.tableView(table, moveRowAt: row, to: row)
        expectNil(dataSource.sectionIndexTitles(for: table))
        expectEqual(dataSource.tableView(table, sectionForSectionIndexTitle: "A", at: 0), 0)
    }

    @Test func delegateAnswersEveryUpstreamMethod() throws {
        let screen = EventScreen()
        screen.show()
        let table = screen.table
        let delegate = try #require(screen.manager.tableDelegate)
        let cell = try #require(table.cellForRow(at: row))
        let header = try #require(delegate.tableView(table, viewForHeaderInSection: 0))
        let footer = try #require(delegate.tableView(table, viewForFooterInSection: 0))
        delegate.tableView(table, willDisplay: cell, forRowAt: row)
        delegate.tableView(table, willDisplayHeaderView: header, forSection: 0)
        delegate.tableView(table, willDisplayFooterView: footer, forSection: 0)
        _ = delegate.tableView(table, heightForHeaderInSection: 0)
        _ = delegate.tableView(table, estimatedHeightForHeaderInSection: 0)
        _ = delegate.tableView(table, heightForFooterInSection: 0)
        _ = delegate.tableView(table, estimatedHeightForFooterInSection: 0)
        expectEqual(delegate.tableView(table, willSelectRowAt: row), row)
        expectEqual(delegate.tableView(table, willDeselectRowAt: row), row)
        delegate.tableView(table, didSelectRowAt: row)
        delegate.tableView(table, didDeselectRowAt: row)
        _ = delegate.tableView(table, heightForRowAt: row)
        _ = delegate.tableView(table, estimatedHeightForRowAt: row)
        expectEqual(delegate.tableView(table, indentationLevelForRowAt: row), 0)
        delegate.tableView(table, accessoryButtonTappedForRowWith: row)
        delegate.tableView(table, willBeginEditingRowAt: row)
        delegate.tableView(table, didEndEditingRowAt: row)
        _ = delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: row)
        _ = delegate.tableView(table, editingStyleForRowAt: row)
        _ = delegate.tableView(table, shouldIndentWhileEditingRowAt: row)
        delegate.tableView(table, didEndDisplaying: cell, forRowAt: row)
        delegate.tableView(table, didEndDisplayingHeaderView: header, forSection: 0)
        delegate.tableView(table, didEndDisplayingFooterView: footer, forSection: 0)
        #expect(delegate.tableView(table, shouldHighlightRowAt: row))
        delegate.tableView(table, didHighlightRowAt: row)
        delegate.tableView(table, didUnhighlightRowAt: row)
        _ = delegate.tableView(table, canFocusRowAt: row)
        expectNil(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row))
        expectNil(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row))
        _ = delegate.tableView(table, shouldSpringLoadRowAt: row, with: HeadlessSpringLoadedInteractionContext())
        expectEqual(delegate.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: row), row)
        _ = delegate.tableView(table, shouldUpdateFocusIn: UITableViewFocusUpdateContext(headlessPreviouslyFocusedIndexPath: nil, nextFocusedIndexPath: row))
        delegate.tableView(table, didUpdateFocusIn: UITableViewFocusUpdateContext(headlessPreviouslyFocusedIndexPath: nil, nextFocusedIndexPath: row), with: UIFocusAnimationCoordinator())
        _ = delegate.indexPathForPreferredFocusedView(in: table)
        _ = delegate.tableView(table, shouldBeginMultipleSelectionInteractionAt: row)
        delegate.tableView(table, didBeginMultipleSelectionInteractionAt: row)
        delegate.tableViewDidEndMultipleSelectionInteraction(table)
        expectNil(delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero))
        let configuration = UIContextMenuConfiguration()
        _ = delegate.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration)
        _ = delegate.tableView(table, previewForDismissingContextMenuWithConfiguration: configuration)
        _ = delegate.tableView(table, selectionFollowsFocusForRowAt: row)
        _ = delegate.tableView(table, canPerformPrimaryActionForRowAt: row)
        delegate.tableView(table, performPrimaryActionForRowAt: row)
    }

    @available(*, deprecated, message: "Exercises delegate methods UIKit deprecates on iOS 13 and tvOS 13.")
    @Test func delegateAnswersMethodsDeprecatedOnAppleSystems() throws {
        let screen = EventScreen()
        screen.show()
        let delegate = try #require(screen.manager.tableDelegate)
        _ = delegate.tableView(screen.table, editActionsForRowAt: row)
        _ = delegate.tableView(screen.table, shouldShowMenuForRowAt: row)
        _ = delegate.tableView(screen.table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil)
        delegate.tableView(screen.table, performAction: Selector("copy:"), forRowAt: row, withSender: nil)
    }

    @Test func prefetchDragAndDropObjectsAnswerEveryUpstreamMethod() throws {
        let screen = EventScreen()
        screen.show()
        let table = screen.table
        let prefetch = try #require(screen.manager.tablePrefetchDataSource)
        prefetch.tableView(table, prefetchRowsAt: [row])
        prefetch.tableView(table, cancelPrefetchingForRowsAt: [row])

        let drag = try #require(screen.manager.tableDragDelegate)
        let dragSession = HeadlessDragSession()
        #expect(drag.tableView(table, itemsForBeginning: dragSession, at: row).isEmpty)
        #expect(drag.tableView(table, itemsForAddingTo: dragSession, at: row, point: .zero).isEmpty)
        expectNil(drag.tableView(table, dragPreviewParametersForRowAt: row))
        drag.tableView(table, dragSessionWillBegin: dragSession)
        drag.tableView(table, dragSessionDidEnd: dragSession)
        #expect(drag.tableView(table, dragSessionAllowsMoveOperation: dragSession))
        #expect(!drag.tableView(table, dragSessionIsRestrictedToDraggingApplication: dragSession))

        let drop = try #require(screen.manager.tableDropDelegate)
        let dropSession = HeadlessDropSession()
        let coordinator = HeadlessTableViewDropCoordinator(session: dropSession, destinationIndexPath: row,
                                                           proposal: UITableViewDropProposal(operation: .copy))
        drop.tableView(table, performDropWith: coordinator)
        #expect(drop.tableView(table, canHandle: dropSession))
        drop.tableView(table, dropSessionDidEnter: dropSession)
        _ = drop.tableView(table, dropSessionDidUpdate: dropSession, withDestinationIndexPath: row)
        drop.tableView(table, dropSessionDidExit: dropSession)
        drop.tableView(table, dropSessionDidEnd: dropSession)
        expectNil(drop.tableView(table, dropPreviewParametersForRowAt: row))
    }

    @Test func dropPlaceholderContextCommitsTheDroppedItemIntoTheStorage() async throws {
        let screen = EventScreen()
        screen.show()
        let coordinator = HeadlessTableViewDropCoordinator(session: HeadlessDropSession(), destinationIndexPath: nil,
                                                           proposal: UITableViewDropProposal(operation: .copy))
        func placeholder(at row: Int) -> UITableViewDropPlaceholder {
            UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: row, section: 0), reuseIdentifier: "PostCell", rowHeight: 44)
        }
        let item = UIDragItem(itemProvider: NSItemProvider())
        let first = screen.manager.drop(item, to: placeholder(at: 1), with: coordinator)
        let second = screen.manager.drop(UIDragItem(itemProvider: NSItemProvider()), to: placeholder(at: 2), with: coordinator)
        expectIdentical(first.context.dragItem, item)
        first.commitInsertion(ofItem: Post(id: 2, title: "two"))
        await withCheckedContinuation { continuation in
            second.commitInsertion(ofItem: Post(id: 3, title: "three")) { _ in continuation.resume() }
        }
        expectEqual(screen.manager.memoryStorage.items(inSection: 0)?.compactMap { ($0 as? Post)?.id }, [1, 2, 3])

        let discarded = DTTableViewDropPlaceholderContext(context: coordinator.drop(item, to: placeholder(at: 3)), storage: screen.manager.storage)
        #expect(discarded.deletePlaceholder())
    }
}
