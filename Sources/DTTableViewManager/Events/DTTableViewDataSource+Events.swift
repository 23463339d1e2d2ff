import Foundation

// Editing, moving and section-index methods of the table's data source: the implementations of
// its `open` members (declared in `DTTableViewDataSource.swift`, so subclasses can override them).
// Each `handle(_:…)` has the labels of the member it implements.
extension DTTableViewDataSource {
    // MARK: - Editing

    func handle(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        _ = performCellReaction(.commitEditingStyleForRowAtIndexPath, at: indexPath, extra: editingStyle) as Void?
        _ = forwarded(to: UITableViewDataSource.self) { $0.implementedCommitEditingStyleForRowAt(tableView, editingStyle, indexPath) }
    }

    func handle(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performModelReaction(.canEditRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDataSource.self) { $0.implementedCanEditRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    // MARK: - Moving

    func handle(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.canMoveRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDataSource.self) { $0.implementedCanMoveRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    func handle(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
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

    func handleSectionIndexTitles(for tableView: UITableView) -> [String]? {
        firstAnswer(
            performUnmappedReaction(.sectionIndexTitlesForTableView, ()),
            forwarded(to: UITableViewDataSource.self) { $0.implementedSectionIndexTitles(tableView) },
            uikitDefault(nil)
        )
    }

    func handle(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        firstAnswer(
            performUnmappedReaction(.sectionForSectionIndexTitleAtIndex, (title, index)),
            forwarded(to: UITableViewDataSource.self) { $0.implementedSectionForSectionIndexTitle(tableView, title, index) },
            uikitDefault(index)
        )
    }
}
#endif
