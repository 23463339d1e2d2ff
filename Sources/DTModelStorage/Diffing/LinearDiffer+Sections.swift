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
        // Sections: pair, keep the longest ordered run, move the rest.
        let oldSectionIDs = old.map(sectionIdentity)
        let newSectionIDs = new.map(sectionIdentity)
        let sectionPairing = OccurrencePairing(oldIDs: oldSectionIDs, newIDs: newSectionIDs, contentEquals: { _, _ in true })
        var stationarySections = [Bool](repeating: false, count: new.count)
        var sectionRun = IncreasingSubsequence(capacity: new.count)
        sectionRun.mark(sectionPairing.newToOld, in: 0..<new.count, onSubsequence: &stationarySections)
        var newSectionOfOld = [Int](repeating: -1, count: old.count)
        for (newSection, oldSection) in sectionPairing.newToOld.enumerated() where oldSection >= 0 {
            newSectionOfOld[Int(oldSection)] = newSection
        }
        let sectionChanges = Self.classify(
            sectionPairing,
            duplicates: sectionPairing.duplicates.map { AnyHashable($0.identity(old: oldSectionIDs, new: newSectionIDs)) },
            stationary: stationarySections,
            isOldInSurvivingSection: { _ in true },
            isNewInSurvivingSection: { _ in true },
            oldIndex: { $0 },
            newIndex: { $0 }
        )

        // Items: flatten both sides in reading order and pair across all sections.
        let oldItems = FlattenedSections(old, items: items)
        let newItems = FlattenedSections(new, items: items)
        let oldItemIDs = oldItems.items.map(itemIdentity)
        let newItemIDs = newItems.items.map(itemIdentity)
        var pairing = OccurrencePairing(
            oldIDs: oldItemIDs,
            newIDs: newItemIDs,
            contentEquals: { contentEquals(oldItems.items[$0], newItems.items[$1]) }
        )
        // Rows of deleted or inserted sections are covered by the section change: split their
        // pairs, and note which pairs stay within one section for the stationary run.
        var sameSectionOldPosition = [Int32](repeating: -1, count: newItems.items.count)
        for newPosition in pairing.newToOld.indices {
            let oldPosition = Int(pairing.newToOld[newPosition])
            guard oldPosition >= 0 else { continue }
            let oldSection = oldItems.sectionOfItem[oldPosition]
            let newSection = newItems.sectionOfItem[newPosition]
            let oldSectionTarget = newSectionOfOld[oldSection]
            if oldSectionTarget < 0 || sectionPairing.newToOld[newSection] < 0 {
                pairing.newToOld[newPosition] = -1
                pairing.isOldPaired[oldPosition] = false
            } else if oldSectionTarget == newSection {
                sameSectionOldPosition[newPosition] = Int32(oldPosition)
            }
        }
        var stationaryItems = [Bool](repeating: false, count: newItems.items.count)
        var itemRun = IncreasingSubsequence(capacity: newItems.items.count)
        for section in new.indices where sectionPairing.newToOld[section] >= 0 {
            itemRun.mark(sameSectionOldPosition, in: newItems.range(ofSection: section), onSubsequence: &stationaryItems)
        }
        let itemChanges = Self.classify(
            pairing,
            duplicates: pairing.duplicates.map { AnyHashable($0.identity(old: oldItemIDs, new: newItemIDs)) },
            stationary: stationaryItems,
            isOldInSurvivingSection: { newSectionOfOld[oldItems.sectionOfItem[$0]] >= 0 },
            isNewInSurvivingSection: { sectionPairing.newToOld[newItems.sectionOfItem[$0]] >= 0 },
            oldIndex: { oldItems.indexPath(ofItemAt: $0) },
            newIndex: { newItems.indexPath(ofItemAt: $0) }
        )
        return SectionedBatchChangeset(sections: sectionChanges, items: itemChanges)
    }
}
