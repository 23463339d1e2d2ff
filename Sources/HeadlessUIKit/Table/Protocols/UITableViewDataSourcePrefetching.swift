import Foundation

/// The object told which rows a table view will soon need, so it can start loading their data.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Tells the object to start loading data for rows that will soon be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows, nearest to the visible area first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Tells the object that rows it was asked to prefetch are no longer needed.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows; some of those passed to the last prefetch call.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Not implemented: reports ``HeadlessTableViewMethod/cancelPrefetchingForRowsAt``.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        HeadlessUnimplementedMethod.reached(.cancelPrefetchingForRowsAt)
    }
}
