import Foundation

// Applying snapshots to the table, and staying in step with rows the user moves.
extension UITableViewDiffableDataSource: DiffableTableDriving {
    /// Diffs the current snapshot against `snapshot` and updates the table in one batch.
    func applyDifferences(to snapshot: Snapshot) {
        let violations = snapshot.normalizedViolations()
        guard let tableView else {
            current = snapshot.clearingMarks()
            HeadlessSnapshotViolations.report(violations)
            return
        }
        report(violations, to: tableView)
        adoptPendingUserMove()
        _ = current.normalizedViolations()
        let plan = DiffableBatchPlan(from: current.storage, to: snapshot.storage)
        if !plan.inconsistentlyHashed.isEmpty {
            report([DiffableViolation.inconsistentHashing(plan.inconsistentlyHashed)], to: tableView)
        }
        let next = snapshot.clearingMarks()
        isUpdatingTable = true
        defer { isUpdatingTable = false }
        tableView.performBatchUpdates {
            self.current = next
            plan.record(on: tableView, animation: self.defaultRowAnimation)
        }
    }

    /// Shows `snapshot` by reloading the table.
    func reloadTable(showing snapshot: Snapshot) {
        let violations = snapshot.normalizedViolations()
        pendingUserMove = nil
        current = snapshot.clearingMarks()
        guard let tableView else {
            HeadlessSnapshotViolations.report(violations)
            return
        }
        report(violations, to: tableView)
        tableView.reloadData()
    }

    /// Makes the current snapshot show the row the user moved, if it does not yet.
    func adoptPendingUserMove() {
        guard let move = pendingUserMove else { return }
        pendingUserMove = nil
        current.moveRow(from: move.from, to: move.to)
    }

    func userMoveWillCommit(from source: IndexPath, to destination: IndexPath) {
        pendingUserMove = (source, destination)
    }

    func userMoveDidCommit() {
        adoptPendingUserMove()
    }

    private func report(_ violations: [UITableView.HeadlessConsistencyViolation], to tableView: UITableView) {
        for violation in violations {
            tableView.reportViolation(violation.kind, violation.message)
        }
    }
}
