import Foundation

/// A storage of one section of identifiable items that animates every change by diffing.
///
/// Replace the items with ``setItems(_:)`` or grow them with ``addItems(_:_:)``: the storage
/// diffs its items against the new ones and delivers the difference as one ``StorageUpdate``,
/// the same way `MemoryStorage` delivers its changes:
///
/// - Without a ``BaseUpdateDeliveringStorage/delegate``, the new items are applied at once.
/// - With a delegate, the storage keeps showing the old items and delivers the update with the
///   item changes filled in and the switch to the new items deferred; the delegate applies it
///   inside the view's batch update (``StorageUpdate/applyDeferredDatasourceUpdates()``). An
///   update left unapplied is applied before the next one starts, so no change is lost.
/// - Several changes inside one ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block are
///   delivered as one update from the old items to the last ones.
///
/// Use ``SingleSectionEquatableStorage`` or ``SingleSectionHashableStorage``: they diff with
/// `LinearDiffer` by default, or with any `EquatableDiffingAlgorithm` or
/// `HashableDiffingAlgorithm` you pass. This base class cannot compare item contents, so its
/// own diff (see ``calculateDiffs(to:)``) reloads every item that stays.
///
/// A differ's operations are checked before they are delivered; operations that are not a valid
/// batch update are reported as ``MemoryStorageAnomaly/invalidDifferOperations(reason:)`` and the
/// delegate is asked to reload instead. New items with repeated identifiers are reported as
/// ``MemoryStorageAnomaly/duplicateIdentifiers(identifierDescriptions:)`` and kept as given.
///
/// Header and footer models work as for every storage, for example with
/// `setSectionHeaderModels(_:)` after `configureForTableViewUsage()`.
open class SingleSectionStorage<T: EntityIdentifiable>: BaseUpdateDeliveringStorage, Storage {
    /// A replacement delivered in an update whose deferred change has not been applied yet.
    private struct PendingReplacement {
        let update: StorageUpdate
        var items: [T]
    }

    /// Receives this storage's anomalies.
    public var anomalyHandler = MemoryStorageAnomalyHandler()

    private var storedItems: [T]
    private var pendingReplacement: PendingReplacement?

    /// Creates a storage holding `items`.
    ///
    /// Create a ``SingleSectionEquatableStorage`` or ``SingleSectionHashableStorage`` instead,
    /// unless the items cannot be compared.
    ///
    /// - Parameter items: The initial items.
    public init(items: [T]) {
        storedItems = items
        super.init()
    }

    // MARK: - Items

    /// The items the storage shows, in order.
    ///
    /// While a delivered update is not yet applied, these are still the old items. Setting this
    /// property replaces the items without animation and asks the delegate to reload; use
    /// ``setItems(_:)`` to animate.
    open var items: [T] {
        get { storedItems }
        set { replaceWithoutAnimation(newValue, method: "items") }
    }

    /// Returns the number of sections: always 1.
    open func numberOfSections() -> Int {
        1
    }

    /// Returns the number of items in a section: the item count for section 0, else 0.
    ///
    /// - Parameter section: The section index.
    open func numberOfItems(inSection section: Int) -> Int {
        section == 0 ? storedItems.count : 0
    }

