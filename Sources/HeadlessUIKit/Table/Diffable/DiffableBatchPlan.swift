internal import DTModelStorage
import Foundation

/// The table changes that turn what one snapshot shows into what another shows, computed with
/// `LinearDiffer` and applied as one batch update.
///
/// Sections and items are paired by identifier. A section marked for reloading is given a new
/// identity for the diff, so it is deleted and inserted: the table displays its header, footer
/// and rows anew, and rows moving into or out of it stay valid in the same batch. An item marked
/// for reloading or reconfiguring counts as changed: reloaded rows that stay put are reloaded,
/// reloaded rows that move are deleted and inserted (UIKit rejects a reload of a moved row), and
/// reconfigured rows are reconfigured at their old index path, which the table maps through the
/// batch.
struct DiffableBatchPlan {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
    var reconfiguredRows: [IndexPath] = []
    /// Item identifiers deleted and inserted at the same row that compare equal: their hashes
    /// differ, or the diff would have paired them.
    var inconsistentlyHashed: [Any] = []

    /// A section as the diff sees it: its identifier, and whether it is reloaded.
    private struct SectionKey<Identifier: Hashable>: Hashable {
        var identifier: Identifier
        var isReloaded: Bool
    }

    /// A section and its items, for the differ.
    private struct DiffedSection<Identifier: Hashable, Item> {
        var key: SectionKey<Identifier>
        var items: [Item]
    }

    /// Computes the changes from `old` to `new`; both must be normalized.
    ///
    /// - Complexity: O(*S* + *N*) expected, as `LinearDiffer`.
    init<Section, Item>(from old: DiffableSnapshotStorage<Section, Item>, to new: DiffableSnapshotStorage<Section, Item>) {
        let reloadedSections = Set(new.reloadedSections)
        let reloadedItems = Set(new.reloadedItems)
        let changedItems = reloadedItems.union(new.reconfiguredItems)
        let oldSections = zip(old.sections, old.items).map {
            DiffedSection(key: SectionKey(identifier: $0, isReloaded: false), items: $1)
        }
        let newSections = zip(new.sections, new.items).map {
            DiffedSection(key: SectionKey(identifier: $0, isReloaded: reloadedSections.contains($0)), items: $1)
        }
        let changes = LinearDiffer().changeset(
            from: oldSections, to: newSections,
            sectionIdentity: \.key, items: \.items, itemIdentity: { $0 },
            contentEquals: changedItems.isEmpty ? { _, _ in true } : { _, item in !changedItems.contains(item) }
        )
        deletedSections = IndexSet(changes.sections.deletions)
        insertedSections = IndexSet(changes.sections.insertions)
        movedSections = changes.sections.moves.map { ($0.from, $0.to) }
        deletedRows = changes.items.deletions
        insertedRows = changes.items.insertions
        inconsistentlyHashed = Self.equalItems(deleted: deletedRows, inserted: insertedRows, old: old.items, new: new.items)

        func newItem(at indexPath: IndexPath) -> Item { new.items[indexPath.section][indexPath.row] }
        for update in changes.items.updates {
            if reloadedItems.contains(newItem(at: update.new)) {
                reloadedRows.append(update.old)
            } else {
                reconfiguredRows.append(update.old)
            }
        }
        var replacedMoves = Set<IndexPath>()
        for update in changes.items.movedUpdates {
            if reloadedItems.contains(newItem(at: update.new)) {
                replacedMoves.insert(update.new)
                deletedRows.append(update.old)
                insertedRows.append(update.new)
            } else {
                reconfiguredRows.append(update.old)
            }
        }
        movedRows = changes.items.moves.filter { !replacedMoves.contains($0.to) }.map { ($0.from, $0.to) }
    }

    /// Records the changes on `tableView`, inside its batch update.
    @MainActor
    func record(on tableView: UITableView, animation: UITableView.RowAnimation) {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
        for move in movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !deletedRows.isEmpty { tableView.deleteRows(at: deletedRows, with: animation) }
        if !insertedRows.isEmpty { tableView.insertRows(at: insertedRows, with: animation) }
        for move in movedRows { tableView.moveRow(at: move.from, to: move.to) }
        if !reloadedRows.isEmpty { tableView.reloadRows(at: reloadedRows, with: animation) }
        if !reconfiguredRows.isEmpty { tableView.reconfigureRows(at: reconfiguredRows) }
    }

    /// Items deleted at an index path where an item that compares equal is inserted.
    ///
    /// Both lists are in ascending order, so one merged walk finds them.
    private static func equalItems<Item: Equatable>(
        deleted: [IndexPath], inserted: [IndexPath], old: [[Item]], new: [[Item]]
    ) -> [Any] {
        var found: [Any] = []
        var insertion = 0
        for deletion in deleted {
            while insertion < inserted.count, inserted[insertion] < deletion { insertion += 1 }
            guard insertion < inserted.count, inserted[insertion] == deletion else { continue }
            let oldItem = old[deletion.section][deletion.row]
            if oldItem == new[deletion.section][deletion.row] { found.append(oldItem) }
        }
        return found
    }
}
