import HeadlessUIKit

// The drag and drop delegate methods, each written exactly as an iOS app declares it.
extension EveryMethodImplementer {
    // MARK: - UITableViewDragDelegate

    public func tableView(
        _ tableView: UITableView,
        itemsForBeginning session: UIDragSession,
        at indexPath: IndexPath
    ) -> [UIDragItem] {
        answer(.itemsForBeginningSession, default: [])
    }

    public func tableView(
        _ tableView: UITableView,
        itemsForAddingTo session: UIDragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        answer(.itemsForAddingToSession, default: [])
    }

    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        answer(.dragPreviewParametersForRowAt, default: nil)
    }

    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        record(.dragSessionWillBegin)
    }

    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        record(.dragSessionDidEnd)
    }

    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        answer(.dragSessionAllowsMoveOperation, default: false)
    }

    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        answer(.dragSessionIsRestrictedToDraggingApplication, default: true)
    }

    // MARK: - UITableViewDropDelegate

    public func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        record(.performDropWithCoordinator)
    }

    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        answer(.canHandleSession, default: false)
    }

    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        record(.dropSessionDidEnter)
    }

    public func tableView(
        _ tableView: UITableView,
        dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        answer(.dropSessionDidUpdate, default: UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath))
    }

    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        record(.dropSessionDidExit)
    }

    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        record(.dropSessionDidEnd)
    }

    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        answer(.dropPreviewParametersForRowAt, default: nil)
    }
}
