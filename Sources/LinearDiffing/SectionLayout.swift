/// Where the items of a list of sections are once laid out one after another in reading order:
/// the section of each flat position and the first position of each section.
///
/// The sections may be a run taken from a longer list: index paths then count sections from
/// ``firstSection``.
@usableFromInline
package struct SectionLayout {
    /// The index, in the whole list, of the first section laid out.
    @usableFromInline let firstSection: Int
    /// For each item position, its section index within the laid-out run.
    @usableFromInline let sectionOfItem: [Int]
    /// For each section, the position of its first item; one extra entry holds the item count.
    @usableFromInline let sectionStarts: [Int]

    /// Lays out sections holding `counts[i]` items each.
    /// - Parameters:
    ///   - counts: The number of items of each section.
    ///   - firstSection: The index, in the whole list, of the first section.
    /// - Complexity: O(*S* + *N*).
    @inlinable
    package init(counts: [Int], firstSection: Int = 0) {
        self.firstSection = firstSection
        var sectionOfItem = [Int]()
        var sectionStarts = [Int]()
        sectionStarts.reserveCapacity(counts.count + 1)
        var start = 0
        for (section, count) in counts.enumerated() {
            sectionStarts.append(start)
            sectionOfItem.append(contentsOf: repeatElement(section, count: count))
            start += count
        }
        sectionStarts.append(start)
        self.sectionOfItem = sectionOfItem
        self.sectionStarts = sectionStarts
    }

    /// The number of items in all sections.
    @inlinable
    package var itemCount: Int { sectionOfItem.count }

    /// The positions of the items of a section of the run.
    @inlinable
    package func range(ofSection section: Int) -> Range<Int> {
        sectionStarts[section]..<sectionStarts[section + 1]
    }

    /// The index path of the item at a flat position.
    ///
    /// Built by appending the row to the section, which stores both in place; creating it from an
    /// array of indexes would allocate that array first.
    @inlinable
    package func indexPath(ofItemAt position: Int) -> IndexPath {
        let section = sectionOfItem[position]
        return IndexPath(index: firstSection + section).appending(position - sectionStarts[section])
    }
}
