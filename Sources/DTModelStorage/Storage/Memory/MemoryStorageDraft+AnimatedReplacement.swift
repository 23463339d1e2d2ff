import Foundation

extension MemoryStorageDraft {
    /// Replaces the items of a run of sections with new ones, diffing old and new with
    /// `LinearDiffer` and logging the result as one batch.
    ///
    /// Sections are matched by position: the *i*-th replaced section stays the *i*-th one, and
    /// sections are inserted or deleted at the end of the run, which may change length only when
    /// it ends at the last section. Items move freely between the replaced sections. Old items
    /// that are not `Item`s are deleted. Moved items whose content changed are logged as a
    /// deletion plus an insertion (see `BatchChangeset/replacingMovedUpdates()`), unmoved ones
    /// as reloads with their new item in `updatedObjects`. When nothing changes, the draft is
    /// left as it is.
    ///
    /// Only reading the items is generic: each identity is read at most once, and pairing,
    /// classifying and logging run on positions.
    ///
    /// - Parameters:
    ///   - replaced: The existing sections to replace.
    ///   - newSections: The items of each new section.
    ///   - identity: The identity of an item.
    ///   - contentEquals: Whether two items with the same identity look the same.
    /// - Returns: Descriptions of the identities that occur more than once, as
    ///   `BatchChangeset/duplicateIdentifiers` orders them.
    /// - Complexity: O(*N* + *k* log *k*) for *N* old and new items and *k* moved items.
    mutating func replaceSections<Item, ID: Hashable>(
        _ replaced: Range<Int>,
        with newSections: [[Item]],
        identity: (Item) -> ID,
        contentEquals: (Item, Item) -> Bool
    ) -> [String] {
        let oldSections = replaced.map { sections[$0].items }
        let oldLayout = SectionLayout(counts: oldSections.map(\.count))
        let newLayout = SectionLayout(counts: newSections.map(\.count))
        let old = Self.items(of: oldSections, as: Item.self)
        let newItems = newSections.count == 1 ? newSections[0] : Array(newSections.joined())
        var itemPairing = old.items.withUnsafeBufferPointer { oldItems in
            newItems.withUnsafeBufferPointer { newItems in
                OccurrencePairing(oldItems, newItems, identity: identity, contentEquals: contentEquals)
            }
        }
        let duplicates = itemPairing.duplicates.map {
            String(describing: $0.identity(old: { identity(old.items[$0]) }, new: { identity(newItems[$0]) }))
        }
        if let positions = old.positions {
            itemPairing = itemPairing.spreadingOldPositions(positions, over: oldLayout.itemCount)
        }
        let sectionPairing = OccurrencePairing(
            oldCount: oldSections.count, newCount: newSections.count,
            oldIdentity: { $0 }, newIdentity: { $0 }, areIdentical: { _, _ in false }, contentEquals: { _, _ in true })
        let changes = LinearDiffer.changeset(
            sections: sectionPairing, sectionDuplicates: [],
            items: itemPairing, itemDuplicates: [],
            oldLayout: oldLayout, newLayout: newLayout)
        guard !changes.isEmpty else { return duplicates }
        applyReplacement(
            of: replaced, oldCounts: oldSections.map(\.count),
            with: newSections.map { $0 as [Any] }, changes: changes)
        return duplicates
    }

    /// The items of `sections` that are `Item`s, in reading order, and, when some are not, the
    /// flat position of each one that is.
    private static func items<Item>(of sections: [SectionItems], as _: Item.Type) -> (items: [Item], positions: [Int]?) {
        var items = [Item]()
        items.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        var positions: [Int]?
        var position = 0
        for section in sections {
            if let typed = section.typedArray(of: Item.self) {
                // A section still holding the caller's array of `Item`s needs no per-item cast.
                positions?.append(contentsOf: position..<position + typed.count)
                items.append(contentsOf: typed)
                position += typed.count
                continue
            }
            for stored in section {
                if let item = stored as? Item {
                    positions?.append(position)
                    items.append(item)
                } else if positions == nil {
                    positions = Array(0..<position)
                }
                position += 1
            }
        }
        return (items, positions)
    }

