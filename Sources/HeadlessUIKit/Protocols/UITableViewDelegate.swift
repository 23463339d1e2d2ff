import Foundation

/// The object that customizes a table view's rows, headers and footers and responds to the
/// user's selections, edits and other interactions.
///
/// Every method is optional, as in UIKit: its default implementation reports itself through
/// ``UnimplementedMethod`` so the table view applies UIKit's default behaviour instead.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // MARK: - Display

    /// Tells the delegate a cell is about to be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The cell about to be shown.
    ///   - indexPath: The cell's row.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate a section header is about to be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The header view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate a section footer is about to be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The footer view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// Tells the delegate a cell was removed from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cell: The removed cell.
    ///   - indexPath: The row the cell showed.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Tells the delegate a section header was removed from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The removed header view.
    ///   - section: The section it headed.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

    /// Tells the delegate a section footer was removed from the table view.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - view: The removed footer view.
    ///   - section: The section it ended.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // MARK: - Heights

    /// Returns a row's height; the table view's `rowHeight` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// Returns a section header's height; the table view's `sectionHeaderHeight` when not
    /// implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// Returns a section footer's height; the table view's `sectionFooterHeight` when not
    /// implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// Returns an estimate of a row's height, used until the row is laid out.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The estimated height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// Returns an estimate of a section header's height, used until it is laid out.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The estimated height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

    /// Returns an estimate of a section footer's height, used until it is laid out.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The estimated height in points, or `UITableView.automaticDimension`.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: - Headers and footers

    /// Returns the view for a section's header; a standard header showing the data source's
    /// title when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The header view, or `nil`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// Returns the view for a section's footer; a standard footer showing the data source's
    /// title when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The footer view, or `nil`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // MARK: - Accessories

    /// Tells the delegate the user tapped a row's detail disclosure button.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: - Highlighting

    /// Returns whether a row highlights when touched; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `false` to stop the touch from highlighting or selecting the row.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// Tells the delegate a row was highlighted.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// Tells the delegate a row's highlight was removed.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    // MARK: - Selection

    /// Returns the row to select instead of the one the user is selecting.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row the user is selecting.
    /// - Returns: The row to select, or `nil` to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Returns the row to deselect instead of the one being deselected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row being deselected.
    /// - Returns: The row to deselect, or `nil` to keep the selection.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Tells the delegate a row was selected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The selected row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// Tells the delegate a row was deselected.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The deselected row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: - Editing

    /// Returns the editing control of a row; `.delete` for editable rows when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The row's editing style.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

    /// Returns the actions shown when the user swipes a row from its leading edge.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The actions, or `nil` for the default (none).
    func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// Returns the actions shown when the user swipes a row from its trailing edge.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The actions, or `nil` for the default (delete, when the data source commits
    ///   edits).
    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    // MARK: - Reordering

    /// Returns where a row being moved should land instead of the proposed row.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: The row being moved.
    ///   - proposedDestinationIndexPath: Where the user is dropping it.
    /// - Returns: The row to move to; `proposedDestinationIndexPath` to accept it.
    func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}
