extension LinearDiffer {
    // MARK: - SectionedDiffer

    /// Computes the changes that turn the sections `old` into the sections `new`.
    ///
    /// Unchanged sections at the start and at the end are skipped first, like the common ends of
    /// a list (see ``LinearDiffer``): a section pairs in place when its identity is unchanged and
    /// its items correspond one by one; rows of such a section are reported only as updates. A
    /// section whose items are the very same array as before (as when a section is copied along
    /// with the others and left alone) costs a single comparison: its rows are taken to look the
    /// same as themselves, without calling `contentEquals`.
    ///
    /// Between those ends, sections are paired by identity (duplicates follow the *k*-th
    /// occurrence rule) and moved minimally, like elements of a list. Items are paired by
    /// identity across those sections, in reading order; a pair whose old section is deleted or
    /// whose new section is inserted is split, because its rows are covered by the section
    /// change. Within each surviving section, items that came from the same section and keep
    /// their relative order stay put; every other surviving item is a move, possibly across
    /// sections.
    ///
    /// - Parameters:
    ///   - old: The sections before the change.
    ///   - new: The sections after the change.
    ///   - sectionIdentity: The identity of a section.
    ///   - items: The items of a section, in display order.
    ///   - itemIdentity: The identity of an item.
    ///   - contentEquals: Whether two items with the same identity look the same.
    /// - Returns: The changes, in the coordinates documented on ``SectionedBatchChangeset``.
    /// - Complexity: O(*S* + *N*) expected for *S* sections and *N* items, plus O(*k* log *k*) for
    ///   *k* out-of-order elements; O(1) per unchanged section at either end whose items are the
    ///   same array as before.
    @inlinable
    public func changeset<Section, Item, SectionID: Hashable, ItemID: Hashable>(
        from old: [Section],
        to new: [Section],
        sectionIdentity: (Section) -> SectionID,
        items: (Section) -> [Item],
        itemIdentity: (Item) -> ItemID,
        contentEquals: (Item, Item) -> Bool
    ) -> SectionedBatchChangeset {
        func rows(of oldSection: Int, _ newSection: Int, onUpdate: (Int) -> Void) -> Correspondence {
            guard sectionIdentity(old[oldSection]) == sectionIdentity(new[newSection]) else { return .unrelated }
            return Self.correspondence(
                of: items(old[oldSection]), items(new[newSection]),
                identity: itemIdentity, contentEquals: contentEquals, onUpdate: onUpdate)
        }
        let ends = CommonEnds(oldCount: old.count, newCount: new.count) { rows(of: $0, $1) { _ in } }
        let sectionUpdates = ends.updates(oldCount: old.count, newCount: new.count)
        func rowUpdates(_ sections: [BatchChangeset<Int>.Update]) -> [BatchChangeset<IndexPath>.Update] {
            var updates: [BatchChangeset<IndexPath>.Update] = []
            for section in sections {
                _ = rows(of: section.old, section.new) { row in
                    updates.append(.init(old: IndexPath(index: section.old).appending(row), new: IndexPath(index: section.new).appending(row)))
                }
            }
            return updates
        }
        let leadingUpdates = rowUpdates(sectionUpdates.leading)
        let trailingUpdates = rowUpdates(sectionUpdates.trailing)
        guard ends.prefix + ends.suffix < Swift.max(old.count, new.count) else {
            return SectionedBatchChangeset(items: BatchChangeset(updates: leadingUpdates + trailingUpdates))
        }

        let oldSections = Array(old[ends.middle(ofCount: old.count)])
        let newSections = Array(new[ends.middle(ofCount: new.count)])
        let sectionPairing = OccurrencePairing(
            oldCount: oldSections.count,
            newCount: newSections.count,
            oldIdentity: { sectionIdentity(oldSections[$0]) },
            newIdentity: { sectionIdentity(newSections[$0]) },
            areIdentical: { _, _ in false },
            contentEquals: { _, _ in true }
        )

        // Items: flatten both sides in reading order and pair across all sections.
        let oldItems = FlattenedSections(oldSections, items: items, firstSection: ends.prefix)
        let newItems = FlattenedSections(newSections, items: items, firstSection: ends.prefix)
        let itemPairing = oldItems.items.withUnsafeBufferPointer { oldItems in
            newItems.items.withUnsafeBufferPointer { newItems in
                OccurrencePairing(oldItems, newItems, identity: itemIdentity, contentEquals: contentEquals)
            }
        }
        var changes = Self.changeset(
            sections: sectionPairing,
            sectionDuplicates: sectionPairing.duplicates.map {
                AnyHashable($0.identity(old: { sectionIdentity(oldSections[$0]) }, new: { sectionIdentity(newSections[$0]) }))
            },
            items: itemPairing,
            itemDuplicates: itemPairing.duplicates.map {
                AnyHashable($0.identity(old: { itemIdentity(oldItems.items[$0]) }, new: { itemIdentity(newItems.items[$0]) }))
            },
            oldLayout: oldItems.layout,
            newLayout: newItems.layout
        )
        if !leadingUpdates.isEmpty || !trailingUpdates.isEmpty {
            changes.items.updates = leadingUpdates + changes.items.updates + trailingUpdates
        }
        return changes
    }

    // MARK: - Internal

