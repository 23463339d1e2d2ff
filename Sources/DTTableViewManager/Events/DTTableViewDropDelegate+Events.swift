import Foundation

#if os(iOS) || HEADLESS_UIKIT
// Drop-session methods of the table's drop delegate: the implementations of its `open` members
// (declared in `DTTableViewDropDelegate.swift`); each `handle(_:…)` has the labels of the member
// it implements.
extension DTTableViewDropDelegate {
    func handle(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        firstAnswer(
            performUnmappedReaction(.canHandleDropSession, session as UIDropSession),
            forwarded(to: UITableViewDropDelegate.self) { $0.implementedCanHandleSession(tableView, session) },
            uikitDefault(true)
        )
    }

    func handle(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        _ = performUnmappedReaction(.dropSessionDidEnter, session as UIDropSession) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropSessionDidEnter(tableView, session) }
    }

    func handle(
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

    func handle(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        _ = performUnmappedReaction(.dropSessionDidExit, session as UIDropSession) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropSessionDidExit(tableView, session) }
    }

    func handle(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        _ = performUnmappedReaction(.dropSessionDidEnd, session as UIDropSession) as Void?
        _ = forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropSessionDidEnd(tableView, session) }
    }

    func handle(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        firstAnswer(
            performUnmappedReaction(.dropPreviewParametersForRowAtIndexPath, indexPath),
            forwarded(to: UITableViewDropDelegate.self) { $0.implementedDropPreviewParametersForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }
}
#endif
