import Foundation

// Editing and swipe-action methods of the table's delegate: the implementations of its `open`
// members (declared in `DTTableViewDelegate.swift`); each `handle(_:…)` has the labels of the
// member it implements.
extension DTTableViewDelegate {
    func handle(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        firstAnswer(
            performModelReaction(.editingStyleForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedEditingStyleForRowAt(tableView, indexPath) },
            uikitDefault(.delete)
        )
    }

    func handle(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldIndentWhileEditingRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldIndentWhileEditingRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }
}

#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDelegate {
    func handle(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        _ = performCellReaction(.willBeginEditingRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillBeginEditingRowAt(tableView, indexPath) }
    }

    func handle(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        if let indexPath {
            _ = performCellReaction(.didEndEditingRowAtIndexPath, at: indexPath) as Void?
        }
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndEditingRowAt(tableView, indexPath) }
    }

    func handle(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        firstAnswer(
            performCellReaction(.titleForDeleteButtonForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedTitleForDeleteConfirmationButtonForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    @available(iOS, deprecated: 13.0)
    func handle(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        firstAnswer(
            performCellReaction(.editActionsForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedEditActionsForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    func handle(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        firstAnswer(
            performCellReaction(.leadingSwipeActionsConfigurationForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedLeadingSwipeActionsConfigurationForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }

    func handle(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        firstAnswer(
            performCellReaction(.trailingSwipeActionsConfigurationForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedTrailingSwipeActionsConfigurationForRowAt(tableView, indexPath) },
            uikitDefault(nil)
        )
    }
}
#endif
