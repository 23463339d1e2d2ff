import Foundation

#if os(iOS) || HEADLESS_UIKIT
/// The table's drag delegate: answers from drag event closures, then the owner.
///
/// Every method upstream declares `open` is `open` here, in the class body, so the table calls a
/// subclass's override; call `super` to keep the event closures and the forwarding to the owner.
/// Install a subclass with ``DTTableViewManager/tableDragDelegate`` before registering events on the
/// manager: closures not tied to a mapping are kept by the object, as upstream's are.
@preconcurrency @MainActor
open class DTTableViewDragDelegate: DTTableViewDelegateWrapper, UITableViewDragDelegate {
    override func delegateWasReset() {
        guard let tableView, tableView.dragDelegate === self else { return }
        tableView.dragDelegate = nil
        tableView.dragDelegate = self
    }

    /// The row's drag items: the `itemsForBeginningDragSession` closure's answer, the owner's, or
    /// none (the row cannot be dragged).
    open func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        performCellReaction(.itemsForBeginningDragSession, at: indexPath, extra: session as UIDragSession)
            ?? forwarded(to: UITableViewDragDelegate.self) { $0.implementedItemsForBeginningSession(tableView, session, indexPath) } ?? []
    }

    // MARK: - Drag sessions

    /// Items added to a drag in progress: the `itemsForAddingToDragSession` closure's answer, the
    /// owner's, or none.
    open func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        handle(tableView, itemsForAddingTo: session, at: indexPath, point: point)
    }

    /// The lifted row's preview: the `dragPreviewParameters` closure's answer, the owner's, or UIKit's.
    open func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        handle(tableView, dragPreviewParametersForRowAt: indexPath)
    }

    /// Runs the `dragSessionWillBegin` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { handle(tableView, dragSessionWillBegin: session) }

    /// Runs the `dragSessionDidEnd` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { handle(tableView, dragSessionDidEnd: session) }

    /// Whether the drop may move the items: the closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        handle(tableView, dragSessionAllowsMoveOperation: session)
    }

    /// Whether the items stay within this app: the closure's answer, the owner's, or `false`.
    open func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        handle(tableView, dragSessionIsRestrictedToDraggingApplication: session)
    }
}
#endif
