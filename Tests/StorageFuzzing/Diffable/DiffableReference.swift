/// What a diffable table must show, kept independently of `NSDiffableDataSourceSnapshot`: the
/// section identifiers and each section's item identifiers, edited with plain arrays.
package struct DiffableReference: Equatable {
    /// The section identifiers, in order.
    package var sections: [Int] = []
    /// Each section's item identifiers, in order.
    package var items: [[Int]] = []

    /// An empty reference.
    package init() {}

    /// A reference with these sections and items.
    package init(sections: [Int], items: [[Int]]) {
        self.sections = sections
        self.items = items
    }

    /// Every item, in reading order.
    package var allItems: [Int] { items.flatMap { $0 } }

    /// The section position and row of an item.
    package func location(of item: Int) -> (section: Int, row: Int)? {
        for (section, sectionItems) in items.enumerated() {
            if let row = sectionItems.firstIndex(of: item) { return (section, row) }
        }
        return nil
    }

    /// Removes an item wherever it is.
    package mutating func remove(_ item: Int) {
        guard let location = location(of: item) else { return }
        items[location.section].remove(at: location.row)
    }

    /// Appends items to a section as one `appendItems` call does in UIKit: an item already in the
    /// snapshot moves here; an item given twice is kept once, at its first position.
    ///
    /// - Returns: Whether the call gave an item twice (the violation UIKit raises).
    @discardableResult
    package mutating func append(_ newItems: [Int], toSectionAt section: Int) -> Bool {
        var seen = Set<Int>()
        var repeated = false
        for item in newItems {
            guard seen.insert(item).inserted else {
                repeated = true
                continue
            }
            remove(item)
            items[section].append(item)
        }
        return repeated
    }

    /// Inserts new sections at a position.
    package mutating func insertSections(_ newSections: [Int], at position: Int) {
        sections.insert(contentsOf: newSections, at: position)
        items.insert(contentsOf: Array(repeating: [], count: newSections.count), at: position)
    }
}
