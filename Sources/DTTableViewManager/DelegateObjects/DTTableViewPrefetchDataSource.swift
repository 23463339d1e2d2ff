import Foundation

/// The table's prefetch data source: runs the `prefetch` and `cancelPrefetch` closures once per
/// row, then forwards to the owner.
@preconcurrency @MainActor
open class DTTableViewPrefetchDataSource: DTTableViewDelegateWrapper, UITableViewDataSourcePrefetching {
    override func delegateWasReset() {
        guard let tableView, tableView.prefetchDataSource === self else { return }
        tableView.prefetchDataSource = nil
        tableView.prefetchDataSource = self
    }

    /// Runs the `prefetch` closure of each row's mapping, then the owner's method.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        performModelReactions(.prefetchRowsAtIndexPaths, at: indexPaths, calledBy: tableView)
        _ = forwarded(to: UITableViewDataSourcePrefetching.self) { $0.implementedPrefetchRowsAt(tableView, indexPaths) }
    }

    /// Runs the `cancelPrefetch` closure of each row's mapping, then the owner's method.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        performModelReactions(.cancelPrefetchingForRowsAtIndexPaths, at: indexPaths, calledBy: tableView)
        _ = forwarded(to: UITableViewDataSourcePrefetching.self) { $0.implementedCancelPrefetchingForRowsAt(tableView, indexPaths) }
    }
}
