import Foundation

/// The table's prefetch data source; forwards prefetching to the owner.
@MainActor
open class DTTableViewPrefetchDataSource: DTTableViewDelegateWrapper, UITableViewDataSourcePrefetching {
    override func delegateWasReset() {
        guard let tableView, tableView.prefetchDataSource === self else { return }
        tableView.prefetchDataSource = nil
        tableView.prefetchDataSource = self
    }

    /// Forwards to the owner when it prefetches.
    open func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        _ = forwarded(to: UITableViewDataSourcePrefetching.self) { $0.tableView(tableView, prefetchRowsAt: indexPaths) }
    }

    /// Forwards to the owner when it cancels prefetching.
    open func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        _ = forwarded(to: UITableViewDataSourcePrefetching.self) { $0.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths) }
    }
}
