import Foundation

/// A storage that keeps its items in memory, in sections, and animates every change.
///
/// Change the contents with the methods of `MemoryStorage` (`addItems(_:toSection:)`,
/// `insertItem(_:to:)`, `removeItems(at:)`, `moveItem(at:to:)`, …). Each call, or each
/// ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block, becomes one ``StorageUpdate``:
///
/// - Without a ``BaseUpdateDeliveringStorage/delegate``, the change is applied at once and nothing is delivered.
/// - With a delegate, the storage keeps showing the old contents and delivers the update with its
///   data-source change deferred; the delegate applies it inside the view's batch update
///   (``StorageUpdate/applyDeferredDatasourceUpdates()``). Until then, later operations in the same
///   batch are validated against the contents the batch will produce. An update left unapplied is
///   applied before the next one starts, so nothing is lost.
///
/// Bad input — an index path out of range, an item that is not there, a mismatched batch — is
/// reported to ``anomalyHandler`` as a ``MemoryStorageAnomaly`` (and thrown where the method
/// throws); the storage is then unchanged and no update is delivered.
///
/// Methods that replace whole sections (`setItems(_:forSection:)`, `setItemsForAllSections(_:)`,
/// `setSection(_:forSection:)`, `removeAllItems()`) apply at once and ask the delegate to reload.
/// To animate such a replacement instead, pass `animated: true` to `setItems(_:forSection:animated:)`
/// or `setItemsForAllSections(_:animated:)`: the storage diffs old and new items and delivers one
/// update.
///
/// Every member upstream declares `open` is `open` here and declared in this class body, so a
/// subclass's override is what the storage's own callers (the manager, the table's data source,
/// the other members) reach. Each calls its implementation in the extension by concern
/// (`MemoryStorage+Editing.swift`, `+Contents`, `+Search`).
open class MemoryStorage: BaseUpdateDeliveringStorage, Storage, SectionLocationIdentifyable {
    /// Receives this storage's anomalies.
    open var anomalyHandler = MemoryStorageAnomalyHandler()

    /// The sections, in order.
    private(set) var sectionModels: [SectionModel] = []

    /// The operations of the update being collected, when that update will be delivered.
    private var transaction: MemoryStorageTransaction?

    /// Creates an empty storage.
    public override init() {}

    // MARK: - Sections

    /// The storage's sections, in order; each is a ``SectionModel``.
    ///
    /// Setting it replaces every section (sections that are not `SectionModel`s are copied into
    /// new ones) and asks the delegate to reload.
    ///
    /// - Complexity: Reading is O(*s*) for *s* sections; prefer ``section(atIndex:)``.
    open var sections: [Section] {
        get { sectionModels }
        set {
            let models = newValue.map { section in
                section as? SectionModel
                    ?? SectionModel(items: (0..<section.numberOfItems).compactMap { section.item(at: $0) })
            }
            try? reload("sections") { draft in draft.replaceAllSections(with: models) }
        }
    }

    /// Returns the number of sections.
    ///
    /// - Complexity: O(1).
    open func numberOfSections() -> Int {
        sectionModels.count
    }

