import Foundation

#if os(iOS) || HEADLESS_UIKIT
// Drag-session methods of the table's drag delegate.
extension DTTableViewDragDelegate {
    /// Items added to a drag in progress: the `itemsForAddingToDragSession` closure's answer, the
    /// owner's, or none.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        firstAnswer(
            performCellReaction(.itemsForAddingToDragSession, at: indexPath, extra: (session, point)),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedItemsForAddingToSession(tableView, session, indexPath, point) },
            uikitDefault([])
        )
    }

    /// The lifted row's preview: the `dragPreviewParameters` closure's answer, the owner's, or UIKit's.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        firstAnswer(
            performCellReaction(.dragPreviewParametersForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragPreviewParametersForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    /// Runs the `dragSessionWillBegin` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        _ = performUnmappedReaction(.dragSessionWillBegin, session as UIDragSession) as Void?
        _ = forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionWillBegin(tableView, session) }
    }

    /// Runs the `dragSessionDidEnd` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        _ = performUnmappedReaction(.dragSessionDidEnd, session as UIDragSession) as Void?
        _ = forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionDidEnd(tableView, session) }
    }

    /// Whether the drop may move the items: the closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        firstAnswer(
            performUnmappedReaction(.dragSessionAllowsMoveOperation, session as UIDragSession),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionAllowsMoveOperation(tableView, session) },
            uikitDefault(true)
        )
    }

    /// Whether the items stay within this app: the closure's answer, the owner's, or `false`.
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        firstAnswer(
            performUnmappedReaction(.dragSessionIsRestrictedToDraggingApplication, session as UIDragSession),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionIsRestrictedToDraggingApplication(tableView, session) },
            uikitDefault(false)
        )
    }
}
#endif
