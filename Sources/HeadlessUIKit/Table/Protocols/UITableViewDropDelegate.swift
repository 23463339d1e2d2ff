import Foundation

/// The object that accepts drops onto a table view and inserts their data.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// Inserts the dropped items when the user drops.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - coordinator: The drop: its items, destination and proposal, and where each item
    ///     animates to.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)

    /// Returns whether the table view accepts a drop at all; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drop.
    /// - Returns: `false` to ignore the drop; no other drop method is then called for it.
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool

    /// Tells the delegate a drag entered the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drop.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)

    /// Returns what would happen if the user dropped now, as the drag moves over the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drop.
    ///   - destinationIndexPath: The row under the drag; one past a section's end to append, or
    ///     `nil` over empty space.
    /// - Returns: The proposal.
    func tableView(
        _ tableView: UITableView,
        dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal

    /// Tells the delegate a drag left the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drop.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)

    /// Tells the delegate a drop ended, whatever its outcome.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drop.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)

    /// Returns how an item dropped into a newly inserted row is shown; the whole cell when not
    /// implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The preview parameters, or `nil` for the default.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `HeadlessUnimplementedMethod` and returns UIKit's default value.
extension UITableViewDropDelegate {
    /// Not implemented: reports ``HeadlessTableViewMethod/canHandleSession`` and returns `true`.
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        HeadlessUnimplementedMethod.reached(.canHandleSession)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dropSessionDidEnter``.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        HeadlessUnimplementedMethod.reached(.dropSessionDidEnter)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dropSessionDidUpdate`` and returns a proposal
    /// to cancel.
    public func tableView(
        _ tableView: UITableView,
        dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        HeadlessUnimplementedMethod.reached(.dropSessionDidUpdate)
        return UITableViewDropProposal(operation: .cancel)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dropSessionDidExit``.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        HeadlessUnimplementedMethod.reached(.dropSessionDidExit)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dropSessionDidEnd``.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        HeadlessUnimplementedMethod.reached(.dropSessionDidEnd)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dropPreviewParametersForRowAt`` and returns
    /// `nil`.
    public func tableView(
        _ tableView: UITableView,
        dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        HeadlessUnimplementedMethod.reached(.dropPreviewParametersForRowAt)
        return nil
    }
}
