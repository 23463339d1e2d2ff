extension LinearDiffer {
    // MARK: - SectionedDiffer

    /// Computes the changes that turn the sections `old` into the sections `new`.
    ///
    /// Sections are paired by identity (duplicates follow the *k*-th occurrence rule) and moved
    /// minimally, like elements of a list. Items are paired by identity across all sections, in
    /// reading order; a pair whose old section is deleted or whose new section is inserted is
    /// split, because its rows are covered by the section change. Within each surviving section,
    /// items that came from the same section and keep their relative order stay put; every other
    /// surviving item is a move, possibly across sections.
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
    ///   *k* out-of-order elements.
    @inlinable
    public func changeset<Section, Item, SectionID: Hashable, ItemID: Hashable>(
        from old: [Section],
        to new: [Section],
        sectionIdentity: (Section) -> SectionID,
        items: (Section) -> [Item],
        itemIdentity: (Item) -> ItemID,
        contentEquals: (Item, Item) -> Bool
    ) -> SectionedBatchChangeset {
        let sectionPairing = OccurrencePairing(
            oldCount: old.count,
            newCount: new.count,
            oldIdentity: { sectionIdentity(old[$0]) },
            newIdentity: { sectionIdentity(new[$0]) },
            contentEquals: { _, _ in true }
        )

        // Items: flatten both sides in reading order and pair across all sections.
        let oldItems = FlattenedSections(old, items: items)
        let newItems = FlattenedSections(new, items: items)
        let itemPairing = OccurrencePairing(
            oldCount: oldItems.items.count,
            newCount: newItems.items.count,
            oldIdentity: { itemIdentity(oldItems.items[$0]) },
            newIdentity: { itemIdentity(newItems.items[$0]) },
            contentEquals: { contentEquals(oldItems.items[$0], newItems.items[$1]) }
        )
        return Self.changeset(
            sections: sectionPairing,
            sectionDuplicates: sectionPairing.duplicates.map {
                AnyHashable($0.identity(old: { sectionIdentity(old[$0]) }, new: { sectionIdentity(new[$0]) }))
            },
            items: itemPairing,
            itemDuplicates: itemPairing.duplicates.map {
                AnyHashable($0.identity(old: { itemIdentity(oldItems.items[$0]) }, new: { itemIdentity(newItems.items[$0]) }))
            },
            oldLayout: oldItems.layout,
            newLayout: newItems.layout
        )
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
    static func changeset(
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
            oldIndex: { $0 },
            newIndex: { $0 }
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
