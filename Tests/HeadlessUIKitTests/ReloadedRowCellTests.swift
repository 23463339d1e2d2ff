import Foundation
import HeadlessUIKit
import Testing

/// `reloadRows(at:with:)` dequeues the row's new cell while the old one is still on screen; the
/// old cell ends displaying and enters the reuse queue only after that, so the new cell is never
/// the one it replaces. `reconfigureRows(at:)` keeps the cell.
@MainActor @Suite struct ReloadedRowCellTests {
    @Test func reloadedRowGetsAFreshCellAndTheOldOneEndsDisplayingAfterIt() throws {
        let fixture = TableFixture(sections: [["a", "b", "c"]])
        let delegate = DisplayRecordingDelegate(log: fixture.log)
        fixture.tableView.delegate = delegate
        let old = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        fixture.log.reset()

        fixture.dataSource.sections[0][1] = "B"
        fixture.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        let new = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))

        #expect(new !== old)
        #expect(new.textLabel?.text == "B")
        #expect(old.superview == nil)
        #expect(fixture.log.entries == ["cellForRowAt 0-1", "willDisplay 0-1", "didEndDisplaying 0-1"])
        #expect(fixture.tableView.visibleCells.count == 3)
    }

    @Test func theReplacedCellIsReusedByTheNextReload() throws {
        let fixture = TableFixture(sections: [["a", "b"]])
        let first = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let second = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let third = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(second !== first)
        #expect(third === first, "the first cell entered the reuse queue after the first reload")
    }

    @Test func reloadedSectionsGetFreshCellsToo() throws {
        let fixture = TableFixture(sections: [["a", "b"], ["c"]])
        let old = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        fixture.tableView.reloadSections(IndexSet(integer: 1), with: .automatic)
        let new = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        #expect(new !== old)
        #expect(old.superview == nil)
    }

    @Test func reconfiguredRowKeepsItsCell() throws {
        let fixture = TableFixture(sections: [["a", "b"]])
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.dataSource.sections[0][0] = "A"
        fixture.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(cell.textLabel?.text == "A")
    }
}
