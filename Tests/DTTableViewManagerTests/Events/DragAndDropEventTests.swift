import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// The table does not drive drag and drop; these tests call the delegate objects the way UIKit
/// does, with HeadlessUIKit's session and coordinator classes.
@MainActor @Suite struct DragEventTests {
    private func dragItem(_ text: String) -> UIDragItem {
        UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
    }

    @Test func dragItemsAndPreviewComeFromTheRowsMapping() throws {
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.itemsForBeginningDragSession { _, cell, model, _ in
                    [UIDragItem(itemProvider: NSItemProvider(object: "\(model)-\(cell.model ?? -1)" as NSString))]
                }
                mapping.dragPreviewParameters { _, model, _ in model == 1 ? UIDragPreviewParameters() : nil }
            }
            manager.itemsForAddingToDragSession(from: EventIntCell.self) { session, point, _, model, _ in
                Array(repeating: UIDragItem(itemProvider: NSItemProvider(object: "\(model)" as NSString)), count: session.items.count + Int(point.x))
            }
        }
        let table = controller.tableView!
        let delegate = try #require(table.dragDelegate)
        let session = HeadlessDragSession(items: [dragItem("a")])
        let items = delegate.tableView(table, itemsForBeginning: session, at: IndexPath(row: 1, section: 0))
        expectEqual(items.compactMap { $0.itemProvider.headlessObject as? NSString }, ["2-2"])
        expectEqual(delegate.tableView(table, itemsForAddingTo: session, at: IndexPath(row: 0, section: 0), point: CGPoint(x: 2, y: 0)).count, 3)
        expectNotNil(delegate.tableView(table, dragPreviewParametersForRowAt: IndexPath(row: 0, section: 0)))
        expectNil(delegate.tableView(table, dragPreviewParametersForRowAt: IndexPath(row: 1, section: 0)))
        expectEqual(table.headlessCachedResponse(to: .dragPreviewParametersForRowAt), true)
    }

    @Test func dragSessionClosuresReceiveTheSession() throws {
        let log = EventLog()
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.dragSessionWillBegin { session in log.record("begin \(session.items.count)") }
            manager.dragSessionDidEnd { session in log.record("end \(session.items.count)") }
            manager.dragSessionAllowsMoveOperation { session in session.items.count == 1 }
            manager.dragSessionIsRestrictedToDraggingApplication { _ in true }
        }
        let table = controller.tableView!
        let delegate = try #require(table.dragDelegate)
        let session = HeadlessDragSession(items: [dragItem("a")])
        delegate.tableView(table, dragSessionWillBegin: session)
        #expect(delegate.tableView(table, dragSessionAllowsMoveOperation: session))
        #expect(!delegate.tableView(table, dragSessionAllowsMoveOperation: HeadlessDragSession()))
        #expect(delegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session))
        delegate.tableView(table, dragSessionDidEnd: session)
        expectEqual(log.entries, ["begin 1", "end 1"])
        for method: HeadlessTableViewMethod in [.dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication] {
            expectEqual(table.headlessCachedResponse(to: method), true, "\(method)")
        }
        expectEqual(table.headlessCachedResponse(to: .itemsForAddingToSession), false)
    }
}

@MainActor @Suite struct DropEventTests {
    @Test func dropSessionClosuresRunInUIKitOrder() throws {
        let log = EventLog()
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.canHandleDropSession { session in
                log.record("canHandle")
                return !session.items.isEmpty
            }
            manager.dropSessionDidEnter { _ in log.record("enter") }
            manager.dropSessionDidUpdate { _, destination in
                log.record("update \(destination?.row ?? -1)")
                return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            }
            manager.dropSessionDidExit { _ in log.record("exit") }
            manager.dropSessionDidEnd { _ in log.record("end") }
            manager.dropPreviewParameters { indexPath in indexPath.row == 0 ? UIDragPreviewParameters() : nil }
        }
        let table = controller.tableView!
        let delegate = try #require(table.dropDelegate)
        let session = HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))])
        #expect(delegate.tableView(table, canHandle: session))
        delegate.tableView(table, dropSessionDidEnter: session)
        let proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(row: 0, section: 0))
        expectEqual(proposal.operation, .copy)
        expectEqual(proposal.intent, .insertAtDestinationIndexPath)
        delegate.tableView(table, dropSessionDidExit: session)
        delegate.tableView(table, dropSessionDidEnd: session)
        expectEqual(log.entries, ["canHandle", "enter", "update 0", "exit", "end"])
        expectNotNil(delegate.tableView(table, dropPreviewParametersForRowAt: IndexPath(row: 0, section: 0)))
        expectNil(delegate.tableView(table, dropPreviewParametersForRowAt: IndexPath(row: 1, section: 0)))
    }

    @Test func placeholderCommitInsertsTheDroppedModelIntoMemoryStorage() throws {
        let log = EventLog()
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.register(EventIntCell.self)
        manager.memoryStorage.setItems([1, 2])
        controller.tableView.layoutIfNeeded()
        var contexts: [DTTableViewDropPlaceholderContext] = []
        manager.performDropWithCoordinator { [unowned manager] coordinator in
            guard let item = coordinator.items.first?.dragItem, let destination = coordinator.destinationIndexPath else { return }
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "EventIntCell", rowHeight: 44)
            contexts.append(manager.drop(item, to: placeholder, with: coordinator))
        }
        let session = HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "42" as NSString))])
        let coordinator = HeadlessTableViewDropCoordinator(session: session, destinationIndexPath: IndexPath(row: 1, section: 0),
                                                           proposal: UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        let table = controller.tableView!
        expectEqual(table.headlessCachedResponse(to: .performDropWithCoordinator), true)
        try #require(table.dropDelegate).tableView(table, performDropWith: coordinator)
        let context = try #require(contexts.first)
        context.commitInsertion(ofItem: 42) { indexPath in log.record("inserted at \(indexPath.row)") }
        expectEqual(manager.memoryStorage.items(inSection: 0)?.compactMap { $0 as? Int }, [1, 42, 2])
        expectEqual(log.entries, ["inserted at 1"])
        expectEqual((context.context as? HeadlessTableViewDropPlaceholderContext)?.state, .committed(IndexPath(row: 1, section: 0)))
        #expect(!context.deletePlaceholder())
    }

    @Test func deletingThePlaceholderLeavesTheStorageUnchanged() throws {
        let controller = displayedController(items: [1]) { manager in manager.register(EventIntCell.self) }
        let manager = controller.manager
        let coordinator = HeadlessTableViewDropCoordinator(session: HeadlessDropSession(), destinationIndexPath: nil,
                                                           proposal: UITableViewDropProposal(operation: .copy, intent: .automatic))
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "EventIntCell", rowHeight: 44)
        let context = manager.drop(UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString)), to: placeholder, with: coordinator)
        #expect(context.deletePlaceholder())
        context.commitInsertion(ofItem: 5)
        expectEqual(manager.memoryStorage.items(inSection: 0)?.compactMap { $0 as? Int }, [1])
    }
}
