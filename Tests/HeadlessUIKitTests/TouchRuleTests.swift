import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// Simulated touches follow UIKit's hit-testing and selection rules, and fail loudly off screen.
@MainActor @Suite struct TouchRuleTests {
    @MainActor private struct Screen {
        let fixture: TableFixture
        let delegate: InteractionRecordingDelegate
        var table: UITableView { fixture.tableView }

        init(rows: Int = 20) {
            fixture = TableFixture(sections: [ListDataSource.rows(rows)], height: 132)
            delegate = InteractionRecordingDelegate(log: fixture.log)
            fixture.tableView.delegate = delegate
            fixture.log.reset()
        }
    }

    private let row1 = IndexPath(row: 1, section: 0)

    @Test func aCellWithUserInteractionDisabledIsNotSelected() throws {
        let screen = Screen()
        try #require(screen.table.cellForRow(at: row1)).isUserInteractionEnabled = false
        #expect(try !screen.table.simulateTap(at: row1))
        #expect(screen.fixture.log.entries.isEmpty)
        expectNil(screen.table.indexPathForSelectedRow)
    }

    @Test func hiddenOrTransparentCellsAndTablesReceiveNoTouch() throws {
        let screen = Screen()
        let cell = try #require(screen.table.cellForRow(at: row1))
        cell.isHidden = true
        #expect(try !screen.table.simulateTap(at: row1))
        cell.isHidden = false
        cell.alpha = 0.005
        #expect(try screen.table.simulateSwipe(at: row1, edge: .trailing).isEmpty)
        cell.alpha = 1
        screen.table.isHidden = true
        #expect(try !screen.table.simulateAccessoryButtonTap(at: row1))
        screen.table.isHidden = false
        screen.table.isUserInteractionEnabled = false
        try expectNil(screen.table.simulateContextMenu(at: row1))
        #expect(screen.fixture.log.entries.isEmpty)
        screen.table.isUserInteractionEnabled = true
        #expect(try screen.table.simulateTap(at: row1))
    }

    @Test func selectionFollowsAllowsSelectionAndEditingMode() throws {
        let screen = Screen()
        screen.table.allowsSelection = false
        #expect(try !screen.table.simulateTap(at: row1))
        screen.table.isEditing = true
        #expect(try !screen.table.simulateTap(at: row1), "allowsSelectionDuringEditing is false by default")
        screen.table.allowsSelectionDuringEditing = true
        screen.table.allowsMultipleSelectionDuringEditing = true
        try screen.table.simulateTap(at: row1)
        try screen.table.simulateTap(at: IndexPath(row: 2, section: 0))
        expectEqual(screen.table.indexPathsForSelectedRows, [row1, IndexPath(row: 2, section: 0)])
    }

    @Test func allowingMultipleSelectionDuringEditingAlsoAllowsSelectionDuringEditing() throws {
        let screen = Screen()
        screen.table.allowsMultipleSelectionDuringEditing = true
        #expect(screen.table.allowsSelectionDuringEditing)
        screen.table.isEditing = true
        #expect(try screen.table.simulateTap(at: row1))
        #expect(try screen.table.simulateTap(at: IndexPath(row: 2, section: 0)))
        expectEqual(screen.table.indexPathsForSelectedRows, [row1, IndexPath(row: 2, section: 0)])
        screen.table.allowsMultipleSelectionDuringEditing = false
        #expect(screen.table.allowsSelectionDuringEditing, "turning it off leaves single selection on")
    }

    @Test func touchingARowOffScreenThrowsNamingTheRowAndTheVisibleRange() {
        let screen = Screen()
        #expect {
            try screen.table.simulateTap(at: IndexPath(row: 12, section: 0))
        } throws: { error in
            let touch = error as? UITableView.HeadlessTouchError
            return touch?.indexPath == IndexPath(row: 12, section: 0)
                && "\(error)".contains("row 12 of section 0 is not on screen")
                && "\(error)".contains("rows [0, 0] to [0, 2]")
        }
        #expect(screen.fixture.log.entries.isEmpty)
    }

    @Test func touchingATableWithoutAFrameThrowsSayingSo() {
        let table = UITableView(frame: .zero, style: .plain)
        let dataSource = ListDataSource(sections: [["one"]])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = dataSource
        #expect {
            try table.simulateTap(at: IndexPath(row: 0, section: 0))
        } throws: { error in
            "\(error)".contains("the table shows no rows (bounds 0.0×0.0") && "\(error)".contains("give the table a frame")
        }
    }

    @Test func everyRowGestureFailsOffScreen() {
        let screen = Screen()
        let offScreen = IndexPath(row: 15, section: 0)
        #expect(throws: UITableView.HeadlessTouchError.self) { try screen.table.simulateAccessoryButtonTap(at: offScreen) }
        #expect(throws: UITableView.HeadlessTouchError.self) { try screen.table.simulateSwipe(at: offScreen, edge: .leading) }
        #expect(throws: UITableView.HeadlessTouchError.self) { try screen.table.simulateCommit(.delete, forRowAt: offScreen) }
        #expect(throws: UITableView.HeadlessTouchError.self) { try screen.table.simulateMove(from: offScreen, to: row1) }
        #expect(throws: UITableView.HeadlessTouchError.self) { try screen.table.simulateContextMenu(at: offScreen) }
    }

    @Test func aRowScrolledIntoViewCanBeTapped() throws {
        let screen = Screen()
        let row = IndexPath(row: 15, section: 0)
        screen.table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(try screen.table.simulateTap(at: row))
        expectEqual(screen.table.indexPathForSelectedRow, row)
    }
}
