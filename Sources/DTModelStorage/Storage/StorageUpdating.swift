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
}
