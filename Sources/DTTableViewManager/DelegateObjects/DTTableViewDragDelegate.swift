import Foundation

#if os(iOS) || HEADLESS_UIKIT
/// The table's drag delegate: answers from drag event closures, then the owner.
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
}
#endif
