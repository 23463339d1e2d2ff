import Foundation

/// The animated operations of `MemoryStorage`. Each one becomes (part of) a ``StorageUpdate``;
/// with bad input it reports a ``MemoryStorageAnomaly``, changes nothing and delivers nothing.
/// Costs below are per call; *s* is the number of sections, and every call also pays O(*s*) to
/// open and commit its update.
extension MemoryStorage {
    // MARK: - Adding and inserting

    /// Appends an item to a section, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - item: The item to add.
    ///   - index: The section index; defaults to 0.
    /// - Complexity: Amortised O(1) without a delegate; O(*n*) for a section of *n* items with one,
    ///   since the storage keeps the old contents until the update is applied.
    public func addItem<T>(_ item: T, toSection index: Int = 0) {
        addItems([item], toSection: index)
    }

    /// Appends items to a section, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - items: The items to add, in order.
    ///   - index: The section index; defaults to 0.
    /// - Complexity: O(*k*) for *k* items without a delegate; O(*n* + *k*) with one.
    @inlinable
    public func addItems<T>(_ items: [T], toSection index: Int = 0) {
        // Inlined so that the conversion to `Any` is specialised for the caller's item type.
        addItems(erased: items.map { $0 as Any }, toSection: index)
    }

    /// ``addItems(_:toSection:)`` for items already converted to `Any`.
    @usableFromInline
    func addItems(erased items: [Any], toSection index: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.addItems(items, toSection: index) }
        }
    }

    /// Inserts an item at an index path, creating its section and those before it if needed.
    ///
    /// - Parameters:
    ///   - item: The item to insert.
    ///   - indexPath: Where to insert it; its item index may equal the section's count.
    /// - Throws: ``MemoryStorageError/insertionFailed(reason:)`` when the index path is outside
    ///   its section, after reporting ``MemoryStorageAnomaly/insertionIndexPathTooBig(indexPath:countOfElementsInSection:)``.
    /// - Complexity: O(*n*) for a section of *n* items.
    public func insertItem<T>(_ item: T, to indexPath: IndexPath) throws {
        try insertItems([item], at: indexPath)
    }

    /// Inserts items one after another starting at an index path, creating its section if needed.
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - indexPath: Where the first item goes; its item index may equal the section's count.
    /// - Throws: ``MemoryStorageError/insertionFailed(reason:)`` when the index path is outside
    ///   its section, after reporting ``MemoryStorageAnomaly/insertionIndexPathTooBig(indexPath:countOfElementsInSection:)``.
    /// - Complexity: O(*n* + *k*) for *k* items and a section of *n* items.
    @inlinable
    public func insertItems<T>(_ items: [T], at indexPath: IndexPath) throws {
        try insertItems(erased: items.map { $0 as Any }, at: indexPath)
    }

    /// ``insertItems(_:at:)`` for items already converted to `Any`.
    @usableFromInline
    func insertItems(erased items: [Any], at indexPath: IndexPath) throws {
        do {
            try reporting { () throws(MemoryStorageAnomaly) in
                try perform { draft throws(MemoryStorageAnomaly) in try draft.insertItems(items, at: indexPath) }
            }
        } catch {
            throw MemoryStorageError.insertionFailed(reason: .indexPathTooBig(indexPath))
        }
    }

    /// Inserts each item at the matching index path, in order: each index path refers to the
    /// contents after the insertions before it. Sections are created as needed.
    ///
    /// Either every item is inserted or, if the counts differ or an index path is outside its
    /// section, none is.
    ///
    /// - Parameters:
    ///   - items: The items to insert.
    ///   - indexPaths: One index path per item.
    /// - Complexity: O(*k* · *n*) for *k* items into sections of at most *n* items.
    @inlinable
    public func insertItems<T>(_ items: [T], to indexPaths: [IndexPath]) {
        insertItems(erased: items.map { $0 as Any }, to: indexPaths)
    }

    /// ``insertItems(_:to:)`` for items already converted to `Any`.
    @usableFromInline
    func insertItems(erased items: [Any], to indexPaths: [IndexPath]) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.insertItems(items, to: indexPaths) }
        }
    }

    /// Inserts a section, with its items, at an index.
    ///
    /// - Parameters:
    ///   - section: The section to insert.
    ///   - sectionIndex: Its index, from 0 through the number of sections.
    /// - Complexity: O(*s* + *k*) for a section of *k* items.
    public func insertSection(_ section: SectionModel, atIndex sectionIndex: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.insertSection(section, atIndex: sectionIndex) }
        }
    }

    // MARK: - Reloading and replacing

    /// Reloads the first item equal to `item`.
    ///
    /// - Parameter item: The item to reload.
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func reloadItem<T: Equatable>(_ item: T) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.reloadItem(item) }
        }
    }

    /// Replaces the first item equal to `itemToReplace` and reloads it.
    ///
    /// - Parameters:
    ///   - itemToReplace: The item to replace.
    ///   - replacingItem: Its replacement.
    /// - Throws: ``MemoryStorageError/searchFailed(reason:)`` when the item is not found, after
    ///   reporting ``MemoryStorageAnomaly/replaceItemFailedItemNotFound(itemDescription:)``.
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func replaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any) throws {
        do {
            try reporting { () throws(MemoryStorageAnomaly) in
                try perform { draft throws(MemoryStorageAnomaly) in try draft.replaceItem(itemToReplace, with: replacingItem) }
            }
        } catch {
            throw MemoryStorageError.searchFailed(reason: .itemNotFound(item: String(describing: itemToReplace)))
        }
    }

    // MARK: - Removing

    /// Removes the first item equal to `item`.
    ///
    /// - Parameter item: The item to remove.
    /// - Throws: ``MemoryStorageError/searchFailed(reason:)`` when the item is not found, after
    ///   reporting ``MemoryStorageAnomaly/removeItemFailedItemNotFound(itemDescription:)``.
    /// - Complexity: O(*N*) for *N* items in the storage.
    public func removeItem<T: Equatable>(_ item: T) throws {
        do {
            try reporting { () throws(MemoryStorageAnomaly) in
                try perform { draft throws(MemoryStorageAnomaly) in try draft.removeItem(item) }
            }
        } catch {
            throw MemoryStorageError.searchFailed(reason: .itemNotFound(item: String(describing: item)))
        }
    }

    /// Removes one stored occurrence per element of `items`; equal elements remove successive
    /// occurrences.
    ///
    /// Items that are not found are skipped, each reported as
    /// ``MemoryStorageAnomaly/removeItemFailedItemNotFound(itemDescription:)``; the others are
    /// removed.
    ///
    /// - Parameter items: The items to remove.
    /// - Complexity: O(*k* · *N*) for *k* items and *N* items in the storage.
    public func removeItems<T: Equatable>(_ items: [T]) {
        removeReportingSkipped { $0.removeItems(items) }
    }

    /// Removes the items at index paths; a repeated index path counts once.
    ///
    /// Index paths that hold no item are skipped, each reported as
    /// ``MemoryStorageAnomaly/removeItemFailedIndexPathNotFound(indexPath:)``; the other items are
    /// removed.
    ///
    /// - Parameter indexPaths: The index paths to remove, in any order.
    /// - Complexity: O(*n* + *k* log *k*) for *k* index paths in sections holding *n* items.
    public func removeItems(at indexPaths: [IndexPath]) {
        removeReportingSkipped { $0.removeItems(at: indexPaths) }
    }

    /// Runs a removal that skips what it cannot find, then reports each skipped element.
    private func removeReportingSkipped(_ removal: (inout MemoryStorageDraft) -> [MemoryStorageAnomaly]) {
        var skipped: [MemoryStorageAnomaly] = []
        try? perform { draft throws(MemoryStorageAnomaly) in skipped = removal(&draft) }
        skipped.forEach(anomalyHandler.reportAnomaly)
    }

    /// Removes every item of a section, keeping the section.
    ///
    /// - Parameter sectionIndex: The section index.
    /// - Complexity: O(*n*) for a section of *n* items.
    public func removeItems(fromSection sectionIndex: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.removeItems(fromSection: sectionIndex) }
        }
    }

    /// Deletes sections with their items.
    ///
    /// Either every section is deleted or, if an index is out of range, none is.
    ///
    /// - Parameter indexes: The section indexes.
    /// - Complexity: O(*s*).
    public func deleteSections(_ indexes: IndexSet) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.deleteSections(indexes) }
        }
    }

    // MARK: - Moving

    /// Moves a section to another index; both indexes must exist.
    ///
    /// - Parameters:
    ///   - sourceSectionIndex: The section's current index.
    ///   - destinationSectionIndex: Its index afterwards.
    /// - Complexity: O(*s*).
    public func moveSection(_ sourceSectionIndex: Int, toSection destinationSectionIndex: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.moveSection(sourceSectionIndex, to: destinationSectionIndex) }
        }
    }

    /// Moves an item, creating the destination section and those before it if needed.
    ///
    /// - Parameters:
    ///   - source: The item's current index path.
    ///   - destination: Its index path afterwards.
    /// - Complexity: O(*d*) for an item moved *d* rows within its section; O(*n*) between sections
    ///   of at most *n* items. The first edit of a section in an update adds O(*n*) once.
    public func moveItem(at source: IndexPath, to destination: IndexPath) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform { draft throws(MemoryStorageAnomaly) in try draft.moveItem(at: source, to: destination) }
        }
    }
}
