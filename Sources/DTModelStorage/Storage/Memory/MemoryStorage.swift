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
open class MemoryStorage: BaseUpdateDeliveringStorage, Storage, SectionLocationIdentifyable {
    /// Receives this storage's anomalies.
    public var anomalyHandler = MemoryStorageAnomalyHandler()

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
    public var sections: [Section] {
        get { sectionModels }
        set {
            let models = newValue.map { section in
                section as? SectionModel
                    ?? SectionModel(items: (0..<section.numberOfItems).compactMap { section.item(at: $0) })
            }
            try? reload { draft in draft.replaceAllSections(with: models) }
        }
    }

    /// Returns the number of sections.
    ///
    /// - Complexity: O(1).
    public func numberOfSections() -> Int {
        sectionModels.count
    }

    /// Returns the number of items in a section, or 0 if the section does not exist.
    ///
    /// - Parameter section: The section index.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].numberOfItems : 0
    }

    /// Returns the section at an index, or `nil` if it does not exist.
    ///
    /// - Parameter sectionIndex: The section index.
    /// - Complexity: O(1).
    public func section(atIndex sectionIndex: Int) -> SectionModel? {
        sectionModels.indices.contains(sectionIndex) ? sectionModels[sectionIndex] : nil
    }

    /// Returns the index of a section, or `nil` if it is not one of this storage's sections.
    ///
    /// - Parameter section: The section to look for; compared by identity.
    /// - Complexity: O(*s*) for *s* sections.
    public func sectionIndex(for section: Section) -> Int? {
        guard let model = section as? SectionModel else { return nil }
        return sectionModels.firstIndex { $0 === model }
    }

    /// Installs new sections after a commit and points them back at this storage.
    func adoptSections(_ models: [SectionModel]) {
        for model in models { model.sectionLocationDelegate = self }
        sectionModels = models
    }

    // MARK: - Running operations

    /// Runs an animated operation: applied at once without a delegate, otherwise added to the
    /// current update's transaction and deferred until the update is applied.
    func perform(_ operation: (inout MemoryStorageDraft) throws(MemoryStorageAnomaly) -> Void) throws(MemoryStorageAnomaly) {
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
    func reload(_ change: (inout MemoryStorageDraft) throws(MemoryStorageAnomaly) -> Void) throws(MemoryStorageAnomaly) {
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
