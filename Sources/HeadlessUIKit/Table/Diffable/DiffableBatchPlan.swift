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

    /// An item as the differ identifies it: equal only when the hashes are equal too.
    ///
    /// The differ pairs an item with the item at the same place by `==` alone, without hashing;
    /// comparing the hashes first makes items that are equal but hash differently (a broken
    /// `Hashable`) come out as a deletion and an insertion, where ``equalItems`` finds them.
    private struct HashedIdentity<Item: Hashable>: Hashable {
        let item: Item
        let hash: Int

        init(_ item: Item) {
            self.item = item
            hash = item.hashValue
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.hash == rhs.hash && lhs.item == rhs.item
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
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
            sectionIdentity: \.key, items: \.items, itemIdentity: HashedIdentity.init,
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

    /// The most comparisons ``equalItems`` makes between every deleted and every inserted item;
    /// past it, only items deleted and inserted at the same index path are compared.
    static let exhaustiveComparisonLimit = 100_000

    /// Deleted items that compare equal to an inserted item. They cannot hash alike: the differ
    /// would have paired them.
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
