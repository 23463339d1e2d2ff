import Foundation

// `UITableViewDataSource` and `UITableViewDataSourcePrefetching` events of a cell mapping.
extension CellViewModelMappingProtocolGeneric {
    // MARK: - Editing and moving

    /// Answers `UITableViewDataSource.tableView(_:canEditRowAt:)` for rows of this mapping.
    ///
    /// - Parameter closure: Receives the model and index path; returns whether the row is editable.
    public func canEditCell(_ closure: @escaping (Model, IndexPath) -> Bool) {
        appendReaction(for: .canEditRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDataSource.tableView(_:commit:forRowAt:)` is called: the user
    /// confirmed a deletion or insertion. Update the storage in the closure.
    ///
    /// - Parameter closure: Receives the editing style, the cell, model and index path.
    public func commitEditingStyle(_ closure: @escaping (UITableViewCell.EditingStyle, Cell, Model, IndexPath) -> Void) {
        appendReaction(for: .commitEditingStyleForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDataSource.tableView(_:canMoveRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns whether the row can move.
    public func canMove(_ closure: @escaping (Cell, Model, IndexPath) -> Bool) {
        appendReaction(for: .canMoveRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDataSource.tableView(_:moveRowAt:to:)` is called: the user
    /// moved the row. The table already shows the move, so update the storage without animating
    /// it, for example with `memoryStorage.moveItemWithoutAnimation(from:to:)`.
    ///
    /// - Parameter closure: Receives the destination, then the cell, model and source index path.
    public func moveRowTo(_ closure: @escaping (_ destinationIndexPath: IndexPath, Cell, Model, _ sourceIndexPath: IndexPath) -> Void) {
        appendReaction(for: .moveRowAtIndexPathToIndexPath, closure)
    }

    // MARK: - Prefetching

    /// Runs `closure` for each row of this mapping in
    /// `UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:)`.
    ///
    /// - Parameter closure: Receives the model to prefetch for and its index path.
    public func prefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        appendReaction(for: .prefetchRowsAtIndexPaths, closure)
    }

    /// Runs `closure` for each row of this mapping in
    /// `UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:)`.
    ///
    /// - Parameter closure: Receives the model whose prefetching is cancelled and its index path.
    public func cancelPrefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        appendReaction(for: .cancelPrefetchingForRowsAtIndexPaths, closure)
    }
}
