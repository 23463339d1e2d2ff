import DTTableViewManager
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
        #expect(failures == [])
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

/// Draws random snapshots and random successors: sections deleted, inserted and moved; items
/// deleted, inserted, moved within and across sections and changed in content; now and then a
/// duplicated identity.
struct SnapshotGenerator {
    private var nextID = 1

    private mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    mutating func initial(using random: inout SeededRandomNumberGenerator) -> [DiffSection] {
        (0..<random.int(in: 0...4)).map { _ in DiffSection(id: newID(), items: (0..<random.int(in: 0...5)).map { _ in DiffItem(id: newID()) }) }
    }

    mutating func next(after old: [DiffSection], using random: inout SeededRandomNumberGenerator) -> [DiffSection] {
        var sections = old.filter { _ in !random.chance(0.2) }
        for _ in 0..<random.int(in: 0...2) where sections.count < 6 {
            sections.insert(DiffSection(id: newID(), items: []), at: random.int(in: 0...sections.count))
        }
        if sections.count > 1, random.chance(0.3) {
            sections.swapAt(random.int(in: 0...(sections.count - 1)), random.int(in: 0...(sections.count - 1)))
        }
        guard !sections.isEmpty else { return sections }
        for index in sections.indices {
            sections[index].items = sections[index].items.compactMap { item in
                if random.chance(0.2) { return nil }
                return random.chance(0.2) ? DiffItem(id: item.id, version: item.version + 1) : item
            }
        }
        let crossingMoves = random.int(in: 0...2)
        for _ in 0..<crossingMoves {
            let from = random.int(in: 0...(sections.count - 1))
            guard !sections[from].items.isEmpty else { continue }
            let item = sections[from].items.remove(at: random.int(in: 0...(sections[from].items.count - 1)))
            let to = random.int(in: 0...(sections.count - 1))
            sections[to].items.insert(item, at: random.int(in: 0...sections[to].items.count))
        }
        for index in sections.indices where sections[index].items.count > 1 && random.chance(0.3) {
            let count = sections[index].items.count
            sections[index].items.swapAt(random.int(in: 0...(count - 1)), random.int(in: 0...(count - 1)))
        }
        for _ in 0..<random.int(in: 0...3) {
            let to = random.int(in: 0...(sections.count - 1))
            let existing = sections.flatMap(\.items)
            let item = random.chance(0.05) && !existing.isEmpty ? existing[random.int(in: 0...(existing.count - 1))] : DiffItem(id: newID())
            sections[to].items.insert(item, at: random.int(in: 0...sections[to].items.count))
        }
        return sections
    }
}
