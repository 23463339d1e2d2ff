import Foundation

/// An object that receives a storage's changes, typically a table-view manager that animates them.
public protocol StorageUpdating: AnyObject {
    /// Receives one batch of changes.
    ///
    /// When the update carries deferred data-source changes
    /// (``StorageUpdate/containsDeferredDatasourceUpdates``), the storage still shows the old
    /// contents: call ``StorageUpdate/applyDeferredDatasourceUpdates()`` inside the view's batch
    /// update, then animate ``StorageUpdate/sectionChanges`` and ``StorageUpdate/objectChanges``.
    ///
    /// - Parameter update: The changes.
    func storageDidPerformUpdate(_ update: StorageUpdate)

    /// Tells the receiver that the storage changed too much to animate: reload everything.
    func storageNeedsReloading()

    /// Whether the receiver must get updates on the main thread, as one that animates a view does.
    ///
    /// A storage reads it when the receiver becomes its delegate. When it is `true`, each of the
    /// storage's mutating methods checks its thread first, before anything changes, and stops the
    /// process with a message naming the method and the fix when it is called off the main thread.
    /// When it is `false` (the default), the storage may be changed from any one thread at a time.
    ///
    /// Implement it as a `nonisolated` property: the storage may read it on any thread.
    var requiresMainThread: Bool { get }
}

extension StorageUpdating {
    /// `false`: the receiver accepts updates on whatever thread changes the storage.
    public var requiresMainThread: Bool { false }
}
