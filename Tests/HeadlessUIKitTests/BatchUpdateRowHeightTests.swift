import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// An update, even an empty one, is how UIKit apps change row heights without reloading cells
/// ("use this method followed by endUpdates() to animate the change in the row heights"): the
/// rows on screen are measured, or their heights asked, again.
@MainActor @Suite struct BatchUpdateRowHeightTests {
    /// A self-sizing cell whose content can grow, as an expandable cell's hidden label does.
    final class GrowingCell: UITableViewCell {
        var contentHeight: CGFloat = 50
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(width: size.width, height: contentHeight)
        }
    }

    /// A delegate that answers row heights from a table of its own.
    final class HeightsDelegate: NSObject, UITableViewDelegate {
        var heights: [IndexPath: CGFloat] = [:]
        private(set) var askedRows: [IndexPath] = []
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            askedRows.append(indexPath)
            return heights[indexPath] ?? 44
        }
    }

    private let first = IndexPath(row: 0, section: 0)
    private let second = IndexPath(row: 1, section: 0)

    @Test func anEmptyBatchUpdateMeasuresTheVisibleCellsAgainWithoutReloadingThem() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(10)], height: 300, cellClass: GrowingCell.self)
        let table = fixture.tableView
        let cell = try #require(table.cellForRow(at: first) as? GrowingCell)
        expectEqual(table.rectForRow(at: first).height, 50)
        cell.contentHeight = 120
        fixture.log.reset()

        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: first).height, 50, "without an update the learned height stays")

        table.performBatchUpdates(nil)
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: first).height, 120)
        expectEqual(table.rectForRow(at: second).minY, 120)
        expectIdentical(table.cellForRow(at: first), cell)
        expectEqual(cell.frame.height, 120)
        #expect(!fixture.log.entries.contains { $0.hasPrefix("cellForRowAt") }, "no cell is requested again")
    }

    @Test func beginAndEndUpdatesAskTheDelegateForTheVisibleRowsHeightsAgain() {
        let fixture = TableFixture(sections: [ListDataSource.rows(20)], height: 200)
        let delegate = HeightsDelegate()
        fixture.tableView.delegate = delegate
        let table = fixture.tableView
        table.layoutIfNeeded()
        delegate.heights[first] = 90
        let askedBefore = delegate.askedRows.count
        table.beginUpdates()
        table.endUpdates()
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: first).height, 90)
        expectEqual(table.rectForRow(at: second).minY, 90)
        let askedAgain = Set(delegate.askedRows.dropFirst(askedBefore))
        #expect(askedAgain.isSuperset(of: table.indexPathsForVisibleRows ?? []))
        #expect(askedAgain.contains(first))
    }
}
