import Foundation

/// How an item takes part in an animated replacement: by the identity of an item of the
/// replacement's type, or, for an old item of another type, by a position that matches nothing.
enum ReplacementKey<ID: Hashable>: Hashable {
    /// An item of the replacement's type, identified by `ID`.
    case item(ID)
    /// An old item of another type; it can only be deleted.
    case foreign(Int)
}

/// An item of an animated replacement: its key, the item as the replacement's type when it is
/// one, and the item as the storage keeps it.
struct ReplacementEntry<Item, ID: Hashable> {
    let key: ReplacementKey<ID>
    let item: Item?
    let stored: Any
}

extension MemoryStorageDraft {
    /// Replaces the items of a run of sections with new ones, diffing old and new with
    /// ``LinearDiffer`` and logging the result as one batch.
    ///
    /// Sections are matched by position: the *i*-th replaced section stays the *i*-th one, and
    /// sections are inserted or deleted at the end of the run, which may change length only when
    /// it ends at the last section. Items move freely between the replaced sections. Old items
    /// that are not `Item`s are deleted. Moved items whose content changed are logged as a
    /// deletion plus an insertion (see ``BatchChangeset/replacingMovedUpdates()``), unmoved ones
    /// as reloads with their new item in `updatedObjects`. When nothing changes, the draft is
    /// left as it is.
    ///
    /// - Parameters:
    ///   - replaced: The existing sections to replace.
    ///   - newSections: The items of each new section.
    ///   - identity: The identity of an item.
    ///   - contentEquals: Whether two items with the same identity look the same.
    /// - Returns: Descriptions of the identities that occur more than once, as
    ///   ``BatchChangeset/duplicateIdentifiers`` orders them.
    /// - Complexity: O(*N* + *k* log *k*) for *N* old and new items and *k* moved items.
    mutating func replaceSections<Item, ID: Hashable>(
        _ replaced: Range<Int>,
        with newSections: [[Item]],
        identity: (Item) -> ID,
        contentEquals: (Item, Item) -> Bool
    ) -> [String] {
        typealias Entry = ReplacementEntry<Item, ID>
        var foreignItems = 0
        let old: [[Entry]] = replaced.map { index in
            sections[index].items.map { stored in
                if let item = stored as? Item { return Entry(key: .item(identity(item)), item: item, stored: stored) }
                foreignItems += 1
                return Entry(key: .foreign(foreignItems), item: nil, stored: stored)
            }
        }
        let new: [[Entry]] = newSections.map { items in
            items.map { Entry(key: .item(identity($0)), item: $0, stored: $0) }
        }
        let changes = LinearDiffer().changeset(
            from: Array(old.enumerated()),
            to: Array(new.enumerated()),
            sectionIdentity: { $0.offset },
            items: { $0.element },
            itemIdentity: { $0.key },
            contentEquals: { lhs, rhs in
                guard let lhs = lhs.item, let rhs = rhs.item else { return false }
                return contentEquals(lhs, rhs)
            }
        )
        let duplicates = changes.items.duplicateIdentifiers.compactMap { key -> String? in
            guard case let .item(id)? = key.base as? ReplacementKey<ID> else { return nil }
            return String(describing: id)
        }
        guard !changes.isEmpty else { return duplicates }
        let itemChanges = changes.items.replacingMovedUpdates()
        let shift = replaced.lowerBound
        let origins = isTransaction ? newOrigins(of: new, replacing: old, shiftedBy: shift, after: itemChanges) : []

        for (index, entries) in new.enumerated() {
            let items = entries.map(\.stored)
            if index < old.count {
                replaceItems(items, origins: isTransaction ? origins[index] : [], inSection: index + shift)
            } else {
                appendSection(items: items)
            }
        }
        if new.count < old.count {
            removeSections(Array((new.count + shift)..<(old.count + shift)))
        }
        record { log in
            Self.log(changes.sections, itemChanges, of: new, shiftedBy: shift, into: &log)
        }
        return duplicates
    }

    /// Works out where each item of the surviving replaced sections comes from, the way a view
    /// applies the batch: inserted rows are new, moved rows come from their source, and the rows
    /// that stay fill the remaining places in their old order.
    private func newOrigins<Entry>(
        of new: [[Entry]],
        replacing old: [[Entry]],
        shiftedBy shift: Int,
        after changes: BatchChangeset<IndexPath>
    ) -> [[ItemOrigin]] {
        let leaving = Set(changes.deletions + changes.moves.map(\.from))
        let reloaded = Set(changes.updates.map(\.old))
        let inserted = Set(changes.insertions)
        var moveSources = [IndexPath: IndexPath]()
        for move in changes.moves { moveSources[move.to] = move.from }
        func shifted(_ path: IndexPath) -> IndexPath { IndexPath(item: path.item, section: path.section + shift) }

        return new.indices.prefix(old.count).map { section in
            var staying = old[section].indices
                .lazy
                .map { IndexPath(item: $0, section: section) }
                .filter { !leaving.contains($0) }
                .makeIterator()
            return new[section].indices.map { row in
                let destination = IndexPath(item: row, section: section)
                if inserted.contains(destination) { return ItemOrigin() }
                if let source = moveSources[destination] { return itemOrigin(at: shifted(source)) }
                // A valid changeset leaves exactly one staying row per remaining place; should a
                // row be missing, the item counts as inserted, which still animates correctly.
                guard let source = staying.next() else { return ItemOrigin() }
                var origin = itemOrigin(at: shifted(source))
                if reloaded.contains(source) { origin.reloaded = true }
                return origin
            }
        }
    }

    /// Logs a diffed replacement in the order DTModelStorage uses: section deletions, insertions
    /// and moves, then item deletions, insertions (including every item of an inserted section),
    /// moves and reloads.
    private static func log<Item, ID>(
        _ sections: BatchChangeset<Int>,
        _ items: BatchChangeset<IndexPath>,
        of new: [[ReplacementEntry<Item, ID>]],
        shiftedBy shift: Int,
        into log: inout ChangeLog
    ) {
        func shifted(_ path: IndexPath) -> IndexPath { IndexPath(item: path.item, section: path.section + shift) }
        log.sectionChanges += sections.deletions.map { (.delete, [$0 + shift]) }
        log.sectionChanges += sections.insertions.map { (.insert, [$0 + shift]) }
        log.sectionChanges += sections.moves.map { (.move, [$0.from + shift, $0.to + shift]) }
        log.objectChanges += items.deletions.map { (.delete, [shifted($0)]) }
        let insertedSectionRows = sections.insertions.flatMap { section in
            new[section].indices.map { IndexPath(item: $0, section: section) }
        }
        log.objectChanges += (items.insertions + insertedSectionRows).sorted().map { (.insert, [shifted($0)]) }
        log.objectChanges += items.moves.map { (.move, [shifted($0.from), shifted($0.to)]) }
        for update in items.updates {
            log.objectChanges.append((.update, [shifted(update.old)]))
            log.updatedObjects[shifted(update.old)] = new[update.new.section][update.new.item].stored
        }
    }
}
