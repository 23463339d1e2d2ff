import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// With `rowHeight = automaticDimension` (the default) rows use estimates until displayed, then
/// their cells' own heights, as UIKit's self-sizing does.
@MainActor @Suite struct SelfSizingTests {
    /// A cell as laid out by hand: its height comes from `sizeThatFits(_:)`.
    final class FittingCell: UITableViewCell {
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(width: size.width, height: 100)
        }
    }

    /// A cell as laid out with Auto Layout: its height comes from `systemLayoutSizeFitting`.
    final class AutoLayoutCell: UITableViewCell {
        private(set) var fittingWidths: [CGFloat] = []
        override func systemLayoutSizeFitting(
            _ targetSize: CGSize,
            withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            fittingWidths.append(targetSize.width)
            #expect(horizontalFittingPriority == .required && verticalFittingPriority == .fittingSizeLevel)
            return CGSize(width: targetSize.width, height: 60)
        }
    }

    private func fixture(cellClass: UITableViewCell.Type, rows: Int = 20) -> TableFixture {
        TableFixture(sections: [ListDataSource.rows(rows)], height: 300, cellClass: cellClass)
    }

    @Test func rowsTakeTheirCellsHeightsWhenDisplayedAndEstimatesElsewhere() {
        let fixture = fixture(cellClass: FittingCell.self)
        let table = fixture.tableView
        expectEqual(table.rowHeight, UITableView.automaticDimension)
        expectEqual(table.estimatedRowHeight, UITableView.automaticDimension)
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 100)
        expectEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 100)
        expectEqual(table.rectForRow(at: IndexPath(row: 10, section: 0)).height, 44, "not displayed yet: the estimate")
        expectEqual(table.contentSize.height, CGFloat(3 * 100 + 17 * 44))
        expectEqual(table.visibleCells.count, 3)
    }

    @Test func contentSizeGrowsAsScrollingReplacesEstimates() {
        let fixture = fixture(cellClass: FittingCell.self)
        let table = fixture.tableView
        let before = table.contentSize.height
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        #expect(table.contentSize.height > before)
        expectEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)).height, 100)
    }

    @Test func autoLayoutCellsAreMeasuredAtTheTableWidth() throws {
        let fixture = fixture(cellClass: AutoLayoutCell.self)
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? AutoLayoutCell)
        expectEqual(cell.fittingWidths, [320])
        expectEqual(cell.frame.height, 60)
    }

    @Test func heightForRowAtWinsAndEstimatedHeightForRowAtIsUsedUntilDisplay() {
        final class Heights: NSObject, UITableViewDelegate {
            var asked: [Int] = []
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                asked.append(indexPath.row)
                return indexPath.row == 1 ? UITableView.automaticDimension : 50
            }
            func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 70 }
        }
        let fixture = fixture(cellClass: FittingCell.self)
        let delegate = Heights()
        fixture.tableView.delegate = delegate
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 50)
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 100, "automatic: the cell's own")
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 19, section: 0)).height, 70)
        expectEqual(delegate.asked, [0, 1, 2, 3, 4], "only rows displayed (50 + 100 + 3 × 50 = 300 points) are asked")
    }

    @Test func turningEstimatesOffAsksEveryHeightAtOnce() {
        final class Heights: NSObject, UITableViewDelegate {
            var asked = 0
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                asked += 1
                return 30
            }
        }
        let fixture = fixture(cellClass: FittingCell.self)
        let delegate = Heights()
        fixture.tableView.estimatedRowHeight = 0
        fixture.tableView.delegate = delegate
        fixture.tableView.layoutIfNeeded()
        expectEqual(delegate.asked, 20)
        expectEqual(fixture.tableView.contentSize.height, 600)
    }

    @Test func explicitRowHeightIsUsedAsIs() {
        let fixture = fixture(cellClass: FittingCell.self)
        fixture.tableView.rowHeight = 44
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        expectEqual(fixture.tableView.contentSize.height, CGFloat(20 * 44))
    }

    @Test func headerViewsSizeThemselves() throws {
        final class TallHeader: UITableViewHeaderFooterView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 64) }
        }
        final class Headers: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            }
        }
        let fixture = TableFixture(sections: [ListDataSource.rows(2), ListDataSource.rows(30)], height: 300)
        fixture.tableView.register(TallHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let delegate = Headers()
        fixture.tableView.delegate = delegate
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.rectForHeader(inSection: 0).height, 64)
        expectEqual(fixture.tableView.rectForHeader(inSection: 1).height, 64)
        try expectEqual(#require(fixture.tableView.headerView(forSection: 1)).frame.height, 64)
    }
}
