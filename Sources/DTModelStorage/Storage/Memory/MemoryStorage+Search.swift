import Foundation

/// Reading `MemoryStorage`: the implementations of its `open` reading members (declared in
/// `MemoryStorage.swift`). Reads never copy sections.
extension MemoryStorage {
    func findItem(at indexPath: IndexPath) -> Any? {
        guard sectionModels.indices.contains(indexPath.section) else { return nil }
        return sectionModels[indexPath.section].item(at: indexPath.item)
    }

    func findItems(inSection index: Int) -> [Any]? {
        section(atIndex: index)?.items
    }

    func findIndexPath<T: Equatable>(forItem searchableItem: T) -> IndexPath? {
        for (sectionIndex, section) in sectionModels.enumerated() {
            if let row = section.contents.firstIndex(where: { ($0 as? T) == searchableItem }) {
                return IndexPath(item: row, section: sectionIndex)
            }
        }
        return nil
    }

    /// Implements ``totalNumberOfItems``.
    var countOfAllItems: Int {
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
