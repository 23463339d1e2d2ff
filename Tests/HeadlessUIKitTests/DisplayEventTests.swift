import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct DisplayEventTests {
    @Test func initialLayoutRequestsAndDisplaysVisibleRowsInOrder() {
        let fixture = TableFixture(sections: [ListDataSource.rows(10)], height: 100)
        let delegate = DisplayRecordingDelegate(log: fixture.log)
        fixture.tableView.delegate = delegate
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.log.entries == [
            "cellForRowAt 0-0", "cellForRowAt 0-1", "cellForRowAt 0-2",
            "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
            "cellForRowAt 0-0", "willDisplay 0-0", "cellForRowAt 0-1", "willDisplay 0-1",
            "cellForRowAt 0-2", "willDisplay 0-2",
        ])
    }

    @Test func scrollingEndsDisplayingRowsThatLeaveBeforeDisplayingRowsThatEnter() {
        let fixture = TableFixture(sections: [ListDataSource.rows(10)], height: 100)
        let delegate = DisplayRecordingDelegate(log: fixture.log)
        fixture.tableView.delegate = delegate
        fixture.log.reset()
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 50)
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.log.entries, ["didEndDisplaying 0-0", "cellForRowAt 0-3", "willDisplay 0-3"])
    }

    @Test func titledHeadersAreDisplayedWithTheirSections() throws {
        final class Titled: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section == 1 ? nil : "Section \(section)"
            }
        }
        let log = EventLog()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = Titled()
        let delegate = DisplayRecordingDelegate(log: log)
        tableView.dataSource = dataSource
        tableView.delegate = delegate
        tableView.layoutIfNeeded()
        #expect(log.entries == [
            "willDisplayHeader 0", "willDisplay 0-0", "willDisplay 1-0", "willDisplayHeader 2", "willDisplay 2-0",
        ])
        try expectEqual(#require(tableView.headerView(forSection: 0)).textLabel?.text, "Section 0")
        expectNil(tableView.headerView(forSection: 1))
        expectEqual(tableView.rectForHeader(inSection: 1).height, 0)
        let rowTop: CGFloat = tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY
        expectEqual(rowTop, 72, "\(rowTop - 72)")
    }

    @Test func unimplementedHeightsUseTableDefaults() {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)])
        fixture.tableView.rowHeight = 60
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 120)
    }
}
