/// The items of a list of sections laid out in one contiguous array, in reading order, with the
/// section of each item and the first position of each section.
@usableFromInline
struct FlattenedSections<Item> {
    /// All items, section by section.
    @usableFromInline let items: [Item]
    /// For each item position, its section index.
    @usableFromInline let sectionOfItem: [Int]
    /// For each section, the position of its first item; one extra entry holds the item count.
    @usableFromInline let sectionStarts: [Int]

    /// Flattens `sections`.
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - items: The items of a section.
    /// - Complexity: O(*S* + *N*).
    @inlinable
    init<Section>(_ sections: [Section], items itemsOfSection: (Section) -> [Item]) {
        var items = [Item]()
        var sectionOfItem = [Int]()
        var sectionStarts = [Int]()
        sectionStarts.reserveCapacity(sections.count + 1)
        for (index, section) in sections.enumerated() {
            sectionStarts.append(items.count)
            let sectionItems = itemsOfSection(section)
            items.append(contentsOf: sectionItems)
            sectionOfItem.append(contentsOf: repeatElement(index, count: sectionItems.count))
        }
        sectionStarts.append(items.count)
        self.items = items
        self.sectionOfItem = sectionOfItem
        self.sectionStarts = sectionStarts
    }

    /// The positions of a section's items.
    @inlinable
    func range(ofSection section: Int) -> Range<Int> {
        sectionStarts[section]..<sectionStarts[section + 1]
    }

    /// The index path of the item at a flat position.
    @inlinable
    func indexPath(ofItemAt position: Int) -> IndexPath {
        let section = sectionOfItem[position]
        return IndexPath(row: position - sectionStarts[section], section: section)
    }
}
