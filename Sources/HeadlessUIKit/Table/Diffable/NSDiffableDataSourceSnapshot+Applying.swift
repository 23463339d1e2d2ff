import Foundation

// What a diffable data source needs from a snapshot it applies.
extension NSDiffableDataSourceSnapshot {
    /// Checks pending appends and builds the item index, returning the violations found instead
    /// of reporting them (the data source reports them to its table).
    func normalizedViolations() -> [UITableView.HeadlessConsistencyViolation] {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return storage.normalize()
    }

    /// The same sections and items, none of them marked for reloading or reconfiguring.
    func clearingMarks() -> NSDiffableDataSourceSnapshot {
        var cleared = self
        let storage = cleared.uniqueStorage()
        storage.reloadedItems = []
        storage.reconfiguredItems = []
        storage.reloadedSections = []
        return cleared
    }

    /// Moves the item at `source` to `destination`, as a table row the user dragged: the
    /// destination is the row's index path after the move.
    mutating func moveRow(from source: IndexPath, to destination: IndexPath) {
        edit { storage, _ in
            guard let item = storage.item(section: source.section, row: source.row) else { return }
            storage.remove([DiffableItemLocation(section: source.section, row: source.row)])
            guard storage.items.indices.contains(destination.section),
                  destination.row <= storage.items[destination.section].count
            else { return }
            storage.insert([item], section: destination.section, row: destination.row)
        }
    }
}
