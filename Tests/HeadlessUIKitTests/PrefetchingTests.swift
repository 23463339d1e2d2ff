import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct PrefetchingTests {
    final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
        var requested: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            requested.append(indexPaths)
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths)
        }
    }

    private func rows(_ range: ClosedRange<Int>) -> [IndexPath] {
        range.map { IndexPath(row: $0, section: 0) }
    }

    @Test func scrollingPrefetchesAScreenAheadAndCancelsRowsLeftBehind() {
        let fixture = TableFixture(sections: [ListDataSource.rows(100)], height: 88)
        let prefetcher = Prefetcher()
        fixture.tableView.prefetchDataSource = prefetcher
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 44)
        #expect(prefetcher.requested.isEmpty, "as in UIKit, prefetching happens in the layout pass after the scroll")
        fixture.tableView.layoutIfNeeded()
        expectEqual(prefetcher.requested, [rows(0...0) + rows(3...4)])
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 440)
        fixture.tableView.layoutIfNeeded()
        expectEqual(prefetcher.cancelled, [rows(0...0) + rows(3...4)])
        expectEqual(prefetcher.requested.last, rows(8...9) + rows(12...13))
    }
}
