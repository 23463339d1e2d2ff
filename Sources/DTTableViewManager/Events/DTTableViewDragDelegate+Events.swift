import Foundation

#if os(iOS) || HEADLESS_UIKIT
// Drag-session methods of the table's drag delegate: the implementations of its `open` members
// (declared in `DTTableViewDragDelegate.swift`); each `handle(_:…)` has the labels of the member
// it implements.
extension DTTableViewDragDelegate {
    func handle(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        firstAnswer(
            performCellReaction(.itemsForAddingToDragSession, at: indexPath, extra: (session, point)),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedItemsForAddingToSession(tableView, session, indexPath, point) },
            uikitDefault([])
        )
    }

    func handle(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        firstAnswer(
            performCellReaction(.dragPreviewParametersForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragPreviewParametersForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    func handle(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        _ = performUnmappedReaction(.dragSessionWillBegin, session as UIDragSession) as Void?
        _ = forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionWillBegin(tableView, session) }
    }

    func handle(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        _ = performUnmappedReaction(.dragSessionDidEnd, session as UIDragSession) as Void?
        _ = forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionDidEnd(tableView, session) }
    }

    func handle(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        firstAnswer(
            performUnmappedReaction(.dragSessionAllowsMoveOperation, session as UIDragSession),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionAllowsMoveOperation(tableView, session) },
            uikitDefault(true)
        )
    }

    func handle(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        firstAnswer(
            performUnmappedReaction(.dragSessionIsRestrictedToDraggingApplication, session as UIDragSession),
            forwarded(to: UITableViewDragDelegate.self) { $0.implementedDragSessionIsRestrictedToDraggingApplication(tableView, session) },
            uikitDefault(false)
        )
    }
}
#endif