    /// Turns paired sections and paired items into a sectioned changeset.
    ///
    /// Not generic, so it is compiled once and runs at full speed for callers that cannot be
    /// specialised (a storage holding items of any type).
    ///
    /// - Parameters:
    ///   - sectionPairing: Paired old and new sections.
    ///   - sectionDuplicates: The identities of `sectionPairing`'s duplicates.
    ///   - itemPairing: Paired old and new items, by flat position in reading order.
    ///   - itemDuplicates: The identities of `itemPairing`'s duplicates.
    ///   - oldLayout: The sections of the old items.
    ///   - newLayout: The sections of the new items.
    /// - Returns: The changes, in the coordinates documented on ``SectionedBatchChangeset``.
    /// - Complexity: O(*S* + *N*), plus O(*k* log *k*) for *k* out-of-order elements.
    @usableFromInline
    package static func changeset(
        sections sectionPairing: OccurrencePairing,
        sectionDuplicates: [AnyHashable],
        items itemPairing: OccurrencePairing,
        itemDuplicates: [AnyHashable],
        oldLayout: SectionLayout,
        newLayout: SectionLayout
    ) -> SectionedBatchChangeset {
        // Sections: keep the longest ordered run, move the rest.
        let newSectionCount = sectionPairing.newToOld.count
        var stationarySections = [Bool](repeating: false, count: newSectionCount)
        var sectionRun = IncreasingSubsequence(capacity: newSectionCount)
        sectionRun.mark(sectionPairing.newToOld, in: 0..<newSectionCount, onSubsequence: &stationarySections)
        var newSectionOfOld = [Int](repeating: -1, count: sectionPairing.isOldPaired.count)
        for (newSection, oldSection) in sectionPairing.newToOld.enumerated() where oldSection >= 0 {
            newSectionOfOld[Int(oldSection)] = newSection
        }
        let sectionChanges = classify(
            sectionPairing,
            duplicates: sectionDuplicates,
            stationary: stationarySections,
            isOldInSurvivingSection: { _ in true },
            isNewInSurvivingSection: { _ in true },
            oldIndex: { oldLayout.firstSection + $0 },
            newIndex: { newLayout.firstSection + $0 }
        )

        // Rows of deleted or inserted sections are covered by the section change: split their
        // pairs, and note which pairs stay within one section for the stationary run.
        var pairing = itemPairing
        let newItemCount = pairing.newToOld.count
        var sameSectionOldPosition = [Int32](repeating: -1, count: newItemCount)
        for newPosition in 0..<newItemCount {
            let oldPosition = Int(pairing.newToOld[newPosition])
            guard oldPosition >= 0 else { continue }
            let oldSectionTarget = newSectionOfOld[oldLayout.sectionOfItem[oldPosition]]
            let newSection = newLayout.sectionOfItem[newPosition]
            if oldSectionTarget < 0 || sectionPairing.newToOld[newSection] < 0 {
                pairing.newToOld[newPosition] = -1
                pairing.isOldPaired[oldPosition] = false
            } else if oldSectionTarget == newSection {
                sameSectionOldPosition[newPosition] = Int32(oldPosition)
            }
        }
        var stationaryItems = [Bool](repeating: false, count: newItemCount)
        var itemRun = IncreasingSubsequence(capacity: newItemCount)
        for section in 0..<newSectionCount where sectionPairing.newToOld[section] >= 0 {
            itemRun.mark(sameSectionOldPosition, in: newLayout.range(ofSection: section), onSubsequence: &stationaryItems)
        }
        let itemChanges = classify(
            pairing,
            duplicates: itemDuplicates,
            stationary: stationaryItems,
            isOldInSurvivingSection: { newSectionOfOld[oldLayout.sectionOfItem[$0]] >= 0 },
            isNewInSurvivingSection: { sectionPairing.newToOld[newLayout.sectionOfItem[$0]] >= 0 },
            oldIndex: { oldLayout.indexPath(ofItemAt: $0) },
            newIndex: { newLayout.indexPath(ofItemAt: $0) }
        )
        return SectionedBatchChangeset(sections: sectionChanges, items: itemChanges)
    }
}

extension LinearDiffer {
    /// How the items of an old section relate to those of a new one: ``Correspondence/unrelated``
    /// unless they correspond one by one.
    ///
    /// - Parameters:
    ///   - old: The old section's items.
    ///   - new: The new section's items.
    ///   - identity: The identity of an item.
    ///   - contentEquals: Whether two items with the same identity look the same.
    ///   - onUpdate: Called with each row whose content changed, in ascending order, until a row
    ///     does not correspond.
    /// - Complexity: O(1) when both are the same array; otherwise O(*n*).
    @inlinable
    static func correspondence<Item, ID: Hashable>(
        of old: [Item],
        _ new: [Item],
        identity: (Item) -> ID,
        contentEquals: (Item, Item) -> Bool,
        onUpdate: (Int) -> Void
    ) -> Correspondence {
        guard old.count == new.count else { return .unrelated }
        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard let oldItems = old.baseAddress, let newItems = new.baseAddress, oldItems != newItems else {
                    return .unchanged
                }
                var result = Correspondence.unchanged
                for row in 0..<old.count {
                    switch Correspondence(oldItems + row, newItems + row, identity: identity, contentEquals: contentEquals) {
                    case .unrelated: return .unrelated
                    case .updated:
                        result = .updated
                        onUpdate(row)
                    case .unchanged: break
                    }
                }
                return result
            }
        }
    }
}
