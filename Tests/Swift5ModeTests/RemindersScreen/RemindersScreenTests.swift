import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The reminders screen, whose table objects are subclasses: the table's own calls (layout, taps,
/// swipes, reordering, and the drag and drop delegate calls UIKit makes) reach their overrides.
@MainActor @Suite struct RemindersScreenTests {
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = RemindersViewController()
        var table: UITableView { screen.tableView }

        init() {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func titles() -> [String] {
            (0..<table.numberOfRows(inSection: 0)).compactMap { (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? ReminderCell)?.reminder?.title }
        }
    }

    @Test func storageAndSectionOverridesDecideWhatTheTableShows() {
        let shown = Shown()
        expectEqual(shown.titles(), ["Call mum", "Buy milk", "Pay rent"])
        expectEqual(shown.table.dataSource?.tableView(shown.table, titleForHeaderInSection: 0), "Today")
    }

    @Test func displayAndHeightOverridesAnswerTheLayout() {
        let shown = Shown()
        expectEqual(shown.screen.remindersDelegate.journal, ["displaying 0", "displaying 1", "displaying 2"])
        expectEqual(shown.table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 50)
        expectEqual(shown.table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 30)
    }

    @Test func tapReachesTheSelectionOverrideAndItsSuperOpensTheReminder() throws {
        let shown = Shown()
        #expect(try shown.table.simulateTap(at: IndexPath(row: 1, section: 0)))
        expectEqual(shown.screen.remindersDelegate.journal.last, "selected 1")
        expectEqual(shown.screen.opened, ["Buy milk"])
    }

    @Test func swipeShowsTheEditingOverridesAction() throws {
        let shown = Shown()
        let actions = try shown.table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["Snooze"])
    }

    @Test func reorderingReachesTheDataSourceOverrides() throws {
        let shown = Shown()
        shown.table.setEditing(true, animated: false)
        shown.table.layoutIfNeeded()
        try expectEqual(shown.table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)), IndexPath(row: 1, section: 0))
        try expectNil(shown.table.simulateMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
        expectEqual(shown.screen.remindersDataSource.moves, ["0 -> 1"])
    }

    @Test func dragAndDropDelegateCallsReachTheOverrides() throws {
        let shown = Shown()
        let drag = try #require(shown.table.dragDelegate)
        let dragItems = drag.tableView(shown.table, itemsForBeginning: HeadlessDragSession(items: []), at: IndexPath(row: 0, section: 0))
        expectEqual(dragItems.compactMap { $0.itemProvider.headlessObject as? NSString }, ["Call mum"])
        #expect(drag.tableView(shown.table, dragSessionAllowsMoveOperation: HeadlessDragSession(items: dragItems)))
        #expect(!drag.tableView(shown.table, dragSessionAllowsMoveOperation: HeadlessDragSession(items: dragItems + dragItems)))
        let drop = try #require(shown.table.dropDelegate)
        #expect(drop.tableView(shown.table, canHandle: HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))])))
        #expect(!drop.tableView(shown.table, canHandle: HeadlessDropSession(items: [])))
    }
}
