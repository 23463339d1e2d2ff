import Foundation

#if os(iOS) || !canImport(UIKit)
/// The table's drag delegate; forwards drag requests to the owner.
@MainActor
open class DTTableViewDragDelegate: DTTableViewDelegateWrapper, UITableViewDragDelegate {
    override func delegateWasReset() {
        guard let tableView, tableView.dragDelegate === self else { return }
        tableView.dragDelegate = nil
        tableView.dragDelegate = self
    }

    /// The owner's drag items for the row, or none (the row cannot be dragged).
    open func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        forwarded(to: UITableViewDragDelegate.self) { $0.tableView(tableView, itemsForBeginning: session, at: indexPath) } ?? []
    }
}
#endif
