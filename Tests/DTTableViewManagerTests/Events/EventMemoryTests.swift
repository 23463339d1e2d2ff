import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

@MainActor @Suite struct EventMemoryTests {
    @Test func weaklyCapturingClosuresLeaveNoCycle() throws {
        weak var weakController: ManagedTableViewController?
        weak var weakManager: DTTableViewManager?
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        var selections = 0
        do {
            let controller = ManagedTableViewController()
            controller.manager.register(EventIntCell.self) { [weak controller] mapping in
                mapping.didSelect { _, _, _ in
                    guard controller != nil else { return }
                    selections += 1
                }
                mapping.heightForCell { [weak controller] _, _ in controller?.tableView.rowHeight ?? 44 }
            }
            controller.manager.shouldUpdateFocus { [weak controller] _ in controller != nil }
            controller.manager.memoryStorage.setItems([1, 2])
            controller.tableView.layoutIfNeeded()
            try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
            weakController = controller
            weakManager = controller.manager
            weakTable = controller.tableView
            weakCell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        }
        expectEqual(selections, 1)
        expectNil(weakController)
        expectNil(weakManager)
        expectNil(weakTable)
        expectNil(weakCell)
    }
}
