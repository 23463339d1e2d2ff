import Foundation

/// What a table asks of a diffable data source that drives it.
@MainActor
protocol DiffableTableDriving: AnyObject {
    /// Whether the data source is applying a snapshot: the table's own update methods are
    /// allowed then, and only then.
    var isUpdatingTable: Bool { get }

    /// The user is dropping the row at `source` at `destination`; the table already shows it
    /// there and is about to call `tableView(_:moveRowAt:to:)`.
    func userMoveWillCommit(from source: IndexPath, to destination: IndexPath)

    /// The table's call of `tableView(_:moveRowAt:to:)` for the user's move returned.
    func userMoveDidCommit()
}

extension UITableView {
    /// Reports a batch update that changes the structure of a table a diffable data source
    /// drives, made with the table's own methods (UIKit raises).
    ///
    /// - Returns: `true` when the update must not be applied.
    func bypassesDiffableDataSource(_ update: BatchUpdate) -> Bool {
        guard let diffable = dataSource as? DiffableTableDriving, !diffable.isUpdatingTable else { return false }
        let changesStructure = !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
            || !update.reloadedSections.isEmpty || !update.movedSections.isEmpty
            || !update.deletedRows.isEmpty || !update.insertedRows.isEmpty
            || !update.reloadedRows.isEmpty || !update.movedRows.isEmpty
        guard changesStructure else { return false }
        let violation = DiffableViolation.bypassed
        reportViolation(violation.kind, violation.message)
        return true
    }

    /// Tells the data source about a row the user moved, bracketing the call a diffable data
    /// source needs to stay in step with the table.
    func commitUserMove(from source: IndexPath, to destination: IndexPath) {
        let diffable = dataSource as? DiffableTableDriving
        diffable?.userMoveWillCommit(from: source, to: destination)
        askDataSource(.moveRowAt, default: ()) { $0.tableView(self, moveRowAt: source, to: destination) }
        diffable?.userMoveDidCommit()
    }
}
