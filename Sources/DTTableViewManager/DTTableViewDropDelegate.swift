import Foundation

#if os(iOS) || !canImport(UIKit)
/// The table's drop delegate; forwards drops to the owner.
@MainActor
open class DTTableViewDropDelegate: DTTableViewDelegateWrapper, UITableViewDropDelegate {
    override func delegateWasReset() {
        guard let tableView, tableView.dropDelegate === self else { return }
        tableView.dropDelegate = nil
        tableView.dropDelegate = self
    }

    /// Forwards the drop to the owner, which performs it.
    open func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.tableView(tableView, performDropWith: coordinator) }
    }
}
#endif
