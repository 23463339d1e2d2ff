import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TableDataTests {
    @Test func countsComeFromDataSource() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let dataSource = ListDataSource(sections: [ListDataSource.rows(3), ListDataSource.rows(5)])
        tableView.dataSource = dataSource
        expectEqual(tableView.numberOfSections, 2)
        expectEqual(tableView.numberOfRows(inSection: 1), 5)
    }

    @Test func dequeueCreatesRegisteredClassWithIdentifier() throws {
        final class CountingCell: UITableViewCell {}
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "Counting"))
        #expect(cell is CountingCell)
        expectEqual(cell.reuseIdentifier, "Counting")
        tableView.register(nil as AnyClass?, forCellReuseIdentifier: "Counting")
        expectNil(tableView.dequeueReusableCell(withIdentifier: "Counting"))
    }

    @Test func layoutDisplaysRowsThatFitTheBounds() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = ListDataSource(sections: [ListDataSource.rows(100)])
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        expectEqual(tableView.indexPathsForVisibleRows, (0..<10).map { IndexPath(row: $0, section: 0) })
        expectEqual(tableView.contentSize.height, 4400)
        expectEqual(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "row 2")
        expectEqual(tableView.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 132, width: 320, height: 44))
    }

    @Test func newDataSourceIsDisplayedAtNextLayout() {
        let fixture = TableFixture(sections: [["old"]])
        let replacement = ListDataSource(sections: [["new", "rows"]])
        fixture.tableView.dataSource = replacement
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.visibleCells.map { $0.textLabel?.text }, ["new", "rows"])
    }
}
