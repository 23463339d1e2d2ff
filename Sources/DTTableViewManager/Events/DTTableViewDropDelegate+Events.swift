import Foundation

#if os(iOS) || HEADLESS_UIKIT
// Drop-session methods of the table's drop delegate.
extension DTTableViewDropDelegate {
    /// Whether the table accepts the session: the `canHandleDropSession` closure's answer, the
    /// owner's, or `true`.
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        firstAnswer(
            performUnmappedReaction(.canHandleDropSession, session as UIDropSession),
            forwarded(to: UITableViewDropDelegate.self) { $0.implementedCanHandleSession(tableView, session) },
            uikitDefault(true)
        )
    }

    /// Runs the `dropSessionDidEnter` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        _ = performUnmappedReaction(.dropSessionDidEnter, session as UIDropSession) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropSessionDidEnter(tableView, session) }
    }

    /// The proposal for the drop's current position: the `dropSessionDidUpdate` closure's answer,
    /// the owner's, or a cancelling proposal.
    public func tableView(
        _ tableView: UITableView,
        dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        firstAnswer(
            performUnmappedReaction(.dropSessionDidUpdateWithDestinationIndexPath, (session, destinationIndexPath)),
            forwarded(to: UITableViewDropDelegate.self) {
                $0.implementedDropSessionDidUpdate(tableView, session, destinationIndexPath)
            },
            uikitDefault(UITableViewDropProposal(operation: .cancel))
        )
    }

    /// Runs the `dropSessionDidExit` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        _ = performUnmappedReaction(.dropSessionDidExit, session as UIDropSession) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropSessionDidExit(tableView, session) }
    }

    /// Runs the `dropSessionDidEnd` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        _ = performUnmappedReaction(.dropSessionDidEnd, session as UIDropSession) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropSessionDidEnd(tableView, session) }
    }

    /// The preview of the row the drop lands in: the `dropPreviewParameters` closure's answer, the
    /// owner's, or UIKit's.
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        firstAnswer(
            performUnmappedReaction(.dropPreviewParametersForRowAtIndexPath, indexPath),
            forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropPreviewParametersForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }
}
#endif
