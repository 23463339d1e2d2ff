import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// Events registered on one of several mappings that apply to the same model: the closure runs
/// even when another mapping displays the row, as in DTTableViewManager 11.
@MainActor @Suite struct OverlappingMappingEventTests {
    @Test func prefetchClosureOfASecondRegistrationRunsForEveryRow() {
        let log = EventLog()
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.anomalyHandler.anomalyAction = { _ in }
        manager.register(EventIntCell.self)
        manager.register(EventIntCell.self) { mapping in
            mapping.prefetch { model, indexPath in log.record("prefetch \(model) at \(indexPath.row)") }
            mapping.cancelPrefetch { model, _ in log.record("cancel \(model)") }
        }
        manager.memoryStorage.setItems([1, 2])
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
        manager.tablePrefetchDataSource?.tableView(controller.tableView, prefetchRowsAt: rows)
        manager.tablePrefetchDataSource?.tableView(controller.tableView, cancelPrefetchingForRowsAt: rows)
        expectEqual(log.entries, ["prefetch 1 at 0", "prefetch 2 at 1", "cancel 1", "cancel 2"])
    }

    @Test func displayingMappingsOwnClosureWinsOverALaterRegistration() throws {
        let log = EventLog()
        let controller = displayedController(items: [7]) { manager in
            manager.anomalyHandler.anomalyAction = { _ in }
            manager.register(EventIntCell.self) { $0.didSelect { _, model, _ in log.record("first \(model)") } }
            manager.register(EventIntCell.self) { $0.didSelect { _, model, _ in log.record("second \(model)") } }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(log.entries, ["first 7"])
    }

    @Test func cellClosureOfALaterRegistrationRunsWhenTheFirstHasNone() throws {
        let log = EventLog()
        let controller = displayedController(items: [7]) { manager in
            manager.anomalyHandler.anomalyAction = { _ in }
            manager.register(EventIntCell.self)
            manager.register(EventIntCell.self) { $0.didSelect { cell, model, _ in log.record("\(type(of: cell)) \(model)") } }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(log.entries, ["EventIntCell 7"])
    }

    @Test func closureOfAMappingWhoseConditionDoesNotApplyNeverRuns() throws {
        let log = EventLog()
        let controller = displayedController(items: [7]) { manager in
            manager.register(EventIntCell.self)
            manager.register(EventIntCell.self) { mapping in
                mapping.condition = .section(1)
                mapping.didSelect { _, model, _ in log.record("section 1 \(model)") }
            }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(log.entries.isEmpty)
    }
}
