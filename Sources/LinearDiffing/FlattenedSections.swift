/// The items of a list of sections laid out in one contiguous array, in reading order.
@usableFromInline
struct FlattenedSections<Item> {
    /// All items, section by section.
    @usableFromInline let items: [Item]
    /// Where each section's items are.
    @usableFromInline let layout: SectionLayout

    /// Flattens `sections`.
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - items: The items of a section.
    ///   - firstSection: The index of the first of `sections` in the whole list.
    /// - Complexity: O(*S* + *N*).
    @inlinable
    init<Section>(_ sections: [Section], items itemsOfSection: (Section) -> [Item], firstSection: Int) {
        var items = [Item]()
        var counts = [Int]()
        counts.reserveCapacity(sections.count)
        for section in sections {
            let sectionItems = itemsOfSection(section)
            items.append(contentsOf: sectionItems)
            counts.append(sectionItems.count)
        }
        self.items = items
        layout = SectionLayout(counts: counts, firstSection: firstSection)
    }
}
