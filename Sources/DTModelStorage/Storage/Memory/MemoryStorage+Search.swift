import Foundation

/// Reading `MemoryStorage`. Reads never copy sections.
extension MemoryStorage {
    /// Returns the item at an index path, or `nil` if there is none.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Any? {
        guard sectionModels.indices.contains(indexPath.section) else { return nil }
        return sectionModels[indexPath.section].item(at: indexPath.item)
    }

    /// Returns the items of a section, or `nil` if the section does not exist.
    ///
    /// - Parameter index: The section index.
    /// - Complexity: O(1), the array sharing storage with the section; O(*n*) once after
    ///   ``setItems(_:forSection:)``, which keeps the caller's typed array until it is needed.
    public func items(inSection index: Int) -> [Any]? {
        section(atIndex: index)?.items
    }

    /// Returns the index path of the first item equal to `searchableItem`, or `nil`.
    ///
    /// Items of other types never match.
    ///
    /// - Parameter searchableItem: The item to look for.
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func indexPath<T: Equatable>(forItem searchableItem: T) -> IndexPath? {
        for (sectionIndex, section) in sectionModels.enumerated() {
            if let row = section.contents.firstIndex(where: { ($0 as? T) == searchableItem }) {
                return IndexPath(item: row, section: sectionIndex)
            }
        }
        return nil
    }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var totalNumberOfItems: Int {
        sectionModels.reduce(0) { $0 + $1.numberOfItems }
    }
}

// MARK: - Index path helpers

extension MemoryStorage {
    /// Returns the index paths of the first occurrence of each item that is found, in the order of
    /// `items`; items that are not found are skipped.
    ///
    /// - Parameter items: The items to look for.
    /// - Complexity: O(*k* · *N*) for *k* items and *N* items in the storage.
    final func indexPathArray<T: Equatable>(forItems items: [T]) -> [IndexPath] {
        items.compactMap { indexPath(forItem: $0) }
    }

    /// Returns index paths sorted by section, then item; descending order suits removal, where
    /// later index paths must go first.
    ///
    /// - Parameters:
    ///   - indexPaths: The index paths to sort.
    ///   - ascending: Whether to sort ascending.
    /// - Complexity: O(*k* log *k*) for *k* index paths.
    static func sortedArrayOfIndexPaths(_ indexPaths: [IndexPath], ascending: Bool) -> [IndexPath] {
        indexPaths.sorted(by: ascending ? (<) : (>))
    }
}
