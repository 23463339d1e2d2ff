import Foundation

// Editing, moving and section-index methods of the table's data source.
extension DTTableViewDataSource {
    // MARK: - Editing

    /// Runs the `commitEditingStyle` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        _ = performCellReaction(.commitEditingStyleForRowAtIndexPath, at: indexPath, extra: editingStyle) as Void?
        _ = forwarded(to: UITableViewDataSource.self) { $0.implementedCommitEditingStyleForRowAt(tableView, editingStyle, indexPath) }
    }

    /// Whether the row is editable: the `canEditCell` closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performModelReaction(.canEditRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDataSource.self) { $0.implementedCanEditRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    // MARK: - Moving

    /// Whether the row can move: the `canMove` closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.canMoveRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDataSource.self) { $0.implementedCanMoveRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    /// Runs the `moveRowTo` closure of the moved row, then the owner's method.
    ///
    /// The closure is chosen by the model still at `sourceIndexPath` in the storage, and receives
    /// that model and the moved cell, which the table already shows at `destinationIndexPath`.
    /// When that row is off screen (the table shows no cell for it), the closure receives a cell
    /// for the model obtained from ``tableView(_:cellForRowAt:)``, configured but not displayed,
    /// so the move is never skipped for want of a visible cell.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _ = performMappedReaction(
            .moveRowAtIndexPathToIndexPath, viewType: .cell, model: storage?.item(at: sourceIndexPath), at: sourceIndexPath,
            view: { tableView.cellForRow(at: destinationIndexPath) ?? self.tableView(tableView, cellForRowAt: sourceIndexPath) },
            extra: destinationIndexPath
        ) as Void?
        _ = forwarded(to: UITableViewDataSource.self) { $0.implementedMoveRowAt(tableView, sourceIndexPath, destinationIndexPath) }
    }
}

#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDataSource {
    // MARK: - Section index

    /// The section index titles: the `sectionIndexTitles` closure's answer, the owner's, or none.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        firstAnswer(
            performUnmappedReaction(.sectionIndexTitlesForTableView, ()),
            forwarded(to: UITableViewDataSource.self) { $0.implementedSectionIndexTitles(tableView) },
            uikitDefault(nil)
        )
    }

    /// The section an index title scrolls to: the closure's answer, the owner's, or `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        firstAnswer(
            performUnmappedReaction(.sectionForSectionIndexTitleAtIndex, (title, index)),
            forwarded(to: UITableViewDataSource.self) { $0.implementedSectionForSectionIndexTitle(tableView, title, index) },
            uikitDefault(index)
        )
    }
}
#endif
