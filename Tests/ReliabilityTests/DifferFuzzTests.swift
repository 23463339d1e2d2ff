import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import StorageFuzzing

/// Animated whole-content replacements: random sectioned snapshots are diffed with
/// `LinearDiffer` and the changeset is applied, as its documentation says, in one batch update
/// of a managed on-screen table. UIKit must accept every batch, and afterwards every visible
/// cell must show the new snapshot's model, content changes included.
///
/// No storage type animates replacements through the differ yet; this covers the differ's
/// changesets against UIKit's rules through the manager's data source.
@MainActor @Suite struct DifferFuzzTests {
    static let seedCount = 300

    @Test func randomSnapshotReplacementsAreValidBatchUpdates() {
        var failures: [String] = []
        for seed in 1...UInt64(Self.seedCount) where failures.count < 3 {
            if let failure = run(seed: seed, replacements: 8) { failures.append(failure) }
        }
        expectEqual(failures, [])
    }

    /// Runs `replacements` random replacements; returns a description of the first failure.
    private func run(seed: UInt64, replacements: Int) -> String? {
        var random = SeededRandomNumberGenerator(seed: seed)
        var snapshots = SnapshotGenerator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FuzzTableController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let storage = SnapshotStorage()
        controller.manager.storage = storage
        controller.manager.register(DiffCell.self)
        let tableView = controller.tableView!
        var violations: [String] = []
        tableView.headlessConsistencyViolationHandler = { violations.append($0.message) }
        storage.sections = snapshots.initial(using: &random)
        tableView.reloadData()
        for step in 0..<replacements {
            let old = storage.sections
            let new = snapshots.next(after: old, using: &random)
            let changes = LinearDiffer().changeset(
                from: old, to: new, sectionIdentity: \.id, items: \.items, itemIdentity: \.id, contentEquals: ==)
            tableView.performBatchUpdates {
                storage.sections = new
                tableView.deleteSections(IndexSet(changes.sections.deletions), with: .automatic)
                tableView.insertSections(IndexSet(changes.sections.insertions), with: .automatic)
                for move in changes.sections.moves { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: changes.items.deletions, with: .automatic)
                tableView.insertRows(at: changes.items.insertions, with: .automatic)
                for move in changes.items.moves { tableView.moveRow(at: move.from, to: move.to) }
                tableView.reloadRows(at: changes.items.updates.map(\.old), with: .automatic)
            }
            tableView.reconfigureRows(at: changes.items.movedUpdates.map(\.new))
            tableView.layoutIfNeeded()
            var problems = violations
            violations.removeAll()
            if tableView.numberOfSections != new.count
                || new.indices.contains(where: { tableView.numberOfRows(inSection: $0) != new[$0].items.count }) {
                problems.append("table counts differ from the new snapshot")
            } else {
                for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                    let shown = (tableView.cellForRow(at: indexPath) as? DiffCell)?.model
                    let expected = new[indexPath.section].items[indexPath.item]
                    if shown != expected { problems.append("cell \(indexPath) shows \(String(describing: shown)), expected \(expected)") }
                }
            }
            if !problems.isEmpty {
                return "seed \(seed) step \(step): \(old.map { "\($0.id):\($0.items)" }) → \(new.map { "\($0.id):\($0.items)" })\n"
                    + problems.joined(separator: "\n")
            }
        }
        return nil
    }
}