    /// Returns the item at an index path, or `nil` when the index path is outside section 0's
    /// items.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Any? {
        guard indexPath.section == 0, storedItems.indices.contains(indexPath.item) else { return nil }
        return storedItems[indexPath.item]
    }

    // MARK: - Diffing

    /// Computes the operations that turn ``items`` into `newItems`; subclasses call their differ.
    ///
    /// This base implementation matches items by `EntityIdentifiable/identifier` with
    /// `LinearDiffer`. As it cannot compare contents, it reloads every item that stays in place
    /// and deletes and re-inserts every item that moves, so that no changed content is missed.
    ///
    /// - Parameter newItems: The items after the change.
    /// - Returns: Operations applicable as one batch update, as `SingleSectionOperation`
    ///   documents.
    open func calculateDiffs(to newItems: [T]) -> [SingleSectionOperation] {
        LinearDiffer()
            .changeset(from: items, to: newItems, identity: { $0.identifier }, contentEquals: { _, _ in false })
            .singleSectionOperations
    }

    /// Replaces the items, animating the difference.
    ///
    /// - Parameter newItems: The new items.
    public func setItems(_ newItems: [T]) {
        replaceItems(#function) { _ in newItems }
    }

    /// Adds items, combining them with the current ones as `strategy` decides, and animates the
    /// difference.
    ///
    /// - Parameters:
    ///   - newItems: The items to add.
    ///   - strategy: How old and new items combine; defaults to ``AdditiveAccumulationStrategy``,
    ///     which appends.
    public func addItems(_ newItems: [T], _ strategy: any AccumulationStrategy = AdditiveAccumulationStrategy()) {
        replaceItems(#function) { strategy.accumulate(oldItems: $0, newItems: newItems) }
    }

    // MARK: - Delivering

    /// Diffs the current items against `makeItems(latest items)` and delivers the result.
    private func replaceItems(_ method: StaticString, _ makeItems: ([T]) -> [T]) {
        checkIsolation(method)
        startUpdate()
        defer { finishUpdate() }
        guard let update = currentUpdate else { return }
        let joining = pendingReplacement?.update === update
        let newItems = makeItems(joining ? pendingReplacement?.items ?? storedItems : storedItems)
        reportDuplicates(in: newItems)
        guard currentUpdateIsDelivered, !reloadRequested else {
            // Applied at once: there is no delegate, or this update ends with a reload anyway.
            update.applyDeferredDatasourceUpdates()
            storedItems = newItems
            return
        }
        let oldItems = storedItems
        let batch: SingleSectionBatch
        do {
            batch = try SingleSectionBatch(
                checking: calculateDiffs(to: newItems),
                oldCount: oldItems.count,
                newCount: newItems.count,
                isSameEntity: { oldItems[$0].identifier == newItems[$1].identifier }
            )
        } catch {
            anomalyHandler.reportAnomaly(.invalidDifferOperations(reason: error.reason))
            update.applyDeferredDatasourceUpdates()
            update.objectChanges = []
            update.updatedObjects = [:]
            storedItems = newItems
            reloadRequested = true
            return
        }
        if batch.objectChanges.isEmpty, !joining {
            // Nothing to animate: the differ found every item unchanged.
            storedItems = newItems
            return
        }
        if !joining {
            update.enqueueDatasourceUpdate { [weak self] update in self?.commitPendingReplacement(of: update) }
        }
        pendingReplacement = PendingReplacement(update: update, items: newItems)
        update.objectChanges = batch.objectChanges
        update.updatedObjects = [:]
        for reload in batch.reloads {
            update.updatedObjects[IndexPath(item: reload.old, section: 0)] = newItems[reload.new]
        }
    }

    /// Switches to the items of the update being applied; does nothing for another update.
    private func commitPendingReplacement(of update: StorageUpdate) {
        guard let pending = pendingReplacement, pending.update === update else { return }
        pendingReplacement = nil
        storedItems = pending.items
    }

    /// Replaces the items at once and asks the delegate to reload; inside an update, the update
    /// is applied first and ends with a reload.
    private func replaceWithoutAnimation(_ newItems: [T], method: StaticString) {
        checkIsolation(method)
        reportDuplicates(in: newItems)
        guard let update = currentUpdate else {
            applyPendingUpdates()
            storedItems = newItems
            delegate?.storageNeedsReloading()
            return
        }
        update.applyDeferredDatasourceUpdates()
        storedItems = newItems
        reloadRequested = true
    }

    /// Reports identifiers that occur more than once in `newItems`, in order of their second
    /// occurrence.
    private func reportDuplicates(in newItems: [T]) {
        var seen = Set<AnyHashable>()
        var reported = Set<AnyHashable>()
        var duplicates = [String]()
        for item in newItems where !seen.insert(item.identifier).inserted && reported.insert(item.identifier).inserted {
            duplicates.append(String(describing: item.identifier.base))
        }
        guard !duplicates.isEmpty else { return }
        anomalyHandler.reportAnomaly(.duplicateIdentifiers(identifierDescriptions: duplicates))
    }
}
