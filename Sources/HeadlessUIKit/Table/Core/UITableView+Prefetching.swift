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
    ///   lookup per row that entered the range and O(*d*²) comparisons of the *d* display
    ///   changes since the last update (a few per scroll step, at most 256), while the row
    ///   counts stay the same; O(rows in the range) lookups after they change.
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
        var ahead: [TableRow] = []
        var requested: [IndexPath] = []
        for indexPath in range.indexPaths where visibleCellsByIndexPath[indexPath] == nil {
            let row = TableRow(indexPath)
            ahead.append(row)
            if !previous.headlessSortedIndex(of: row).found { requested.append(indexPath) }
        }
        var cancelled: [IndexPath] = []
        for row in previous where !range.contains(row) {
            let indexPath = row.indexPath
            if visibleCellsByIndexPath[indexPath] == nil { cancelled.append(indexPath) }
        }
        prefetchState.prefetched = ahead
        return (cancelled, requested)
    }

    /// Updates the prefetched rows from the rows that started or ended displaying, left
    /// `lastRange` or entered `range` since the last update, and returns what to cancel and to
    /// request, in row order.
    ///
    /// After the last update the prefetched rows were exactly `lastRange`'s rows not displayed,
    /// and the row counts have not changed since, so no other row can have changed state. Once
    /// the rows that started displaying are taken out, no prefetched row is displayed: only the
    /// rows entering the range are looked up among the displayed ones.
    private func prefetchChanges(since lastRange: TableRowSpans, to range: TableRowSpans) -> (cancelled: [IndexPath], requested: [IndexPath]) {
        // The prefetched rows are updated in place: taken out of the state, so that the array
        // is uniquely referenced, and put back at the end.
        var prefetched = prefetchState.prefetched
        prefetchState.prefetched = []
        // A requested row joins the prefetched rows at once (it is in the range, so it stays).
        var requested: [IndexPath] = []
        func request(_ row: TableRow) {
            let position = prefetched.headlessSortedIndex(of: row)
            guard !position.found else { return }
            prefetched.insert(row, at: position.index)
            requested.append(row.indexPath)
        }
        func requestUndisplayed(_ rows: Range<Int>, inSection section: Int) {
            for row in rows where visibleCellsByIndexPath[IndexPath(row: row, section: section)] == nil {
                request(TableRow(section: section, row: row))
            }
        }
        // A row's last change is its state now; earlier changes of the same row are skipped.
        let changes = prefetchState.displayChanges
        for (index, change) in changes.enumerated() {
            let row = change.row
            if changes[(index + 1)...].contains(where: { $0.row == row }) { continue }
            if change.isDisplayed {
                let position = prefetched.headlessSortedIndex(of: row)
                if position.found { prefetched.remove(at: position.index) }
            } else if range.contains(row) {
                request(row)
            }
        }
        var cancelled: [IndexPath] = []
        var kept = 0
        for index in prefetched.indices {
            let row = prefetched[index]
            if range.contains(row) {
                prefetched[kept] = row
                kept += 1
            } else {
                cancelled.append(row.indexPath)
            }
        }
        prefetched.removeLast(prefetched.count - kept)
        for span in range.spans {
            let previous = lastRange.rows(inSection: span.section)
            if previous.isEmpty {
                requestUndisplayed(span.rows, inSection: span.section)
            } else {
                let above = span.rows.lowerBound..<max(span.rows.lowerBound, min(span.rows.upperBound, previous.lowerBound))
                let below = min(span.rows.upperBound, max(span.rows.lowerBound, previous.upperBound))..<span.rows.upperBound
                requestUndisplayed(above, inSection: span.section)
                requestUndisplayed(below, inSection: span.section)
            }
        }
        prefetchState.prefetched = prefetched
        // Rows that ended displaying come first, in the order they did; the call lists rows in
        // row order.
        if requested.count > 1 { requested.sort() }
        return (cancelled, requested)
    }
}
