import Foundation

// Asking the prefetch data source about the rows a screen ahead of the visible ones.
//
// What was asked is kept in `prefetchState` (see `TablePrefetchState`): while the row counts stay
// the same, a scroll step only looks at the rows that entered the range and at the rows whose
// display started or ended since the previous step.
extension UITableView {
    /// After a scroll, asks the prefetch data source to prefetch the rows within one screen
    /// height above and below the visible area that are not displayed and not asked yet, and
    /// cancels rows asked before that are now out of that range (rows that became visible leave
    /// the prefetched set silently, as in UIKit).
    ///
    /// - Complexity: O(log sections + log rows + prefetched rows) integer comparisons, plus a
    ///   lookup per row that entered or left the range or the screen, while the row counts stay
    ///   the same; O(rows in the range) lookups after they change.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, bounds.height > 0 else { return }
        let range = geometry.rowSpans(overlapping: bounds.minY - bounds.height, bounds.maxY + bounds.height)
        let changes: (cancelled: [IndexPath], requested: [IndexPath])
        if let lastRange = prefetchState.lastRange {
            changes = prefetchChanges(since: lastRange, to: range)
        } else {
            changes = prefetchChangesComparingWhole(range)
        }
        prefetchState.didUpdate(range: range)
        let (cancelled, requested) = changes
        if !cancelled.isEmpty {
            askPrefetcher(.cancelPrefetchingForRowsAt, prefetchDataSource) { $0.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        }
        if !requested.isEmpty {
            askPrefetcher(.prefetchRowsAt, prefetchDataSource) { $0.tableView(self, prefetchRowsAt: requested) }
        }
    }

    /// Compares every row of `range` with the prefetched rows; used when the previous range is
    /// unknown. Updates the prefetched rows and returns what to cancel and to request, in row
    /// order.
    private func prefetchChangesComparingWhole(_ range: TableRowSpans) -> (cancelled: [IndexPath], requested: [IndexPath]) {
        let previous = prefetchState.prefetched
        var ahead: [IndexPath] = []
        var requested: [IndexPath] = []
        for indexPath in range.indexPaths where visibleCellsByIndexPath[indexPath] == nil {
            ahead.append(indexPath)
            if !previous.headlessSortedIndex(of: indexPath).found { requested.append(indexPath) }
        }
        var cancelled: [IndexPath] = []
        for indexPath in previous where !range.contains(indexPath) && visibleCellsByIndexPath[indexPath] == nil {
            cancelled.append(indexPath)
        }
        prefetchState.prefetched = ahead
        return (cancelled, requested)
    }

    /// Updates the prefetched rows from the rows that left `lastRange`, entered `range`, or
    /// started or ended displaying since the last update, and returns what to cancel and to
    /// request, in row order.
    ///
    /// After the last update the prefetched rows were exactly `lastRange`'s rows not displayed,
    /// and the row counts have not changed since, so no other row can have changed state.
    private func prefetchChanges(since lastRange: TableRowSpans, to range: TableRowSpans) -> (cancelled: [IndexPath], requested: [IndexPath]) {
        var cancelled: [IndexPath] = []
        var prefetched: [IndexPath] = []
        prefetched.reserveCapacity(prefetchState.prefetched.count + 2)
        for indexPath in prefetchState.prefetched {
            if range.contains(indexPath) {
                prefetched.append(indexPath)
            } else if visibleCellsByIndexPath[indexPath] == nil {
                cancelled.append(indexPath)
            }
        }
        var requested: [IndexPath] = []
        func request(_ indexPath: IndexPath) {
            let position = requested.headlessSortedIndex(of: indexPath)
            if !position.found { requested.insert(indexPath, at: position.index) }
        }
        for indexPath in prefetchState.displayChanges {
            let position = prefetched.headlessSortedIndex(of: indexPath)
            if visibleCellsByIndexPath[indexPath] != nil {
                if position.found { prefetched.remove(at: position.index) }
            } else if !position.found, range.contains(indexPath) {
                request(indexPath)
            }
        }
        for span in range.spans {
            let previous = lastRange.rows(inSection: span.section)
            let above = span.rows.lowerBound..<max(span.rows.lowerBound, min(span.rows.upperBound, previous.lowerBound))
            let below = min(span.rows.upperBound, max(span.rows.lowerBound, previous.upperBound))..<span.rows.upperBound
            for rows in previous.isEmpty ? [span.rows] : [above, below] {
                for row in rows {
                    let indexPath = IndexPath(row: row, section: span.section)
                    if visibleCellsByIndexPath[indexPath] == nil { request(indexPath) }
                }
            }
        }
        for indexPath in requested {
            prefetched.insert(indexPath, at: prefetched.headlessSortedIndex(of: indexPath).index)
        }
        prefetchState.prefetched = prefetched
        return (cancelled, requested)
    }
}
