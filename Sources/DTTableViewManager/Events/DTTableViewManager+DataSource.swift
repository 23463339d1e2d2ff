import Foundation

// `UITableViewDataSource` events registered on the manager. The storage answers the data source's
// other methods.
extension DTTableViewManager {
    /// Answers `UITableViewDataSource.tableView(_:canMoveRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns whether the row can be moved.
    public func canMove<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Bool) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .canMoveRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDataSource.tableView(_:moveRowAt:to:)` is called for a `Cell` row.
    ///
    /// The table already shows the move: update the storage without animating it, for example
    /// with `memoryStorage.moveItemWithoutAnimation(from:to:)`.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the destination, the cell, model and source index path.
    public func move<Cell: ModelTransfer>(_ cellClass: Cell.Type, _ closure: @escaping (_ destinationIndexPath: IndexPath, Cell, Cell.ModelType, _ sourceIndexPath: IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .moveRowAtIndexPathToIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDataSource.tableView(_:commit:forRowAt:)` is called for a `Cell` row.
    ///
    /// Registering it makes the table offer swipe-to-delete; update the storage in the closure.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the editing style, the cell, model and index path.
    public func commitEditingStyle<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (UITableViewCell.EditingStyle, Cell, Cell.ModelType, IndexPath) -> Void) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .commitEditingStyleForRowAtIndexPath, closure)
    }

    /// Answers `UITableViewDataSource.tableView(_:canEditRowAt:)` for rows whose model is a `Model`.
    ///
    /// - Parameters:
    ///   - itemType: The model type, not a cell class (that is reported as an anomaly).
    ///   - closure: Receives the model and index path; returns whether the row is editable.
    public func canEditCell<Model>(withItem itemType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Bool) {
        appendReaction(forItem: Model.self, .canEditRowAtIndexPath, closure)
    }

    #if os(iOS) || HEADLESS_UIKIT
    /// Answers `UITableViewDataSource.sectionIndexTitles(for:)`.
    ///
    /// - Parameter closure: Returns the titles of the section index, or `nil` for none.
    public func sectionIndexTitles(_ closure: @escaping () -> [String]?) {
        appendUnmappedReaction(.sectionIndexTitlesForTableView) { (_: Void) in closure() }
    }

    /// Answers `UITableViewDataSource.tableView(_:sectionForSectionIndexTitle:at:)`.
    ///
    /// - Parameter closure: Receives the tapped index title and its position; returns the section to scroll to.
    public func sectionForSectionIndexTitle(_ closure: @escaping (String, Int) -> Int) {
        appendUnmappedReaction(.sectionForSectionIndexTitleAtIndex) { (arguments: (String, Int)) in closure(arguments.0, arguments.1) }
    }
    #endif
}
