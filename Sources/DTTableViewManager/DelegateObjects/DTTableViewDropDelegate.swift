import Foundation

#if os(iOS) || HEADLESS_UIKIT
/// The table's drop delegate: answers from drop event closures, then the owner.
///
/// Every method upstream declares `open` is `open` here, in the class body, so the table calls a
/// subclass's override; call `super` to keep the event closures and the forwarding to the owner.
/// Install a subclass with ``DTTableViewManager/tableDropDelegate`` before registering events on the
/// manager: closures not tied to a mapping are kept by the object, as upstream's are.
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

    // MARK: - Drop sessions

    /// Whether the table accepts the session: the `canHandleDropSession` closure's answer, the
    /// owner's, or `true`.
    open func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { handle(tableView, canHandle: session) }

    /// Runs the `dropSessionDidEnter` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) { handle(tableView, dropSessionDidEnter: session) }

    /// The proposal for the drop's current position: the `dropSessionDidUpdate` closure's answer,
    /// the owner's, or a cancelling proposal.
    open func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        handle(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    /// Runs the `dropSessionDidExit` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) { handle(tableView, dropSessionDidExit: session) }

    /// Runs the `dropSessionDidEnd` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) { handle(tableView, dropSessionDidEnd: session) }

    /// The preview of the row the drop lands in: the `dropPreviewParameters` closure's answer, the
    /// owner's, or UIKit's.
    open func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        handle(tableView, dropPreviewParametersForRowAt: indexPath)
    }
}
#endif
