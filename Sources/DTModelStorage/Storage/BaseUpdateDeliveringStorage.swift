import Foundation

/// A storage that collects its changes into ``StorageUpdate`` batches and delivers them to a delegate.
///
/// Without a delegate, every change is applied at once and nothing is delivered. With a delegate,
/// each batch is delivered to ``StorageUpdating/storageDidPerformUpdate(_:)``, usually with its
/// data-source change deferred (see ``StorageUpdate``). An update the delegate leaves unapplied is
/// applied by the storage before it starts its next update, when the delegate changes, or on
/// ``applyPendingUpdates()``, so a change is never lost and never applied twice.
///
/// A change made while an update is being delivered, before the delegate applied it (from
/// `willUpdateContent`, or from a delegate before it opens its batch), applies that update
/// outside the view's batch and marks it ``StorageUpdate/wasAppliedByStorage``; the change's own
/// update then ends with ``StorageUpdating/storageNeedsReloading()``, because the view has not
/// shown the earlier update yet and cannot animate from it.
open class BaseUpdateDeliveringStorage: BaseSupplementaryStorage {
    /// The object that animates this storage's changes; held weakly.
    ///
    /// Assigning a different delegate first applies any update the previous one left unapplied.
    /// When the previous delegate requires the main thread
    /// (``StorageUpdating/requiresMainThread``), assigning off the main thread stops the process
    /// before anything changes.
    open weak var delegate: StorageUpdating? {
        willSet { checkIsolation("delegate") }
        didSet {
            deliversOnMainThreadOnly = delegate?.requiresMainThread ?? false
            if delegate !== oldValue { applyPendingUpdates() }
        }
    }

    /// Whether the delegate requires the main thread, read when it is assigned; see
    /// ``checkIsolation(_:)``.
    var deliversOnMainThreadOnly = false

    /// The update being collected, or `nil` between updates.
    ///
    /// Set by ``startUpdate()`` and ``finishUpdate()``; settable, as upstream declares it, for
    /// subclasses that override it.
    open var currentUpdate: StorageUpdate?

    /// Whether a ``performUpdates(_:)`` block is running, so that updates are not finished yet.
    ///
    /// Set by ``performUpdates(_:)``; settable, as upstream declares it, for subclasses that
    /// override it.
    open var batchUpdatesInProgress = false

    /// Whether the update being collected will be delivered to a delegate, decided when it starts.
    var currentUpdateIsDelivered = false

    /// Nesting depth of blocks that must not deliver updates, such as
    /// `MemoryStorage.updateWithoutAnimations(_:)`.
    var deliverySuppressionDepth = 0

    /// Set when a change in the current update cannot be animated: the update then ends with
    /// ``StorageUpdating/storageNeedsReloading()`` instead of being delivered.
    var reloadRequested = false

    private var undeliveredChanges: [StorageUpdate] = []

    /// The update whose ``StorageUpdating/storageDidPerformUpdate(_:)`` call is running.
    private var updateBeingDelivered: StorageUpdate?

    /// Creates a storage without a delegate.
    public override init() {}

    // MARK: - Collecting updates

    /// Runs `block` and delivers every change it makes as one update.
    ///
    /// Like `UITableView.performBatchUpdates(_:completion:)`, the delivered update describes the
    /// whole block with batch coordinates, however many operations the block performs. Nested calls
    /// join the outer batch.
    ///
    /// - Parameter block: The changes to make.
    open func performUpdates(_ block: () -> Void) {
        checkIsolation(#function)
        guard !batchUpdatesInProgress else {
            block()
            return
        }
        startUpdate()
        batchUpdatesInProgress = true
        block()
        batchUpdatesInProgress = false
        finishUpdate()
    }

    /// Starts collecting an update, unless one is already being collected.
    ///
    /// Updates delivered earlier and not yet applied are applied first, so that the new update
    /// starts from the storage's latest contents. If that interrupts the delivery of an update
    /// the delegate has not applied yet, the new update ends with a reload.
    open func startUpdate() {
        checkIsolation(#function)
        guard currentUpdate == nil else { return }
        let interruptsDelivery = updateBeingDelivered?.containsDeferredDatasourceUpdates == true
        applyPendingUpdates()
        currentUpdate = StorageUpdate()
        currentUpdateIsDelivered = delegate != nil && deliverySuppressionDepth == 0
        if interruptsDelivery { reloadRequested = true }
    }

    /// Finishes the current update, unless a ``performUpdates(_:)`` block is still running.
    ///
    /// An empty update is dropped. A non-empty one goes to the delegate; without a delegate (or
    /// when delivery is suppressed) its deferred changes are applied at once instead.
    open func finishUpdate() {
        checkIsolation(#function)
        guard !batchUpdatesInProgress, let update = currentUpdate else { return }
        currentUpdate = nil
        if reloadRequested {
            reloadRequested = false
            update.applyDeferredDatasourceUpdates()
            delegate?.storageNeedsReloading()
            return
        }
        guard !update.isEmpty else { return }
        guard let delegate, currentUpdateIsDelivered else {
            update.applyDeferredDatasourceUpdates()
            return
        }
        undeliveredChanges.append(update)
        let outerDelivery = updateBeingDelivered
        updateBeingDelivered = update
        delegate.storageDidPerformUpdate(update)
        updateBeingDelivered = outerDelivery
        undeliveredChanges.removeAll { !$0.containsDeferredDatasourceUpdates }
    }

    /// Applies every delivered update whose deferred data-source changes the delegate has not
    /// applied yet, oldest first, marking each ``StorageUpdate/wasAppliedByStorage``.
    public func applyPendingUpdates() {
        checkIsolation(#function)
        let pending = undeliveredChanges
        undeliveredChanges = []
        for update in pending where update.containsDeferredDatasourceUpdates {
            update.wasAppliedByStorage = true
            update.applyDeferredDatasourceUpdates()
        }
    }
}
