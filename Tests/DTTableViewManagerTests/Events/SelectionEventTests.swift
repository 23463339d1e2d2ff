import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

@MainActor @Suite struct SelectionEventTests {
    @Test func tapRunsHighlightAndSelectionClosuresInUIKitOrder() throws {
        let log = EventLog()
        let controller = displayedController(items: [10, 20]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.shouldHighlight { cell, model, indexPath in
                    log.record("shouldHighlight \(model) \(indexPath.row) \(cell.model ?? -1)")
                    return true
                }
                mapping.didHighlight { _, model, _ in log.record("didHighlight \(model)") }
                mapping.didUnhighlight { _, model, _ in log.record("didUnhighlight \(model)") }
                mapping.willSelect { _, model, indexPath in
                    log.record("willSelect \(model)")
                    return indexPath
                }
                mapping.didSelect { cell, model, indexPath in log.record("didSelect \(model) \(indexPath.row) \(cell.model ?? -1)") }
            }
        }
        #expect(try controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
        expectEqual(log.entries, ["shouldHighlight 20 1 20", "didHighlight 20", "willSelect 20", "didSelect 20 1 20", "didUnhighlight 20"])
        expectEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    }

    @Test func willSelectReturningNilCancelsTheSelection() throws {
        let log = EventLog()
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.willSelect { _, _, _ in nil }
                mapping.didSelect { _, _, _ in log.record("didSelect") }
            }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(log.entries.isEmpty)
        expectNil(controller.tableView.indexPathForSelectedRow)
    }

    @Test func willSelectCanRedirectTheSelection() throws {
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self)
            manager.willSelect(EventIntCell.self) { _, _, _ in IndexPath(row: 1, section: 0) }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    }

    @Test func selectingAnotherRowDeselectsThePreviousOne() throws {
        let log = EventLog()
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self)
            manager.willDeselect(EventIntCell.self) { _, model, indexPath in
                log.record("willDeselect \(model)")
                return indexPath
            }
            manager.didDeselect(EventIntCell.self) { _, model, _ in log.record("didDeselect \(model)") }
            manager.didSelect(EventIntCell.self) { _, model, _ in log.record("didSelect \(model)") }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        try controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(log.entries, ["didSelect 1", "willDeselect 1", "didDeselect 1", "didSelect 2"])
    }

    @Test func shouldHighlightReturningFalseSkipsHighlightCallbacks() throws {
        let log = EventLog()
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.shouldHighlight(EventIntCell.self) { _, _, _ in false }
            manager.didHighlight(EventIntCell.self) { _, _, _ in log.record("didHighlight") }
            manager.didUnhighlight(EventIntCell.self) { _, _, _ in log.record("didUnhighlight") }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(log.entries.isEmpty)
    }

    @Test func accessoryTapReachesTheClosureWithTypedArguments() throws {
        let log = EventLog()
        let controller = displayedController(items: [7]) { manager in
            manager.register(EventIntCell.self)
            manager.accessoryButtonTapped(in: EventIntCell.self) { cell, model, indexPath in
                log.record("accessory \(model) \(indexPath.row) \(cell.model ?? -1)")
            }
        }
        try controller.tableView.simulateAccessoryButtonTap(at: IndexPath(row: 0, section: 0))
        expectEqual(log.entries, ["accessory 7 0 7"])
    }

    @Test func primaryActionRunsAfterSelectionWhenAllowed() throws {
        let log = EventLog()
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.canPerformPrimaryAction { _, model, _ in model == 2 }
                mapping.performPrimaryAction { _, model, _ in log.record("primary \(model)") }
            }
        }
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        try controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(log.entries, ["primary 2"])
    }

    @Test func closuresOfAnotherCellClassDoNotRunAndUIKitDefaultsApply() throws {
        let log = EventLog()
        let controller = ManagedTableViewController()
        controller.manager.register(EventIntCell.self)
        controller.manager.register(EventStringCell.self)
        controller.manager.willSelect(EventStringCell.self) { _, _, _ in nil }
        controller.manager.didSelect(EventStringCell.self) { _, model, _ in log.record("didSelect \(model)") }
        controller.manager.memoryStorage.setItems([1])
        controller.tableView.layoutIfNeeded()
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(log.entries.isEmpty)
        expectEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }
}
