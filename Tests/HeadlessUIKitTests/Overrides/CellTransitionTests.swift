import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct CellTransitionTests {
    @Test func editingModeTransitionsTheVisibleCellsToTheEditControlAndBack() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(TransitionRecordingCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = EditableListDataSource(rows: ["a"], log: EventLog())
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        let cell = try #require(tableView.visibleCells.first as? TransitionRecordingCell)
        tableView.setEditing(true, animated: true)
        tableView.layoutIfNeeded()
        tableView.setEditing(false, animated: true)
        tableView.layoutIfNeeded()
        expectEqual(cell.transitions, ["will edit", "did edit", "will normal", "did normal"])
    }

    @Test func swipeToDeleteTransitionsToTheDeleteConfirmationAlone() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(TransitionRecordingCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = EditableListDataSource(rows: ["a", "b"], log: EventLog())
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitionRecordingCell)
        let actions = try tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        expectEqual(cell.transitions, ["will delete", "did delete"])
        try #require(actions.first).tap()
        expectEqual(cell.transitions, ["will delete", "did delete", "will normal", "did normal"])
    }
}
