import Foundation

#if os(iOS) || HEADLESS_UIKIT
/// The table's drop delegate: answers from drop event closures, then the owner.
@preconcurrency @MainActor
open class DTTableViewDropDelegate: DTTableViewDelegateWrapper, UITableViewDropDelegate {
    override func delegateWasReset() {
        guard let tableView, tableView.dropDelegate === self else { return }
        tableView.dropDelegate = nil
        tableView.dropDelegate = self
    }

    /// Runs the `performDropWithCoordinator` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        _ = performUnmappedReaction(.performDropWithCoordinator, coordinator as UITableViewDropCoordinator) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedPerformDropWithCoordinator(tableView, coordinator) }
    }
}
#endif
