import Foundation

/// The table's prefetch data source: runs the `prefetch` and `cancelPrefetch` closures once per
/// row, then forwards to the owner.
///
/// The manager installs it as the table's `prefetchDataSource` only while it has something to
/// do: a mapping has a `prefetch` or `cancelPrefetch` closure, or the owner adopts
/// `UITableViewDataSourcePrefetching`. A table without a prefetch data source does no prefetch
/// work while it scrolls, as with a hand-written data source that does not prefetch; the manager
/// re-checks whenever mappings or events change.
@preconcurrency @MainActor
open class DTTableViewPrefetchDataSource: DTTableViewDelegateWrapper, UITableViewDataSourcePrefetching {
    override func delegateWasReset() {
        guard let tableView else { return }
        let installed = tableView.prefetchDataSource === self
        // Someone else's prefetch data source stays.
        guard installed || tableView.prefetchDataSource == nil else { return }
        // Re-assigned, not kept, so that the table asks again which methods it implements.
        if installed { tableView.prefetchDataSource = nil }
        if hasWork { tableView.prefetchDataSource = self }
    }

    /// Whether the table needs this object: a prefetch closure is registered or the owner
    /// prefetches.
    var hasWork: Bool {
        delegate is UITableViewDataSourcePrefetching
            || hasReaction(for: .prefetchRowsAtIndexPaths)
            || hasReaction(for: .cancelPrefetchingForRowsAtIndexPaths)
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
