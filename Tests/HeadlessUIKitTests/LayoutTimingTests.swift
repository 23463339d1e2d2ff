import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// When the table asks for its content: counts at once, cells at the next layout pass, as UIKit.
@MainActor @Suite struct LayoutTimingTests {
    private func fixture(rows: Int = 10, height: CGFloat = 132) -> TableFixture {
        let fixture = TableFixture(sections: [ListDataSource.rows(rows)], height: height)
        fixture.dataSource.logsCounts = true
        fixture.log.reset()
        return fixture
    }

    @Test func reloadDataAsksCountsAtOnceAndCellsAtTheNextLayoutPass() {
        let fixture = fixture()
        fixture.tableView.reloadData()
        expectEqual(fixture.log.entries, ["numberOfSections", "numberOfRows 0"])
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 10)
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.log.entries, ["numberOfSections", "numberOfRows 0", "cellForRowAt 0-0", "cellForRowAt 0-1", "cellForRowAt 0-2"])
    }

    @Test func reloadingSeveralTimesBeforeALayoutPassRequestsTheCellsOnce() {
        let fixture = fixture()
        fixture.dataSource.logsCounts = false
        for _ in 0..<4 { fixture.tableView.reloadData() }
        headlessTurnRunLoop()
        expectEqual(fixture.log.entries, ["cellForRowAt 0-0", "cellForRowAt 0-1", "cellForRowAt 0-2"])
    }

    @Test func cellForRowAndVisibleCellsBringAPendingLayoutUpToDate() {
        let fixture = fixture()
        fixture.dataSource.sections[0][1] = "changed"
        fixture.tableView.reloadData()
        expectEqual(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "changed")
        expectEqual(fixture.tableView.visibleCells.count, 3)
    }

    @Test func indexPathsForVisibleRowsComeFromTheGeometryWithoutRequestingCells() {
        let fixture = fixture()
        fixture.dataSource.logsCounts = false
        fixture.tableView.reloadData()
        expectEqual(fixture.tableView.indexPathsForVisibleRows, (0..<3).map { IndexPath(row: $0, section: 0) })
        #expect(fixture.log.entries.isEmpty)
    }

    @Test func scrollingTellsTheDelegateAtOnceAndDisplaysRowsAtTheNextLayoutPass() {
        final class ScrollLog: NSObject, UITableViewDelegate {
            let log: EventLog
            init(log: EventLog) { self.log = log }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { log.record("didScroll \(scrollView.contentOffset.y)") }
        }
        let fixture = fixture()
        let delegate = ScrollLog(log: fixture.log)
        fixture.tableView.delegate = delegate
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 88)
        expectEqual(fixture.log.entries, ["didScroll 88.0"])
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.log.entries, ["didScroll 88.0", "cellForRowAt 0-3", "cellForRowAt 0-4"])
    }

    @Test func batchUpdatesValidateAtOnceAndRequestNewRowsAtTheNextLayoutPass() {
        let fixture = fixture()
        fixture.dataSource.logsCounts = false
        fixture.dataSource.sections[0].insert("new", at: 0)
        fixture.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(fixture.violations.collected.isEmpty)
        #expect(fixture.log.entries.isEmpty)
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.log.entries, ["cellForRowAt 0-0"])
        expectEqual(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "new")
    }

    @Test func aRunLoopTurnLaysOutTablesInAWindowAndOutside() {
        let windowed = fixture()
        windowed.dataSource.logsCounts = false
        let log = EventLog()
        let loose = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
        loose.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = ListDataSource(sections: [["only"]], log: log)
        loose.dataSource = dataSource
        windowed.tableView.reloadData()
        headlessTurnRunLoop()
        expectEqual(windowed.log.entries.count, 3)
        expectEqual(log.entries, ["cellForRowAt 0-0"])
        #expect(loose.subviews.contains { ($0 as? UITableViewCell)?.textLabel?.text == "only" })
    }
}
