import Foundation

// Asking the prefetch data source about the rows a screen ahead of the visible ones.
extension UITableView {
    /// After a scroll, asks the prefetch data source to prefetch the rows within one screen
    /// height above and below the visible area that are not displayed and not asked yet, and
    /// cancels rows asked before that are now out of that range (rows that became visible leave
    /// the prefetched set silently, as in UIKit).
    ///
    /// - Complexity: O(log sections + log rows + rows within the range).
    func updatePrefetching() {
        guard let prefetchDataSource, bounds.height > 0 else { return }
        let range = rows(overlapping: bounds.minY - bounds.height, bounds.maxY + bounds.height)
        let ahead = range.filter { visibleCellsByIndexPath[$0] == nil }
        let aheadSet = Set(ahead)
        prefetchedIndexPaths = prefetchedIndexPaths.filter { visibleCellsByIndexPath[$0] == nil }
        let cancelled = prefetchedIndexPaths.subtracting(aheadSet).sorted()
        let requested = ahead.filter { !prefetchedIndexPaths.contains($0) }
        prefetchedIndexPaths = prefetchedIndexPaths.intersection(aheadSet).union(requested)
        if !cancelled.isEmpty {
            askPrefetcher(.cancelPrefetchingForRowsAt, prefetchDataSource) { $0.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        }
        if !requested.isEmpty {
            askPrefetcher(.prefetchRowsAt, prefetchDataSource) { $0.tableView(self, prefetchRowsAt: requested) }
        }
    }
}
