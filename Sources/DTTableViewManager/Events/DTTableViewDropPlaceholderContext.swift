import Foundation

#if os(iOS) || HEADLESS_UIKIT
/// Wraps a `UITableViewDropPlaceholderContext` so that committing the dropped model also inserts
/// it into a `MemoryStorage`.
///
/// Get one from ``DTTableViewManager/drop(_:to:with:)`` inside a `performDropWithCoordinator`
/// closure, load the dropped data, then call ``commitInsertion(ofItem:_:)``. The table turns the
/// placeholder into the row itself, so the storage is updated without delivering an animated
/// insertion.
///
/// Unlike DTTableViewManager 11, committing is synchronous: the class is main-actor isolated, so
/// the compiler makes callers on other threads hop to the main actor first (for example with
/// `Task { @MainActor in context.commitInsertion(ofItem: model) }`).
@preconcurrency @MainActor
open class DTTableViewDropPlaceholderContext {
    /// The table's placeholder context.
    public let context: UITableViewDropPlaceholderContext

    /// The storage the dropped model is inserted into; held weakly.
    weak var storage: Storage?

    /// Creates a context over the table's placeholder context.
    ///
    /// - Parameters:
    ///   - context: The context returned by `UITableViewDropCoordinator.drop(_:to:)`.
    ///   - storage: The storage to insert into when it is a `MemoryStorage`.
    public init(context: UITableViewDropPlaceholderContext, storage: Storage?) {
        self.context = context
        self.storage = storage
    }

    /// Exchanges the placeholder for the row of `item`.
    ///
    /// With a `MemoryStorage`, `item` is inserted at the placeholder's index path (an index path
    /// the storage cannot hold is reported as its `insertionIndexPathTooBig` anomaly). With
    /// another storage, update it in `insertionIndexPathClosure`.
    ///
    /// - Parameters:
    ///   - item: The dropped model.
    ///   - insertionIndexPathClosure: Runs with the row's index path, after the insertion.
    open func commitInsertion<Model>(ofItem item: Model, _ insertionIndexPathClosure: ((IndexPath) -> Void)? = nil) {
        _ = context.commitInsertion { [storage] insertionIndexPath in
            if let memoryStorage = storage as? MemoryStorage {
                memoryStorage.updateWithoutAnimations {
                    // A failed insertion is reported to the storage's anomaly handler.
                    try? memoryStorage.insertItem(item, to: insertionIndexPath)
                }
            }
            insertionIndexPathClosure?(insertionIndexPath)
        }
    }

    /// Removes the placeholder without inserting anything, as when loading the dropped data failed.
    ///
    /// - Returns: `false` when the placeholder was already committed or removed.
    @discardableResult
    open func deletePlaceholder() -> Bool {
        context.deletePlaceholder()
    }
}
#endif
