import Foundation

// `UITableViewDragDelegate` events registered on the manager; iOS only (and HeadlessUIKit).
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewManager {
    /// Answers `UITableViewDragDelegate.tableView(_:itemsForBeginning:at:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the session, the cell, model and index path; returns the dragged items.
    public func itemsForBeginningDragSession<Cell: ModelTransfer>(from cellClass: Cell.Type, _ closure: @escaping (UIDragSession, Cell, Cell.ModelType, IndexPath) -> [UIDragItem]) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .itemsForBeginningDragSession, closure)
    }

    /// Answers `UITableViewDragDelegate.tableView(_:itemsForAddingTo:at:point:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Receives the session, the touch point, the cell, model and index path.
    public func itemsForAddingToDragSession<Cell: ModelTransfer>(from cellClass: Cell.Type, _ closure: @escaping (UIDragSession, CGPoint, Cell, Cell.ModelType, IndexPath) -> [UIDragItem]) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .itemsForAddingToDragSession, closure)
    }

    /// Answers `UITableViewDragDelegate.tableView(_:dragPreviewParametersForRowAt:)` for `Cell` rows.
    ///
    /// - Parameters:
    ///   - cellClass: The registered cell class.
    ///   - closure: Returns the preview parameters, or `nil` for the default.
    public func dragPreviewParameters<Cell: ModelTransfer>(for cellClass: Cell.Type, _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> UIDragPreviewParameters?) where Cell: UITableViewCell {
        appendReaction(for: Cell.self, .dragPreviewParametersForRowAtIndexPath, closure)
    }

    /// Runs `closure` when `UITableViewDragDelegate.tableView(_:dragSessionWillBegin:)` is called.
    ///
    /// - Parameter closure: Receives the drag session.
    public func dragSessionWillBegin(_ closure: @escaping (UIDragSession) -> Void) {
        appendUnmappedReaction(.dragSessionWillBegin, closure)
    }

    /// Runs `closure` when `UITableViewDragDelegate.tableView(_:dragSessionDidEnd:)` is called.
    ///
    /// - Parameter closure: Receives the drag session.
    public func dragSessionDidEnd(_ closure: @escaping (UIDragSession) -> Void) {
        appendUnmappedReaction(.dragSessionDidEnd, closure)
    }

    /// Answers `UITableViewDragDelegate.tableView(_:dragSessionAllowsMoveOperation:)`.
    ///
    /// - Parameter closure: Receives the drag session; returns whether the drop may move the items.
    public func dragSessionAllowsMoveOperation(_ closure: @escaping (UIDragSession) -> Bool) {
        appendUnmappedReaction(.dragSessionAllowsMoveOperation, closure)
    }

    /// Answers `UITableViewDragDelegate.tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
    ///
    /// - Parameter closure: Receives the drag session; returns whether the items stay in this app.
    public func dragSessionIsRestrictedToDraggingApplication(_ closure: @escaping (UIDragSession) -> Bool) {
        appendUnmappedReaction(.dragSessionIsRestrictedToDraggingApplication, closure)
    }
}
#endif
