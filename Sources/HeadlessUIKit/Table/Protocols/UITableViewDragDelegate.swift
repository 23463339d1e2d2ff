import Foundation

/// The object that starts drags from a table view's rows and follows them.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// Returns the items to drag when the user lifts a row.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag about to begin.
    ///   - indexPath: The lifted row.
    /// - Returns: The items; none to not start a drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]

    /// Returns the items to add to a drag when the user taps a row during it.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag in progress.
    ///   - indexPath: The tapped row.
    ///   - point: Where the tap happened, in the table view's coordinates.
    /// - Returns: The items to add; none to treat the tap normally.
    func tableView(
        _ tableView: UITableView,
        itemsForAddingTo session: UIDragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]

    /// Returns how a lifted row is shown; the whole cell when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The preview parameters, or `nil` for the default.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?

    /// Tells the delegate a drag began, once the lift animation ended.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)

    /// Tells the delegate a drag ended.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)

    /// Returns whether the drag may move its items; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag.
    /// - Returns: `true` to allow moves.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool

    /// Returns whether the drag stays within this app; `false` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - session: The drag.
    /// - Returns: `true` to keep the drag within the app.
    func tableView(
        _ tableView: UITableView,
        dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool
}

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `HeadlessUnimplementedMethod` and returns UIKit's default value.
extension UITableViewDragDelegate {
    /// Not implemented: reports ``HeadlessTableViewMethod/itemsForAddingToSession`` and returns no items.
    public func tableView(
        _ tableView: UITableView,
        itemsForAddingTo session: UIDragSession,
        at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        HeadlessUnimplementedMethod.reached(.itemsForAddingToSession)
        return []
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dragPreviewParametersForRowAt`` and returns
    /// `nil`.
    public func tableView(
        _ tableView: UITableView,
        dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        HeadlessUnimplementedMethod.reached(.dragPreviewParametersForRowAt)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dragSessionWillBegin``.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        HeadlessUnimplementedMethod.reached(.dragSessionWillBegin)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dragSessionDidEnd``.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        HeadlessUnimplementedMethod.reached(.dragSessionDidEnd)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dragSessionAllowsMoveOperation`` and returns
    /// `true`.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        HeadlessUnimplementedMethod.reached(.dragSessionAllowsMoveOperation)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/dragSessionIsRestrictedToDraggingApplication``
    /// and returns `false`.
    public func tableView(
        _ tableView: UITableView,
        dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool {
        HeadlessUnimplementedMethod.reached(.dragSessionIsRestrictedToDraggingApplication)
        return false
    }
}