    /// Writes a diffed replacement into the draft and logs it.
    private mutating func applyReplacement(
        of replaced: Range<Int>,
        oldCounts: [Int],
        with newItems: [[Any]],
        changes: SectionedBatchChangeset
    ) {
        let itemChanges = changes.items.replacingMovedUpdates()
        let shift = replaced.lowerBound
        let origins = isTransaction
            ? newOrigins(newCounts: newItems.map(\.count), oldCounts: oldCounts, shiftedBy: shift, after: itemChanges)
            : []
        for (index, items) in newItems.enumerated() {
            if index < oldCounts.count {
                replaceItems(items, origins: isTransaction ? origins[index] : [], inSection: index + shift)
            } else {
                appendSection(items: items)
            }
        }
        if newItems.count < oldCounts.count {
            removeSections(Array((newItems.count + shift)..<(oldCounts.count + shift)))
        }
        record { log in
            Self.log(changes.sections, itemChanges, of: newItems, shiftedBy: shift, into: &log)
        }
    }

    /// Works out where each item of the surviving replaced sections comes from, the way a view
    /// applies the batch: inserted rows are new, moved rows come from their source, and the rows
    /// that stay fill the remaining places in their old order.
    ///
    /// - Complexity: O(*N*) for *N* old and new items of the surviving sections.
    private func newOrigins(
        newCounts: [Int],
        oldCounts: [Int],
        shiftedBy shift: Int,
        after changes: BatchChangeset<IndexPath>
    ) -> [[ItemOrigin]] {
        // A valid changeset addresses surviving sections only: rows of inserted or deleted
        // sections are covered by the section change.
        let surviving = Swift.min(newCounts.count, oldCounts.count)
        var leaving = oldCounts.prefix(surviving).map { [Bool](repeating: false, count: $0) }
        var reloaded = leaving
        for deletion in changes.deletions { leaving[deletion.section][deletion.item] = true }
        for move in changes.moves { leaving[move.from.section][move.from.item] = true }
        for update in changes.updates { reloaded[update.old.section][update.old.item] = true }
        var placed = newCounts.prefix(surviving).map { [ItemOrigin?](repeating: nil, count: $0) }
        for insertion in changes.insertions { placed[insertion.section][insertion.item] = ItemOrigin() }
        for move in changes.moves {
            let source = IndexPath(item: move.from.item, section: move.from.section + shift)
            placed[move.to.section][move.to.item] = itemOrigin(at: source)
        }

        return (0..<surviving).map { section in
            let origins = itemOrigins(inSection: section + shift)
            var staying = 0
            return placed[section].map { origin in
                if let origin { return origin }
                while staying < oldCounts[section], leaving[section][staying] { staying += 1 }
                // A valid changeset leaves exactly one staying row per remaining place; should a
                // row be missing, the item counts as inserted, which still animates correctly.
                guard staying < oldCounts[section] else { return ItemOrigin() }
                var origin = origins[staying]
                if reloaded[section][staying] { origin.reloaded = true }
                staying += 1
                return origin
            }
        }
    }

    /// Logs a diffed replacement in the order DTModelStorage uses: section deletions, insertions
    /// and moves, then item deletions, insertions (including every item of an inserted section),
    /// moves and reloads.
    private static func log(
        _ sections: BatchChangeset<Int>,
        _ items: BatchChangeset<IndexPath>,
        of newItems: [[Any]],
        shiftedBy shift: Int,
        into log: inout ChangeLog
    ) {
        func shifted(_ path: IndexPath) -> IndexPath {
            shift == 0 ? path : IndexPath(item: path.item, section: path.section + shift)
        }
        log.sectionChanges += sections.deletions.map { (.delete, [$0 + shift]) }
        log.sectionChanges += sections.insertions.map { (.insert, [$0 + shift]) }
        log.sectionChanges += sections.moves.map { (.move, [$0.from + shift, $0.to + shift]) }
        for deletion in items.deletions { log.objectChanges.append(.delete, at: shifted(deletion)) }
        // Row insertions address surviving sections, which precede every inserted section (they
        // are appended), so inserted sections' rows follow them in ascending order.
        for insertion in items.insertions { log.objectChanges.append(.insert, at: shifted(insertion)) }
        for section in sections.insertions {
            log.objectChanges.append(.insert, rows: newItems[section].indices, inSection: section + shift)
        }
        for move in items.moves { log.objectChanges.appendMove(from: shifted(move.from), to: shifted(move.to)) }
        log.updatedObjects.reserveCapacity(log.updatedObjects.count + items.updates.count)
        for update in items.updates {
            log.objectChanges.append(.update, at: shifted(update.old))
            log.updatedObjects[shifted(update.old)] = newItems[update.new.section][update.new.item]
        }
    }
}
