import Expectations
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

        expectNotIdentical(new, old)
        expectEqual(new.textLabel?.text, "B")
        expectNil(old.superview)
        expectEqual(fixture.log.entries, ["cellForRowAt 0-1", "willDisplay 0-1", "didEndDisplaying 0-1"])
        expectEqual(fixture.tableView.visibleCells.count, 3)
    }

    @Test func theReplacedCellIsReusedByTheNextReload() throws {
        let fixture = TableFixture(sections: [["a", "b"]])
        let first = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let second = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let third = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        expectNotIdentical(second, first)
        expectIdentical(third, first, "the first cell entered the reuse queue after the first reload")
    }

    @Test func reloadedSectionsGetFreshCellsToo() throws {
        let fixture = TableFixture(sections: [["a", "b"], ["c"]])
        let old = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        fixture.tableView.reloadSections(IndexSet(integer: 1), with: .automatic)
        let new = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        expectNotIdentical(new, old)
        expectNil(old.superview)
    }

    @Test func reconfiguredRowKeepsItsCell() throws {
        let fixture = TableFixture(sections: [["a", "b"]])
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        fixture.dataSource.sections[0][0] = "A"
        fixture.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        expectIdentical(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), cell)
        expectEqual(cell.textLabel?.text, "A")
    }
}
