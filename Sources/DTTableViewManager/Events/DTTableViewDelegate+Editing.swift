import Foundation

// Editing and swipe-action methods of the table's delegate.
extension DTTableViewDelegate {
    /// The row's editing style: the `editingStyle` closure's answer, the owner's, or `.delete`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        firstAnswer(
            performModelReaction(.editingStyleForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedEditingStyleForRowAt(tableView, indexPath) },
            uikitDefault(.delete)
        )
    }

    /// Whether the row is indented while editing: the closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldIndentWhileEditingRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldIndentWhileEditingRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }
}

#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDelegate {
    /// Runs the `willBeginEditing` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        _ = performCellReaction(.willBeginEditingRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillBeginEditingRowAt(tableView, indexPath) }
    }

    /// Runs the `didEndEditing` closure when there is a row, then the owner's method.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        if let indexPath {
            _ = performCellReaction(.didEndEditingRowAtIndexPath, at: indexPath) as Void?
        }
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndEditingRowAt(tableView, indexPath) }
    }

    /// The Delete button's title: the closure's answer, the owner's, or UIKit's.
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        firstAnswer(
            performCellReaction(.titleForDeleteButtonForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedTitleForDeleteConfirmationButtonForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    /// The row's swipe actions in the API deprecated in iOS 13: the closure's answer, the owner's, or none.
    @available(iOS, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        firstAnswer(
            performCellReaction(.editActionsForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedEditActionsForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    /// The leading swipe actions: the closure's answer, the owner's, or none.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        firstAnswer(
            performCellReaction(.leadingSwipeActionsConfigurationForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedLeadingSwipeActionsConfigurationForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    /// The trailing swipe actions: the closure's answer, the owner's, or UIKit's default.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        firstAnswer(
            performCellReaction(.trailingSwipeActionsConfigurationForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedTrailingSwipeActionsConfigurationForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }
}
#endif
