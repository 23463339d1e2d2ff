internal import LinearDiffing
import Foundation

/// The table changes that turn what one snapshot shows into what another shows, computed with
/// `LinearDiffer` and applied as one batch update.
///
/// Sections and items are paired by identifier: each new identifier is looked up once in the old
/// snapshot's index, and the differ then works on those positions (plain integers, so its
/// generic code runs specialized whatever the identifier types). A section marked for reloading
/// is given a new identity for the diff, so it is deleted and inserted: the table displays its
/// header, footer and rows anew, and rows moving into or out of it stay valid in the same batch.
/// An item marked for reloading or reconfiguring counts as changed: reloaded rows that stay put
/// are reloaded, reloaded rows that move are deleted and inserted (UIKit rejects a reload of a
/// moved row), and reconfigured rows are reconfigured at their old index path, which the table
/// maps through the batch.
struct DiffableBatchPlan {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
    var reconfiguredRows: [IndexPath] = []
    /// Item identifiers deleted and inserted that compare equal: their hashes differ, or the
    /// index lookup would have paired them.
    var inconsistentlyHashed: [Any] = []

    /// How an item changes in the new snapshot.
    private enum Change: UInt8 {
        case none, reconfigure, reload
    }

    /// An item as the differ sees it: the old snapshot's position of its identifier (a unique
    /// negative number for an identifier the old snapshot lacks), and how it changes.
    private struct Entry {
        var identity: Int
        var change: Change
    }

    /// A section as the differ sees it, with its items.
    private struct DiffedSection {
        var identity: Int
        var entries: [Entry]
    }

    /// Computes the changes from `old` to `new`; both must be normalized.
    ///
    /// - Complexity: O(*S* + *N*) expected: one index lookup per new identifier, then
    ///   `LinearDiffer` on integers.
    init<Section, Item>(from old: DiffableSnapshotStorage<Section, Item>, to new: DiffableSnapshotStorage<Section, Item>) {
        var fresh = -1
        func nextFresh() -> Int {
            defer { fresh -= 1 }
            return fresh
        }
        let oldItems = old.items
        guard let oldIndex = old.itemIndex else { preconditionFailure("the old snapshot must be normalized") }
        let oldSections = oldItems.indices.map { section in
            DiffedSection(identity: section, entries: Self.positions(oldIndex.sectionStarts[section], count: oldItems[section].count))
        }
        let reloadedSections = Set(new.reloadedSections)
        guard let newIndex = new.itemIndex else { preconditionFailure("the new snapshot must be normalized") }
        var position = 0
        var newSections: [DiffedSection] = []
        newSections.reserveCapacity(new.sections.count)
        for section in new.sections.indices {
            let identifier = new.sections[section]
            let identity = reloadedSections.contains(identifier) ? nil : old.sectionPositions[identifier]
            var entries: [Entry] = []
            entries.reserveCapacity(new.items[section].count)
            for item in new.items[section] {
                let location = oldIndex.location(of: item, hash: newIndex.hashes[position], in: oldItems)
                position += 1
                entries.append(Entry(identity: location.map(oldIndex.position(of:)) ?? nextFresh(), change: .none))
            }
            newSections.append(DiffedSection(identity: identity ?? nextFresh(), entries: entries))
        }
        Self.mark(new.reconfiguredItems, .reconfigure, in: &newSections, of: new)
        Self.mark(new.reloadedItems, .reload, in: &newSections, of: new)

        let changes = LinearDiffer().changeset(
            from: oldSections, to: newSections,
            sectionIdentity: \.identity, items: \.entries, itemIdentity: \.identity,
            contentEquals: { $1.change == .none }
        )
        deletedSections = IndexSet(changes.sections.deletions)
        insertedSections = IndexSet(changes.sections.insertions)
        movedSections = changes.sections.moves.map { ($0.from, $0.to) }
        deletedRows = changes.items.deletions
        insertedRows = changes.items.insertions
        inconsistentlyHashed = Self.equalItems(deleted: deletedRows, inserted: insertedRows, old: old.items, new: new.items)

        func change(at indexPath: IndexPath) -> Change { newSections[indexPath.section].entries[indexPath.row].change }
        for update in changes.items.updates {
            if change(at: update.new) == .reload {
                reloadedRows.append(update.old)
            } else {
                reconfiguredRows.append(update.old)
            }
        }
        var replacedMoves = Set<IndexPath>()
        for update in changes.items.movedUpdates {
            if change(at: update.new) == .reload {
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

    // MARK: - Private

    /// Entries for the old snapshot's items: their own flat positions.
    private static func positions(_ start: Int, count: Int) -> [Entry] {
        (start..<start + count).map { Entry(identity: $0, change: .none) }
    }

    /// Marks the entries of `items` in the new snapshot (a reload wins over a reconfigure).
    private static func mark<Section, Item>(
        _ items: [Item], _ change: Change, in sections: inout [DiffedSection], of snapshot: DiffableSnapshotStorage<Section, Item>
    ) {
        for item in items {
            guard let location = snapshot.location(of: item) else { continue }
            sections[location.section].entries[location.row].change = change
        }
    }

    /// The most comparisons ``equalItems`` makes between every deleted and every inserted item;
    /// past it, only items deleted and inserted at the same index path are compared.
    static let exhaustiveComparisonLimit = 100_000

    /// Deleted items that compare equal to an inserted item. They cannot hash alike: the index
    /// lookup would have paired them.
    ///
    /// Hashing cannot find them, so they are found by comparing: every deleted item with every
    /// inserted one while that takes at most ``exhaustiveComparisonLimit`` comparisons, else
    /// only items at the same index path (the usual case: an item whose hash includes a field
    /// that changed, in place). Both lists are in ascending order, so that check is one merged
    /// walk.
    private static func equalItems<Item: Equatable>(
        deleted: [IndexPath], inserted: [IndexPath], old: [[Item]], new: [[Item]]
    ) -> [Any] {
        func oldItem(_ indexPath: IndexPath) -> Item { old[indexPath.section][indexPath.row] }
        func newItem(_ indexPath: IndexPath) -> Item { new[indexPath.section][indexPath.row] }
        if deleted.count * inserted.count <= exhaustiveComparisonLimit {
            let insertedItems = inserted.map(newItem)
            return deleted.map(oldItem).filter { insertedItems.contains($0) }
        }
        var found: [Any] = []
        var insertion = 0
        for deletion in deleted {
            while insertion < inserted.count, inserted[insertion] < deletion { insertion += 1 }
            guard insertion < inserted.count, inserted[insertion] == deletion else { continue }
            if oldItem(deletion) == newItem(deletion) { found.append(oldItem(deletion)) }
        }
        return found
    }
}
