import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// A drag-delegate subclass adding an item to every drag and recording the session's end.
private final class RecordingDragDelegate: DTTableViewDragDelegate {
    let log = EventLog()

    override func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        super.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: point) + [UIDragItem(itemProvider: NSItemProvider(object: "extra" as NSString))]
    }

    override func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        log.record("override dragSessionDidEnd")
        super.tableView(tableView, dragSessionDidEnd: session)
    }
}

/// A drop-delegate subclass refusing empty sessions and recording where drops are proposed.
private final class RecordingDropDelegate: DTTableViewDropDelegate {
    let log = EventLog()

    override func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        !session.items.isEmpty && super.tableView(tableView, canHandle: session)
    }

    override func tableView(
        _ tableView: UITableView,
        dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        log.record("override dropSessionDidUpdate \(destinationIndexPath?.row ?? -1)")
        return super.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }
}

/// A manager subclass recording the drag and drop delegate objects it is given.
private final class RecordingManager: DTTableViewManager {
    let log = EventLog()

    override var tableDragDelegate: DTTableViewDragDelegate? {
        didSet { log.record("drag delegate \(tableDragDelegate.map { "\(type(of: $0))" } ?? "nil")") }
    }

    override var tableDropDelegate: DTTableViewDropDelegate? {
        didSet { log.record("drop delegate \(tableDropDelegate.map { "\(type(of: $0))" } ?? "nil")") }
    }
}

/// HeadlessUIKit's table does not start drags and drops; as UIKit does, these tests call the
/// table's `dragDelegate` and `dropDelegate`, which reach the subclasses' overrides.
@MainActor @Suite struct DragAndDropOverrideTests {
    @Test func tablesDragDelegateCallsReachTheOverrides() throws {
        let log = EventLog()
        var installed: RecordingDragDelegate?
        let controller = displayedController(items: [1]) { manager in
            // Installed before the events are registered: unmapped event closures live on the
            // delegate object, as upstream's do.
            let dragDelegate = RecordingDragDelegate(delegate: nil, tableViewManager: manager)
            manager.tableDragDelegate = dragDelegate
            installed = dragDelegate
            manager.register(EventIntCell.self) { mapping in
                mapping.itemsForAddingToDragSession { _, _, _, model, _ in [UIDragItem(itemProvider: NSItemProvider(object: "\(model)" as NSString))] }
            }
            manager.dragSessionDidEnd { _ in log.record("dragSessionDidEnd closure") }
        }
        let dragDelegate = try #require(installed)
        let table = controller.tableView!
        let session = HeadlessDragSession(items: [])

        let items = try #require(table.dragDelegate).tableView(table, itemsForAddingTo: session, at: IndexPath(row: 0, section: 0), point: .zero)
        try #require(table.dragDelegate).tableView(table, dragSessionDidEnd: session)

        expectEqual(items.compactMap { $0.itemProvider.headlessObject as? NSString }, ["1", "extra"])
        expectEqual(dragDelegate.log.entries, ["override dragSessionDidEnd"])
        expectEqual(log.entries, ["dragSessionDidEnd closure"])
    }

    @Test func tablesDropDelegateCallsReachTheOverrides() throws {
        var installed: RecordingDropDelegate?
        let controller = displayedController(items: [1]) { manager in
            let dropDelegate = RecordingDropDelegate(delegate: nil, tableViewManager: manager)
            manager.tableDropDelegate = dropDelegate
            installed = dropDelegate
            manager.register(EventIntCell.self)
            manager.canHandleDropSession { _ in true }
            manager.dropSessionDidUpdate { _, _ in UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        }
        let dropDelegate = try #require(installed)
        let table = controller.tableView!
        let drop = try #require(table.dropDelegate)
        let session = HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))])

        #expect(drop.tableView(table, canHandle: session))
        #expect(!drop.tableView(table, canHandle: HeadlessDropSession(items: [])))
        let proposal = drop.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(row: 0, section: 0))

        expectEqual(proposal.operation, .copy)
        expectEqual(dropDelegate.log.entries, ["override dropSessionDidUpdate 0"])
    }

    @Test func managerSubclassIsGivenTheDragAndDropDelegatesWhenManagingStarts() {
        let controller = ManagedTableViewController()
        let manager = RecordingManager()
        controller.manager = manager
        manager.startManaging(withDelegate: controller)

        expectEqual(manager.log.entries, ["drag delegate DTTableViewDragDelegate", "drop delegate DTTableViewDropDelegate"])
        expectIdentical(controller.tableView.dragDelegate, manager.tableDragDelegate)
    }
}
