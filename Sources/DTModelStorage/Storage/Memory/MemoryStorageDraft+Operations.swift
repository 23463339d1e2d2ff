import Foundation

/// The operations of `MemoryStorage`. Each one validates all of its input first and throws the
/// matching anomaly before changing anything, then edits the draft and logs its changes.
extension MemoryStorageDraft {
    // MARK: - Adding and inserting

    mutating func addItems(_ items: [Any], toSection index: Int) throws(MemoryStorageAnomaly) {
        guard index >= 0 else { throw .sectionIndexOutOfRange(index: index, numberOfSections: numberOfSections) }
        ensureSection(index)
        let start = sections[index].items.count
        insertItems(items, at: start, inSection: index)
        record { $0.objectChanges.append(.insert, rows: start..<start + items.count, inSection: index) }
    }

    mutating func insertItems(_ items: [Any], at indexPath: IndexPath) throws(MemoryStorageAnomaly) {
        let count = numberOfItems(inSection: indexPath.section)
        guard indexPath.section >= 0, (0...count).contains(indexPath.item) else {
            throw .insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count)
        }
        ensureSection(indexPath.section)
        insertItems(items, at: indexPath.item, inSection: indexPath.section)
        record { $0.objectChanges.append(.insert, rows: indexPath.item..<indexPath.item + items.count, inSection: indexPath.section) }
    }

    /// Inserts each item at its index path, in order; each index path refers to the contents after
    /// the previous insertions.
    mutating func insertItems(_ items: [Any], to indexPaths: [IndexPath]) throws(MemoryStorageAnomaly) {
        guard items.count == indexPaths.count else {
            throw .batchInsertionItemCountMismatch(itemsCount: items.count, indexPathsCount: indexPaths.count)
        }
        var counts: [Int: Int] = [:]
        for indexPath in indexPaths {
            let count = counts[indexPath.section] ?? numberOfItems(inSection: indexPath.section)
            guard indexPath.section >= 0, (0...count).contains(indexPath.item) else {
                throw .insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count)
            }
            counts[indexPath.section] = count + 1
        }
        guard let lastSection = indexPaths.map(\.section).max() else { return }
        ensureSection(lastSection)
        for (item, indexPath) in zip(items, indexPaths) {
            insertItems([item], at: indexPath.item, inSection: indexPath.section)
        }
        record({ log in for indexPath in indexPaths { log.objectChanges.append(.insert, at: indexPath) } }, batchConsistent: indexPaths.count < 2)
    }

    mutating func insertSection(_ section: SectionModel, atIndex index: Int) throws(MemoryStorageAnomaly) {
        guard (0...numberOfSections).contains(index) else {
            throw .sectionIndexOutOfRange(index: index, numberOfSections: numberOfSections)
        }
        insertSection(section, at: index)
    }

    // MARK: - Reloading and replacing

    mutating func reloadItem<T: Equatable>(_ item: T) throws(MemoryStorageAnomaly) {
        guard let indexPath = firstIndexPath(of: item) else {
            throw .reloadItemFailedItemNotFound(itemDescription: String(describing: item))
        }
        markReloaded(indexPath)
        record { log in
            log.objectChanges.append(.update, at: indexPath)
            log.updatedObjects[indexPath] = item
        }
    }

    mutating func replaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any) throws(MemoryStorageAnomaly) {
        guard let indexPath = firstIndexPath(of: itemToReplace) else {
            throw .replaceItemFailedItemNotFound(itemDescription: String(describing: itemToReplace))
        }
        replaceItem(at: indexPath, with: replacingItem)
        record { log in
            log.objectChanges.append(.update, at: indexPath)
            log.updatedObjects[indexPath] = replacingItem
        }
    }

    // MARK: - Removing

    /// Removes one occurrence per element of `items`: equal elements remove successive occurrences.
    /// Removes the first stored occurrence of `item`.
    mutating func removeItem<T: Equatable>(_ item: T) throws(MemoryStorageAnomaly) {
        guard firstIndexPath(of: item, excluding: []) != nil else {
            throw .removeItemFailedItemNotFound(itemDescription: String(describing: item))
        }
        _ = removeItems([item])
    }

    /// Removes one stored occurrence per element of `items`; equal elements remove successive
    /// occurrences. Elements with no occurrence left are skipped.
    ///
    /// - Returns: One anomaly per skipped element.
    mutating func removeItems<T: Equatable>(_ items: [T]) -> [MemoryStorageAnomaly] {
        var found: [IndexPath] = []
        var claimed = Set<IndexPath>()
        var skipped: [MemoryStorageAnomaly] = []
        for item in items {
            guard let indexPath = firstIndexPath(of: item, excluding: claimed) else {
                skipped.append(.removeItemFailedItemNotFound(itemDescription: String(describing: item)))
                continue
            }
            found.append(indexPath)
            claimed.insert(indexPath)
        }
        removeValidatedItems(at: found)
        record { log in for indexPath in found { log.objectChanges.append(.delete, at: indexPath) } }
        return skipped
    }

    /// Removes the items at `indexPaths`; repeated index paths count once, and index paths that
    /// hold no item are skipped.
    ///
    /// - Returns: One anomaly per skipped index path.
    mutating func removeItems(at indexPaths: [IndexPath]) -> [MemoryStorageAnomaly] {
        let existing = Set(indexPaths.filter { containsItem(at: $0) })
        let skipped = indexPaths.filter { !existing.contains($0) }
            .map { MemoryStorageAnomaly.removeItemFailedIndexPathNotFound(indexPath: $0) }
        let unique = MemoryStorage.sortedArrayOfIndexPaths(Array(existing), ascending: false)
        removeValidatedItems(at: unique)
        record { log in for indexPath in unique { log.objectChanges.append(.delete, at: indexPath) } }
        return skipped
    }

    mutating func removeItems(fromSection index: Int) throws(MemoryStorageAnomaly) {
        guard sections.indices.contains(index) else {
            throw .sectionIndexOutOfRange(index: index, numberOfSections: numberOfSections)
        }
        let rows = sections[index].items.indices
        removeItems(atRows: Array(rows), fromSection: index)
        record { $0.objectChanges.append(.delete, rows: rows, inSection: index) }
    }

    mutating func deleteSections(_ indexes: IndexSet) throws(MemoryStorageAnomaly) {
        if let invalid = indexes.first(where: { $0 >= numberOfSections }) {
            throw .sectionIndexOutOfRange(index: invalid, numberOfSections: numberOfSections)
        }
        let sorted = Array(indexes)
        removeSections(sorted)
        record { log in log.sectionChanges += sorted.map { (.delete, [$0]) } }
    }

    /// Groups valid, unique index paths by section and removes each section's rows in one pass.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *k* index paths in sections holding *n* items.
    private mutating func removeValidatedItems(at indexPaths: [IndexPath]) {
        let bySection = Dictionary(grouping: indexPaths, by: \.section)
        for (section, paths) in bySection {
            removeItems(atRows: paths.map(\.item).sorted(), fromSection: section)
        }
    }

    // MARK: - Moving

    mutating func moveSection(_ source: Int, to destination: Int) throws(MemoryStorageAnomaly) {
        for index in [source, destination] where !sections.indices.contains(index) {
            throw .sectionIndexOutOfRange(index: index, numberOfSections: numberOfSections)
        }
        guard source != destination else { return }
        relocateSection(source, to: destination)
        record { log in log.sectionChanges.append((.move, [source, destination])) }
    }

    /// Moves an item, creating the destination section and those before it if needed.
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) throws(MemoryStorageAnomaly) {
        guard containsItem(at: source) else { throw .moveItemFailedItemNotFound(indexPath: source) }
        let countAfterRemoval = numberOfItems(inSection: destination.section) - (source.section == destination.section ? 1 : 0)
        guard destination.section >= 0, (0...countAfterRemoval).contains(destination.item) else {
            throw .moveItemFailedIndexPathTooBig(indexPath: destination, countOfElementsInSection: countAfterRemoval)
        }
        guard source != destination else { return }
        ensureSection(destination.section)
        relocateItem(from: source, to: destination)
        record { $0.objectChanges.appendMove(from: source, to: destination) }
    }

    /// Moves an item between existing sections without logging it: the view already shows it moved.
    mutating func moveItemWithoutAnimation(from source: IndexPath, to destination: IndexPath) throws(MemoryStorageAnomaly) {
        let sourceCount = numberOfItems(inSection: source.section)
        let destinationCount = max(0, numberOfItems(inSection: destination.section) - (source.section == destination.section ? 1 : 0))
        guard containsItem(at: source), sections.indices.contains(destination.section),
              (0...destinationCount).contains(destination.item)
        else {
            throw .moveItemFailedInvalidIndexPaths(
                sourceIndexPath: source, destinationIndexPath: destination,
                sourceElementsInSection: sourceCount, destinationElementsInSection: destinationCount)
        }
        relocateItem(from: source, to: destination)
    }

    // MARK: - Replacing contents (reloads, never animated)

    mutating func setItems(_ items: SectionItems, forSection index: Int) throws(MemoryStorageAnomaly) {
        guard index >= 0 else { throw .sectionIndexOutOfRange(index: index, numberOfSections: numberOfSections) }
        ensureSection(index)
        setItems(items, inSection: index)
    }

    mutating func setSection(_ section: SectionModel, forSection index: Int) throws(MemoryStorageAnomaly) {
        guard index >= 0 else { throw .sectionIndexOutOfRange(index: index, numberOfSections: numberOfSections) }
        ensureSection(index)
        replaceSection(at: index, with: section, items: section.contents)
    }

    mutating func removeAllItems() {
        for index in sections.indices { setItems([], inSection: index) }
    }
}
