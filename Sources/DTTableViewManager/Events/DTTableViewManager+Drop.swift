import Foundation

// `UITableViewDropDelegate` events registered on the manager; iOS only (and HeadlessUIKit).
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewManager {
    /// Runs `closure` when `UITableViewDropDelegate.tableView(_:performDropWith:)` is called.
    ///
    /// - Parameter closure: Receives the drop coordinator; use ``drop(_:to:with:)`` to insert into
    ///   a `MemoryStorage` through a placeholder.
    public func performDropWithCoordinator(_ closure: @escaping (UITableViewDropCoordinator) -> Void) {
        appendUnmappedReaction(.performDropWithCoordinator, closure)
    }

    /// Answers `UITableViewDropDelegate.tableView(_:canHandle:)`.
    ///
    /// - Parameter closure: Receives the drop session; returns whether the table accepts it.
    public func canHandleDropSession(_ closure: @escaping (UIDropSession) -> Bool) {
        appendUnmappedReaction(.canHandleDropSession, closure)
    }

    /// Runs `closure` when `UITableViewDropDelegate.tableView(_:dropSessionDidEnter:)` is called.
    ///
    /// - Parameter closure: Receives the drop session.
    public func dropSessionDidEnter(_ closure: @escaping (UIDropSession) -> Void) {
        appendUnmappedReaction(.dropSessionDidEnter, closure)
    }

    /// Answers `UITableViewDropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
    ///
    /// - Parameter closure: Receives the session and the row under the touch; returns the proposal.
    public func dropSessionDidUpdate(_ closure: @escaping (UIDropSession, IndexPath?) -> UITableViewDropProposal) {
        appendUnmappedReaction(.dropSessionDidUpdateWithDestinationIndexPath) { (arguments: (UIDropSession, IndexPath?)) in
            closure(arguments.0, arguments.1)
        }
    }

    /// Runs `closure` when `UITableViewDropDelegate.tableView(_:dropSessionDidExit:)` is called.
    ///
    /// - Parameter closure: Receives the drop session.
    public func dropSessionDidExit(_ closure: @escaping (UIDropSession) -> Void) {
        appendUnmappedReaction(.dropSessionDidExit, closure)
    }

    /// Runs `closure` when `UITableViewDropDelegate.tableView(_:dropSessionDidEnd:)` is called.
    ///
    /// - Parameter closure: Receives the drop session.
    public func dropSessionDidEnd(_ closure: @escaping (UIDropSession) -> Void) {
        appendUnmappedReaction(.dropSessionDidEnd, closure)
    }

    /// Answers `UITableViewDropDelegate.tableView(_:dropPreviewParametersForRowAt:)`.
    ///
    /// - Parameter closure: Receives the row; returns the preview parameters, or `nil` for the default.
    public func dropPreviewParameters(_ closure: @escaping (IndexPath) -> UIDragPreviewParameters?) {
        appendUnmappedReaction(.dropPreviewParametersForRowAtIndexPath, closure)
    }

    /// Drops `item` into a placeholder row and returns a context that inserts the dropped model
    /// into the storage when committed.
    ///
    /// ```swift
    /// manager.performDropWithCoordinator { [weak self] coordinator in
    ///     guard let self, let item = coordinator.items.first?.dragItem else { return }
    ///     let placeholder = UITableViewDropPlaceholder(insertionIndexPath: coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0),
    ///                                                  reuseIdentifier: "Placeholder", rowHeight: 44)
    ///     let context = self.manager.drop(item, to: placeholder, with: coordinator)
    ///     // once the dropped data is loaded:
    ///     context.commitInsertion(ofItem: post)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The dragged item to drop.
    ///   - placeholder: The placeholder row shown until the data arrives.
    ///   - coordinator: The coordinator passed to `performDropWith`.
    /// - Returns: A context wrapping the table's placeholder context.
    public func drop(_ item: UIDragItem, to placeholder: UITableViewDropPlaceholder, with coordinator: UITableViewDropCoordinator) -> DTTableViewDropPlaceholderContext {
        DTTableViewDropPlaceholderContext(context: coordinator.drop(item, to: placeholder), storage: storage)
    }
}
#endif