    /// Returns the number of items in a section, or 0 if the section does not exist.
    ///
    /// - Parameter section: The section index.
    /// - Complexity: O(1).
    open func numberOfItems(inSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].numberOfItems : 0
    }

    /// Returns the section at an index, or `nil` if it does not exist.
    ///
    /// - Parameter sectionIndex: The section index.
    /// - Complexity: O(1).
    open func section(atIndex sectionIndex: Int) -> SectionModel? {
        sectionModels.indices.contains(sectionIndex) ? sectionModels[sectionIndex] : nil
    }

    /// Returns the index of a section, or `nil` if it is not one of this storage's sections.
    ///
    /// - Parameter section: The section to look for; compared by identity.
    /// - Complexity: O(*s*) for *s* sections.
    open func sectionIndex(for section: Section) -> Int? {
        guard let model = section as? SectionModel else { return nil }
        return sectionModels.firstIndex { $0 === model }
    }

    // MARK: - Reading

    /// Returns the item at an index path, or `nil` if there is none.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Complexity: O(1).
    open func item(at indexPath: IndexPath) -> Any? { findItem(at: indexPath) }

    /// Returns the items of a section, or `nil` if the section does not exist.
    ///
    /// - Parameter index: The section index.
    /// - Complexity: O(1), the array sharing storage with the section; O(*n*) once after
    ///   ``setItems(_:forSection:)``, which keeps the caller's typed array until it is needed.
    open func items(inSection index: Int) -> [Any]? { findItems(inSection: index) }

    /// Returns the index path of the first item equal to `searchableItem`, or `nil`.
    ///
    /// Items of other types never match.
    ///
    /// - Parameter searchableItem: The item to look for.
    /// - Complexity: O(*N*) for *N* items in the storage.
    open func indexPath<T: Equatable>(forItem searchableItem: T) -> IndexPath? { findIndexPath(forItem: searchableItem) }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    open var totalNumberOfItems: Int { countOfAllItems }

    // MARK: - Replacing contents (the view reloads)

    /// Replaces a section's items, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - index: The section index; defaults to 0.
    /// The section keeps `items` as they are, and reads an element as `Any` when asked for it;
    /// the first edit of the section, or the first read of its ``SectionModel/items``, converts
    /// them to `[Any]` once.
    ///
    /// - Complexity: O(*s*).
    @inlinable
    open func setItems<T>(_ items: [T], forSection index: Int = 0) {
        // Inlined so that reading an element as `Any` is specialised for the caller's item type.
        setItems(SectionItems(typed: items), forSection: index)
    }

    /// Replaces every section: one section per element of `items`.
    ///
    /// - Parameter items: The items of each section.
    /// Each section keeps its items as they are, as with ``setItems(_:forSection:)``.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @inlinable
    open func setItemsForAllSections<T>(_ items: [[T]]) { setItemsForAllSections(items.map { SectionItems(typed: $0) }) }

    /// Replaces the section at an index, creating the sections before it if needed.
    ///
    /// - Parameters:
    ///   - section: The new section.
    ///   - index: The section index.
    /// - Complexity: O(*s*).
    open func setSection(_ section: SectionModel, forSection index: Int) { performSetSection(section, forSection: index) }

    /// Removes every item, keeping the sections.
    ///
    /// - Complexity: O(*s*).
    open func removeAllItems() { performRemoveAllItems() }

    /// Moves an item that the view has already moved, such as a row the user reordered, without
    /// delivering an update.
    ///
    /// Call it from `tableView(_:moveRowAt:to:)`. Both sections must exist. Inside a
    /// ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block it ends the block's update with a reload.
    ///
    /// - Parameters:
    ///   - sourceIndexPath: The item's index path before the move.
    ///   - destinationIndexPath: Its index path after the move.
    /// - Complexity: O(*s* + *n*) for sections of at most *n* items.
    open func moveItemWithoutAnimation(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        performMoveItemWithoutAnimation(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: - Adding and inserting

    /// Appends an item to a section, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - item: The item to add.
    ///   - index: The section index; defaults to 0.
    /// - Complexity: Amortised O(1) without a delegate; O(*n*) for a section of *n* items with one,
    ///   since the storage keeps the old contents until the update is applied.
    open func addItem<T>(_ item: T, toSection index: Int = 0) { addItems(erased: [item], toSection: index) }

    /// Appends items to a section, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - items: The items to add, in order.
    ///   - index: The section index; defaults to 0.
    /// - Complexity: O(*k*) for *k* items without a delegate; O(*n* + *k*) with one.
    @inlinable
    open func addItems<T>(_ items: [T], toSection index: Int = 0) {
        // Specialised for the item type where the caller calls this class directly; through the
        // class's dispatch, `erasedItems` keeps the unspecialised conversion cheap.
        addItems(erased: items.erasedItems, toSection: index)
    }

    /// Inserts an item at an index path, creating its section and those before it if needed.
    ///
    /// - Parameters:
    ///   - item: The item to insert.
    ///   - indexPath: Where to insert it; its item index may equal the section's count.
    /// - Throws: ``MemoryStorageError/insertionFailed(reason:)`` when the index path is outside
    ///   its section, after reporting ``MemoryStorageAnomaly/insertionIndexPathTooBig(indexPath:countOfElementsInSection:)``.
    /// - Complexity: O(*n*) for a section of *n* items.
    open func insertItem<T>(_ item: T, to indexPath: IndexPath) throws { try insertItems(erased: [item], at: indexPath) }

    /// Inserts items one after another starting at an index path, creating its section if needed.
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - indexPath: Where the first item goes; its item index may equal the section's count.
    /// - Throws: ``MemoryStorageError/insertionFailed(reason:)`` when the index path is outside
    ///   its section, after reporting ``MemoryStorageAnomaly/insertionIndexPathTooBig(indexPath:countOfElementsInSection:)``.
    /// - Complexity: O(*n* + *k*) for *k* items and a section of *n* items.
    @inlinable
    open func insertItems<T>(_ items: [T], at indexPath: IndexPath) throws {
        try insertItems(erased: items.erasedItems, at: indexPath)
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
    open func insertItems<T>(_ items: [T], to indexPaths: [IndexPath]) { insertItems(erased: items.erasedItems, to: indexPaths) }

    /// Inserts a section, with its items, at an index.
    ///
    /// - Parameters:
    ///   - section: The section to insert.
    ///   - sectionIndex: Its index, from 0 through the number of sections.
    /// - Complexity: O(*s* + *k*) for a section of *k* items.
    open func insertSection(_ section: SectionModel, atIndex sectionIndex: Int) { performInsertSection(section, atIndex: sectionIndex) }

    // MARK: - Reloading and replacing

    /// Reloads the first item equal to `item`.
    ///
    /// - Parameter item: The item to reload.
    /// - Complexity: O(*N*) for *N* items in the storage.
    open func reloadItem<T: Equatable>(_ item: T) { performReloadItem(item) }

    /// Replaces the first item equal to `itemToReplace` and reloads it.
    ///
    /// - Parameters:
    ///   - itemToReplace: The item to replace.
    ///   - replacingItem: Its replacement.
    /// - Throws: ``MemoryStorageError/searchFailed(reason:)`` when the item is not found, after
    ///   reporting ``MemoryStorageAnomaly/replaceItemFailedItemNotFound(itemDescription:)``.
    /// - Complexity: O(*N*) for *N* items in the storage.
    open func replaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any) throws {
        try performReplaceItem(itemToReplace, with: replacingItem)
    }

    // MARK: - Removing

    /// Removes the first item equal to `item`.
    ///
    /// - Parameter item: The item to remove.
    /// - Throws: ``MemoryStorageError/searchFailed(reason:)`` when the item is not found, after
    ///   reporting ``MemoryStorageAnomaly/removeItemFailedItemNotFound(itemDescription:)``.
    /// - Complexity: O(*N*) for *N* items in the storage.
    open func removeItem<T: Equatable>(_ item: T) throws { try performRemoveItem(item) }

    /// Removes one stored occurrence per element of `items`; equal elements remove successive
    /// occurrences.
    ///
    /// Items that are not found are skipped, each reported as
    /// ``MemoryStorageAnomaly/removeItemFailedItemNotFound(itemDescription:)``; the others are
    /// removed.
    ///
    /// - Parameter items: The items to remove.
    /// - Complexity: O(*k* · *N*) for *k* items and *N* items in the storage.
    open func removeItems<T: Equatable>(_ items: [T]) { performRemoveItems(items) }

    /// Removes the items at index paths; a repeated index path counts once.
    ///
    /// Index paths that hold no item are skipped, each reported as
    /// ``MemoryStorageAnomaly/removeItemFailedIndexPathNotFound(indexPath:)``; the other items are
    /// removed.
    ///
    /// - Parameter indexPaths: The index paths to remove, in any order.
    /// - Complexity: O(*n* + *k* log *k*) for *k* index paths in sections holding *n* items.
    open func removeItems(at indexPaths: [IndexPath]) { performRemoveItems(at: indexPaths) }

    /// Removes every item of a section, keeping the section.
    ///
    /// - Parameter sectionIndex: The section index.
    /// - Complexity: O(*n*) for a section of *n* items.
    open func removeItems(fromSection sectionIndex: Int) { performRemoveItems(fromSection: sectionIndex) }

    /// Deletes sections with their items.
    ///
    /// Either every section is deleted or, if an index is out of range, none is.
    ///
    /// - Parameter indexes: The section indexes.
    /// - Complexity: O(*s*).
    open func deleteSections(_ indexes: IndexSet) { performDeleteSections(indexes) }

    // MARK: - Moving

    /// Moves a section to another index; both indexes must exist.
    ///
    /// - Parameters:
    ///   - sourceSectionIndex: The section's current index.
    ///   - destinationSectionIndex: Its index afterwards.
    /// - Complexity: O(*s*).
    open func moveSection(_ sourceSectionIndex: Int, toSection destinationSectionIndex: Int) {
        performMoveSection(sourceSectionIndex, toSection: destinationSectionIndex)
    }

    /// Moves an item, creating the destination section and those before it if needed.
    ///
    /// - Parameters:
    ///   - source: The item's current index path.
    ///   - destination: Its index path afterwards.
    /// - Complexity: O(*d*) for an item moved *d* rows within its section; O(*n*) between sections
    ///   of at most *n* items. The first edit of a section in an update adds O(*n*) once.
    open func moveItem(at source: IndexPath, to destination: IndexPath) { performMoveItem(at: source, to: destination) }

    // MARK: - Internal

    /// Installs new sections after a commit and points them back at this storage.
    func adoptSections(_ models: [SectionModel]) {
        for model in models { model.sectionLocationDelegate = self }
        sectionModels = models
    }

    // MARK: - Running operations

    /// Runs an animated operation: applied at once without a delegate, otherwise added to the
    /// current update's transaction and deferred until the update is applied.
    ///
    /// Checks the thread first (see ``BaseUpdateDeliveringStorage/checkIsolation(_:)``), naming
    /// `method`, the public method that called it.
    func perform(_ method: StaticString, _ operation: (inout MemoryStorageDraft) throws(MemoryStorageAnomaly) -> Void) throws(MemoryStorageAnomaly) {
        checkIsolation(method)
        startUpdate()
        defer { finishUpdate() }
        guard currentUpdateIsDelivered, let update = currentUpdate else {
            try applyImmediately(operation)
            return
        }
        let transaction = activeTransaction(for: update)
        let changesBefore = transaction.draft.log.count
        try operation(&transaction.draft)
        guard transaction.draft.log.count > changesBefore else { return }
        transaction.draft.operationCount += 1
        update.enqueueDatasourceUpdate { [weak self] update in
            guard let self else { return }
            transaction.commit(into: self, recordingInto: update)
        }
    }

    /// Runs an operation that cannot be animated and asks the delegate to reload.
    ///
    /// Inside an update, the update's earlier operations are applied first and the whole update
    /// ends with a reload instead of being delivered.
    ///
    /// Checks the thread first, naming `method`, as ``perform(_:_:)`` does.
    func reload(_ method: StaticString, _ change: (inout MemoryStorageDraft) throws(MemoryStorageAnomaly) -> Void) throws(MemoryStorageAnomaly) {
        checkIsolation(method)
        guard let update = currentUpdate else {
            applyPendingUpdates()
            try applyImmediately(change)
            delegate?.storageNeedsReloading()
            return
        }
        if update.containsDeferredDatasourceUpdates {
            update.applyDeferredDatasourceUpdates()
            reloadRequested = true
        }
        // A transaction opened by an earlier operation that changed nothing was never enqueued;
        // its snapshot predates this change, so later operations must start a fresh one.
        transaction = nil
        try applyImmediately(change)
        reloadRequested = true
    }

    /// Reports an anomaly and passes it on, for methods that also throw.
    func reporting<Result>(_ body: () throws(MemoryStorageAnomaly) -> Result) throws(MemoryStorageAnomaly) -> Result {
        do {
            return try body()
        } catch {
            anomalyHandler.reportAnomaly(error)
            throw error
        }
    }

    /// Applies a change at once without opening an update.
    func applyWithoutUpdate(_ change: (inout MemoryStorageDraft) throws(MemoryStorageAnomaly) -> Void) throws(MemoryStorageAnomaly) {
        try applyImmediately(change)
    }

    private func applyImmediately(_ operation: (inout MemoryStorageDraft) throws(MemoryStorageAnomaly) -> Void) throws(MemoryStorageAnomaly) {
        var draft = MemoryStorageDraft(takingItemsOf: sectionModels)
        defer { adoptSections(draft.commit()) }
        try operation(&draft)
    }

    private func activeTransaction(for update: StorageUpdate) -> MemoryStorageTransaction {
        if let transaction, transaction.update === update, !transaction.isCommitted {
            return transaction
        }
        let transaction = MemoryStorageTransaction(update: update, sections: sectionModels)
        self.transaction = transaction
        return transaction
    }
}
