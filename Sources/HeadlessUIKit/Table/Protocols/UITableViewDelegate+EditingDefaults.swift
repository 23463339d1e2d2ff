import Foundation

// Default implementations of the editing, reordering and edit-menu methods: each reports its
// method to `UnimplementedMethod` and returns UIKit's default value.
extension UITableViewDelegate {
    // MARK: - Editing

    /// Not implemented: reports ``TableViewMethod/editingStyleForRowAt`` and returns `.delete`.
    public func tableView(
        _ tableView: UITableView,
        editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        UnimplementedMethod.reached(.editingStyleForRowAt)
        return .delete
    }

    /// Not implemented: reports ``TableViewMethod/leadingSwipeActionsConfigurationForRowAt`` and
    /// returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UnimplementedMethod.reached(.leadingSwipeActionsConfigurationForRowAt)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/trailingSwipeActionsConfigurationForRowAt`` and
    /// returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UnimplementedMethod.reached(.trailingSwipeActionsConfigurationForRowAt)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/titleForDeleteConfirmationButtonForRowAt`` and
    /// returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        UnimplementedMethod.reached(.titleForDeleteConfirmationButtonForRowAt)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/editActionsForRowAt`` and returns `nil`.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        UnimplementedMethod.reached(.editActionsForRowAt)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/shouldIndentWhileEditingRowAt`` and returns
    /// `true`.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.shouldIndentWhileEditingRowAt)
        return true
    }

    /// Not implemented: reports ``TableViewMethod/willBeginEditingRowAt``.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.willBeginEditingRowAt)
    }

    /// Not implemented: reports ``TableViewMethod/didEndEditingRowAt``.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        UnimplementedMethod.reached(.didEndEditingRowAt)
    }

    // MARK: - Reordering and indentation

    /// Not implemented: reports ``TableViewMethod/targetIndexPathForMoveFromRowAt`` and returns
    /// `proposedDestinationIndexPath`.
    public func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        UnimplementedMethod.reached(.targetIndexPathForMoveFromRowAt)
        return proposedDestinationIndexPath
    }

    /// Not implemented: reports ``TableViewMethod/indentationLevelForRowAt`` and returns 0.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        UnimplementedMethod.reached(.indentationLevelForRowAt)
        return 0
    }

    // MARK: - Edit menu

    /// Not implemented: reports ``TableViewMethod/shouldShowMenuForRowAt`` and returns `false`.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.shouldShowMenuForRowAt)
        return false
    }

    /// Not implemented: reports ``TableViewMethod/canPerformActionForRowAt`` and returns `false`.
    public func tableView(
        _ tableView: UITableView,
        canPerformAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        UnimplementedMethod.reached(.canPerformActionForRowAt)
        return false
    }

    /// Not implemented: reports ``TableViewMethod/performActionForRowAt``.
    public func tableView(
        _ tableView: UITableView,
        performAction action: Selector,
        forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        UnimplementedMethod.reached(.performActionForRowAt)
    }
}
