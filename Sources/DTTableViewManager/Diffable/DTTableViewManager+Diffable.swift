import Foundation

// Driving the managed table with a `UITableViewDiffableDataSource`.
extension DTTableViewManager {
    /// Makes a diffable data source drive the managed table, with cells from the manager's
    /// mappings.
    ///
    /// Build snapshots of identifiers and apply them to the returned data source, as Apple
    /// documents; keep a reference to it. For each row, `modelProvider` returns the model the
    /// registered mappings display, so registration, conditions, headers and footers, and events
    /// work as with `MemoryStorage`:
    ///
    /// ```swift
    /// dataSource = manager.configureDiffableDataSource { indexPath, identifier in
    ///     posts[identifier]
    /// }
    /// var snapshot = NSDiffableDataSourceSnapshot<Section, Post.ID>()
    /// snapshot.appendSections([.feed])
    /// snapshot.appendItems(posts.keys.sorted())
    /// dataSource.apply(snapshot)
    /// ```
    ///
    /// The data source becomes the manager's ``storage`` (and ``supplementaryStorage``: set
    /// header and footer models there) and the table's data source; ``tableViewUpdater`` is set
    /// to `nil`, since the data source updates the table. Data-source events keep working:
    /// `canEditCell` and `canMove` answer first, then the owner, then the diffable default
    /// (`false`); `commitEditingStyle` and `move` closures run when the user deletes or moves a
    /// row; apply a snapshot there to keep the data source's order.
    ///
    /// Identifiers are `Hashable` and `Sendable`, as the current SDK's diffable data source
    /// requires.
    ///
    /// - Parameter modelProvider: Returns the model of the item at an index path.
    /// - Returns: The data source driving the table.
    /// - Precondition: The manager has a table view.
    public func configureDiffableDataSource<SectionIdentifier, ItemIdentifier>(
        modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any
    ) -> UITableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>
    where SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable {
        guard let tableView else {
            preconditionFailure("DTTableViewManager.configureDiffableDataSource(modelProvider:) was called before the table view exists. Call it once the DTTableViewManageable owner has its tableView.")
        }
        tableViewUpdater = nil
        let dataSource = DTTableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>(
            tableView: tableView, manager: self, modelProvider: modelProvider
        )
        storage = dataSource
        return dataSource
    }
}
