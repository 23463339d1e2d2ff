import Foundation

// Default implementations of the editing, reordering and edit-menu methods: each reports its
// method to `HeadlessUnimplementedMethod` and returns UIKit's default value.
extension UITableViewDelegate {
    // MARK: - Editing

    /// Not implemented: reports ``HeadlessTableViewMethod/editingStyleForRowAt`` and returns `.delete`.
    public func tableView(
        _ tableView: UITableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        HeadlessUnimplementedMethod.reached(.editingStyleForRowAt)
        return .delete
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/leadingSwipeActionsConfigurationForRowAt`` and
    /// returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        HeadlessUnimplementedMethod.reached(.leadingSwipeActionsConfigurationForRowAt)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/trailingSwipeActionsConfigurationForRowAt`` and
    /// returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        HeadlessUnimplementedMethod.reached(.trailingSwipeActionsConfigurationForRowAt)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/titleForDeleteConfirmationButtonForRowAt`` and
    /// returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        HeadlessUnimplementedMethod.reached(.titleForDeleteConfirmationButtonForRowAt)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/editActionsForRowAt`` and returns `nil`.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        HeadlessUnimplementedMethod.reached(.editActionsForRowAt)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/shouldIndentWhileEditingRowAt`` and returns
    /// `true`.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.shouldIndentWhileEditingRowAt)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willBeginEditingRowAt``.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.willBeginEditingRowAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didEndEditingRowAt``.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        HeadlessUnimplementedMethod.reached(.didEndEditingRowAt)
    }

    // MARK: - Reordering and indentation

    /// Not implemented: reports ``HeadlessTableViewMethod/targetIndexPathForMoveFromRowAt`` and returns
    /// `proposedDestinationIndexPath`.
    public func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        HeadlessUnimplementedMethod.reached(.targetIndexPathForMoveFromRowAt)
        return proposedDestinationIndexPath
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/indentationLevelForRowAt`` and returns 0.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        HeadlessUnimplementedMethod.reached(.indentationLevelForRowAt)
        return 0
    }

    // MARK: - Edit menu

    /// Not implemented: reports ``HeadlessTableViewMethod/shouldShowMenuForRowAt`` and returns `false`.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.shouldShowMenuForRowAt)
        return false
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/canPerformActionForRowAt`` and returns `false`.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    public func tableView(
        _ tableView: UITableView,
        canPerformAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        HeadlessUnimplementedMethod.reached(.canPerformActionForRowAt)
        return false
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/performActionForRowAt``.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    public func tableView(
        _ tableView: UITableView,
        performAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        HeadlessUnimplementedMethod.reached(.performActionForRowAt)
    }
}
