import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ReuseTests {
    @Test func scrollingTenThousandRowsCreatesAboutAScreenfulOfCells() {
        let fixture = TableFixture(sections: [ListDataSource.rows(10_000)])
        var distinctCells = Set<ObjectIdentifier>()
        var maxVisible = 0
        fixture.tableView.visibleCells.forEach { distinctCells.insert(ObjectIdentifier($0)) }
        var offset: CGFloat = 0
        while offset < fixture.tableView.contentSize.height - fixture.tableView.bounds.height {
            offset += 30
            fixture.tableView.contentOffset = CGPoint(x: 0, y: offset)
            fixture.tableView.visibleCells.forEach { distinctCells.insert(ObjectIdentifier($0)) }
            maxVisible = max(maxVisible, fixture.tableView.visibleCells.count)
        }
        expectEqual(fixture.tableView.indexPathsForVisibleRows?.last, IndexPath(row: 9_999, section: 0))
        expectEqual(maxVisible, 11)
        #expect(distinctCells.count <= maxVisible + 1)
    }

    @Test func reusedCellIsPreparedForReuse() {
        final class Cell: UITableViewCell {
            var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                prepared += 1
            }
        }
        let fixture = TableFixture(sections: [ListDataSource.rows(50)], cellClass: Cell.self)
        let first = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? Cell
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 50)
        let reused = fixture.tableView.cellForRow(at: IndexPath(row: 10, section: 0))
        expectIdentical(reused, first)
        expectEqual(first?.prepared, 1)
        expectEqual(reused?.textLabel?.text, "row 10")
    }
}
