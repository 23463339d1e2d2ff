import DTTableViewManager
import TestSupport

/// A row of the diffable fuzzer: an identifier and the content version the cell showed.
package final class VersionedCell: UITableViewCell, ModelTransfer {
    package private(set) var shown: (id: Int, version: Int)?

    package func update(with model: DiffItem) {
        shown = (model.id, model.version)
    }
}

/// A plain diffable data source that lets the user reorder rows.
package final class ReorderableDiffableDataSource: UITableViewDiffableDataSource<Int, Int> {
    override package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }
}

/// How the fuzzed table is driven.
package enum DiffableDriver: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A `UITableViewDiffableDataSource` with a cell provider, as Apple documents.
    case plain
    /// `DTTableViewManager.configureDiffableDataSource(modelProvider:)` and a cell mapping.
    case managed

    package var description: String { rawValue }
}

/// A table in a visible window driven by a diffable data source of `Int` identifiers; the
/// content version of each item lives in ``versions``, and cells show `(id, version)`.
@MainActor
package final class DiffableFuzzScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = FuzzTableController()
    package let violations: ConsistencyViolationRecorder
    package private(set) var dataSource: UITableViewDiffableDataSource<Int, Int>!
    /// The current content version of every item the fuzzer created.
    package var versions: [Int: Int] = [:]

    package var tableView: UITableView { controller.tableView }

    package init(driver: DiffableDriver) {
        window.rootViewController = controller
        window.makeKeyAndVisible()
        violations = ConsistencyViolationRecorder(recording: controller.tableView)
        tableView.rowHeight = 44
        switch driver {
        case .plain:
            tableView.register(VersionedCell.self, forCellReuseIdentifier: "Versioned")
            dataSource = ReorderableDiffableDataSource(tableView: tableView) { [unowned self] tableView, indexPath, id in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Versioned", for: indexPath) as? VersionedCell
                cell?.update(with: DiffItem(id: id, version: self.versions[id] ?? 0))
                return cell
            }
        case .managed:
            let manager = controller.manager
            manager.register(VersionedCell.self)
            manager.canMove(VersionedCell.self) { _, _, _ in true }
            dataSource = manager.configureDiffableDataSource { [unowned self] _, id in
                DiffItem(id: id, version: self.versions[id] ?? 0)
            }
        }
        tableView.layoutIfNeeded()
    }

    /// Differences between the table, the data source and `reference`, and cells that show a
    /// stale item or version; empty when they agree.
    package func mismatches(with reference: DiffableReference) -> [String] {
        let snapshot = dataSource.snapshot()
        var problems: [String] = []
        let shown = DiffableReference(
            sections: snapshot.sectionIdentifiers,
            items: snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) })
        if shown != reference { problems.append("data source \(shown.items) ≠ reference \(reference.items)") }
        let counts = (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
        if counts != reference.items.map(\.count) { problems.append("table counts \(counts) ≠ reference \(reference.items.map(\.count))") }
        guard problems.isEmpty else { return problems }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            let expected = reference.items[indexPath.section][indexPath.row]
            let cell = tableView.cellForRow(at: indexPath) as? VersionedCell
            if cell?.shown?.id != expected || cell?.shown?.version != versions[expected] ?? 0 {
                problems.append("row \(indexPath.section)-\(indexPath.row) shows \(String(describing: cell?.shown)), expected \(expected)v\(versions[expected] ?? 0)")
            }
            if dataSource.indexPath(for: expected) != indexPath || dataSource.itemIdentifier(for: indexPath) != expected {
                problems.append("lookups disagree for \(expected) at \(indexPath.section)-\(indexPath.row)")
            }
        }
        return problems
    }
}
