import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct InteractionTests {
    @MainActor private struct Screen {
        let fixture: TableFixture
        let delegate: InteractionRecordingDelegate

        init(rows: Int = 5) {
            fixture = TableFixture(sections: [ListDataSource.rows(rows)])
            delegate = InteractionRecordingDelegate(log: fixture.log)
            fixture.tableView.delegate = delegate
            fixture.log.reset()
        }
    }

    @Test func tapRunsHighlightThenSelectionSequence() throws {
        let screen = Screen()
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(screen.fixture.log.entries == [
            "shouldHighlight 0-1", "didHighlight 0-1", "willSelect 0-1", "didSelect 0-1", "didUnhighlight 0-1",
            "shouldHighlight 0-3", "didHighlight 0-3", "willSelect 0-3",
            "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-3", "didUnhighlight 0-3",
        ])
        expectEqual(screen.fixture.tableView.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
        expectEqual(screen.fixture.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, true)
        expectEqual(screen.fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, false)
    }

    @Test func willSelectReturningNilCancelsAndAnotherPathRedirects() throws {
        let screen = Screen()
        screen.delegate.redirectSelection = [
            IndexPath(row: 0, section: 0): IndexPath?.none,
            IndexPath(row: 1, section: 0): IndexPath(row: 2, section: 0),
        ]
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectNil(screen.fixture.tableView.indexPathForSelectedRow)
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(screen.fixture.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(screen.fixture.log.entries.suffix(3), ["willSelect 0-1", "didSelect 0-2", "didUnhighlight 0-1"])
    }

    @Test func rowThatMayNotBeHighlightedIsNotSelectedByATap() throws {
        let screen = Screen()
        screen.delegate.unhighlightableRows = [IndexPath(row: 1, section: 0)]
        #expect(try screen.fixture.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
        expectEqual(screen.fixture.log.entries, ["shouldHighlight 0-1"])
        expectNil(screen.fixture.tableView.indexPathForSelectedRow)
        expectEqual(screen.fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted, false)
    }

    @Test func multipleSelectionTogglesWithoutDeselectingOthers() throws {
        let screen = Screen()
        screen.fixture.tableView.allowsMultipleSelection = true
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 2, section: 0))
        try screen.fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(screen.fixture.tableView.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        expectEqual(screen.fixture.log.entries.suffix(3), ["willDeselect 0-0", "didDeselect 0-0", "didUnhighlight 0-0"])
    }

    @Test func tapDoesNothingWhenSelectionIsNotAllowed() throws {
        let screen = Screen()
        screen.fixture.tableView.allowsSelection = false
        #expect(try !screen.fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        #expect(screen.fixture.log.entries.isEmpty)
    }

    @Test func swipeOffersDeleteWhenDataSourceCommitsAndDeleteRemovesTheRow() throws {
        let log = EventLog()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = EditableListDataSource(rows: ["a", "b", "c"], log: log)
        let delegate = InteractionRecordingDelegate(log: log)
        tableView.dataSource = dataSource
        tableView.delegate = delegate
        tableView.layoutIfNeeded()
        let actions = try tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["Delete"])
        try #require(actions.first).tap()
        expectEqual(log.entries, ["willBeginEditing 0-1", "commit delete 0-1", "didEndEditing 0-1"])
        expectEqual(tableView.numberOfRows(inSection: 0), 2)
        expectEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["a", "c"])
        #expect(try tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .leading).isEmpty)
    }

    /// Apple (`tableView(_:willBeginEditingRowAt:)`): a swipe puts the table in editing mode,
    /// and `didEndEditingRowAt` comes once it left it; the other rows show no editing controls.
    @Test func swipingARowOpenIsEditingModeUntilTheSwipeCloses() throws {
        final class EditingStateDelegate: NSObject, UITableViewDelegate {
            var seen: [String] = []
            func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
                seen.append("willBegin editing=\(tableView.isEditing)")
            }
            func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
                seen.append("didEnd editing=\(tableView.isEditing)")
            }
        }
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = EditableListDataSource(rows: ["a", "b", "c"], log: EventLog())
        let delegate = EditingStateDelegate()
        tableView.dataSource = dataSource
        tableView.delegate = delegate
        tableView.layoutIfNeeded()

        let actions = try tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing)
        #expect(tableView.isEditing)
        expectEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing, false)
        try #require(actions.first).tap()

        #expect(!tableView.isEditing)
        expectEqual(delegate.seen, ["willBegin editing=true", "didEnd editing=false"])
    }

    @Test func swipeConfigurationActionsReplaceTheDefaultDelete() throws {
        let screen = Screen()
        var handled: [String] = []
        screen.delegate.trailingActions = [
            UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                handled.append("archive")
                done(true)
            },
        ]
        let actions = try screen.fixture.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["Archive"])
        try #require(actions.first).tap()
        expectEqual(handled, ["archive"])
        expectEqual(screen.fixture.log.entries, ["willBeginEditing 0-0", "didEndEditing 0-0"])
    }

    @Test func dragToReorderAsksThenMovesAndTellsDataSource() throws {
        let log = EventLog()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = EditableListDataSource(rows: ["a", "b", "c"], log: log)
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        let cellA = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let destination = try tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(destination, IndexPath(row: 2, section: 0))
        expectEqual(log.entries, ["canMove 0-0", "moveRow 0-0 -> 0-2"])
        expectEqual(dataSource.rows, ["b", "c", "a"])
        expectIdentical(tableView.cellForRow(at: IndexPath(row: 2, section: 0)), cellA)
    }

    @Test func accessoryTapAndContextMenuReachTheDelegate() throws {
        let screen = Screen()
        try screen.fixture.tableView.simulateAccessoryButtonTap(at: IndexPath(row: 2, section: 0))
        let menu = try #require(try screen.fixture.tableView.simulateContextMenu(at: IndexPath(row: 1, section: 0)))
        screen.fixture.tableView.simulateContextMenuDismissal(menu)
        #expect(screen.fixture.log.entries == [
            "accessoryTapped 0-2", "contextMenuConfiguration 0-1", "willDisplayContextMenu", "willEndContextMenu",
        ])
    }
}
