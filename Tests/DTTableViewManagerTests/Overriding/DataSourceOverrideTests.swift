import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// A data-source subclass overriding the moving and editing members: each records the call, then
/// runs the library's behaviour through `super`.
private final class RecordingDataSource: DTTableViewDataSource {
    let log = EventLog()

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.record("override canMove \(indexPath.row)")
        return super.tableView(tableView, canMoveRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.record("override move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.row != 0 && super.tableView(tableView, canEditRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.record("override commit \(indexPath.row)")
        super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
}

/// The table's own calls to its data source reach a `DTTableViewDataSource` subclass's overrides.
@MainActor @Suite struct DataSourceOverrideTests {
    private func controllerWithRecordingDataSource(
        items: [Int],
        _ configure: @escaping (TableViewCellModelMapping<EventIntCell, Int>, EventLog) -> Void
    ) -> (ManagedTableViewController, RecordingDataSource) {
        let controller = ManagedTableViewController()
        let dataSource = RecordingDataSource(delegate: controller, tableViewManager: controller.manager)
        controller.manager.tableDataSource = dataSource
        controller.manager.register(EventIntCell.self) { mapping in configure(mapping, dataSource.log) }
        controller.manager.memoryStorage.setItems(items)
        controller.tableView.layoutIfNeeded()
        return (controller, dataSource)
    }

    @Test func reorderingReachesOverriddenMoveMethods() throws {
        let (controller, dataSource) = controllerWithRecordingDataSource(items: [1, 2, 3]) { mapping, log in
            mapping.canMove { _, _, _ in true }
            mapping.moveRowTo { destination, _, model, _ in log.record("moveRowTo closure \(model) to \(destination.row)") }
        }
        controller.tableView.setEditing(true, animated: false)
        controller.tableView.layoutIfNeeded()
        dataSource.log.reset()

        let destination = try controller.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))

        expectEqual(destination, IndexPath(row: 2, section: 0))
        #expect(dataSource.log.entries.contains("override canMove 0"))
        expectEqual(dataSource.log.entries.suffix(2), ["override move 0 to 2", "moveRowTo closure 1 to 2"])
    }

    @Test func commitReachesOverriddenEditingMethods() throws {
        let (controller, dataSource) = controllerWithRecordingDataSource(items: [1, 2]) { mapping, log in
            mapping.canEditCell { _, _ in true }
            mapping.commitEditingStyle { _, _, model, _ in log.record("commit closure \(model)") }
        }
        dataSource.log.reset()

        #expect(try controller.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).isEmpty)
        controller.tableView.setEditing(true, animated: false)
        #expect(try controller.tableView.simulateCommit(.delete, forRowAt: IndexPath(row: 1, section: 0)))

        expectEqual(dataSource.log.entries, ["override commit 1", "commit closure 2"])
    }
}
