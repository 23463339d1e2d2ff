import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// Editing mode changes what a selection means and which gestures a row accepts, as in UIKit.
@MainActor @Suite struct EditingModeRuleTests {
    @MainActor private struct Screen {
        let fixture: TableFixture
        let delegate: InteractionRecordingDelegate
        var table: UITableView { fixture.tableView }

        init() {
            fixture = TableFixture(sections: [ListDataSource.rows(5)], height: 220)
            delegate = InteractionRecordingDelegate(log: fixture.log)
            delegate.trailingActions = [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
                UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) },
            ]
            fixture.tableView.delegate = delegate
            fixture.log.reset()
        }
    }

    private let row0 = IndexPath(row: 0, section: 0)
    private let row1 = IndexPath(row: 1, section: 0)

    @Test func enteringEditingModeClearsTheSelectionWithoutTellingTheDelegate() throws {
        let screen = Screen()
        try screen.table.simulateTap(at: row1)
        screen.fixture.log.reset()

        screen.table.setEditing(true, animated: false)

        expectNil(screen.table.indexPathsForSelectedRows)
        expectEqual(screen.table.cellForRow(at: row1)?.isSelected, false)
        #expect(screen.fixture.log.entries.isEmpty, "UIKit clears it without didDeselect")
    }

    @Test func leavingEditingModeClearsTheRowsCheckedWhileEditing() throws {
        let screen = Screen()
        screen.table.allowsMultipleSelectionDuringEditing = true
        screen.table.setEditing(true, animated: false)
        try screen.table.simulateTap(at: row0)
        try screen.table.simulateTap(at: row1)
        expectEqual(screen.table.indexPathsForSelectedRows, [row0, row1])

        screen.table.setEditing(false, animated: true)

        expectNil(screen.table.indexPathsForSelectedRows)
        #expect(screen.table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func settingTheSameEditingStateKeepsTheSelection() throws {
        let screen = Screen()
        try screen.table.simulateTap(at: row1)

        screen.table.setEditing(false, animated: false)

        expectEqual(screen.table.indexPathsForSelectedRows, [row1])
    }

    @Test func aSwipeOpenAndClosedKeepsTheSelection() throws {
        let screen = Screen()
        try screen.table.simulateTap(at: row1)

        let actions = try screen.table.simulateSwipe(at: row0, edge: .trailing)
        #expect(screen.table.isEditing)
        actions[1].tap()

        #expect(!screen.table.isEditing)
        expectEqual(screen.table.indexPathsForSelectedRows, [row1])
    }

    @Test func inEditingModeTheDeleteControlRevealsTheTrailingActionsOnly() throws {
        let screen = Screen()
        screen.table.setEditing(true, animated: false)

        let trailing = try screen.table.simulateSwipe(at: row0, edge: .trailing)
        let leading = try screen.table.simulateSwipe(at: row1, edge: .leading)

        expectEqual(trailing.map(\.title), ["Delete", "Archive"])
        #expect(leading.isEmpty)
        trailing[1].tap()
        #expect(screen.table.isEditing, "closing the revealed actions leaves editing mode on")
    }

    @Test func rowsCheckedForABulkActionRevealNoSwipeActions() throws {
        let screen = Screen()
        screen.table.allowsMultipleSelectionDuringEditing = true
        screen.table.setEditing(true, animated: false)

        #expect(try screen.table.simulateSwipe(at: row0, edge: .trailing).isEmpty)
        #expect(try screen.table.simulateSwipe(at: row0, edge: .leading).isEmpty)
        #expect(screen.fixture.log.entries.isEmpty, "no willBeginEditingRowAt")
    }
}
