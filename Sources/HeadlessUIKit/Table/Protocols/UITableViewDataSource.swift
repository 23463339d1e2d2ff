import Foundation

/// The object that supplies a table view's sections, rows and cells and applies edits to them.
///
/// The two row methods are required. Every other method is optional, as in UIKit: its default
/// implementation reports itself through ``HeadlessUnimplementedMethod`` so the table view applies
/// UIKit's default behaviour instead.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// Returns the number of rows in a section.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - section: The section.
    /// - Returns: The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// Returns the cell for a row, usually dequeued from `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - indexPath: The row.
    /// - Returns: The configured cell.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// Returns the number of sections; 1 when not implemented.
    ///
    /// - Parameter tableView: The table view asking.
    /// - Returns: The number of sections.
    func numberOfSections(in tableView: UITableView) -> Int

    /// Returns the title of a section's header; none when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - section: The section.
    /// - Returns: The title, or `nil` for no titled header.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// Returns the title of a section's footer; none when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - section: The section.
    /// - Returns: The title, or `nil` for no titled footer.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Returns whether a row can be edited; every row can when not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - indexPath: The row.
    /// - Returns: `true` if the row can be edited.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Returns whether a row shows a reorder control; when not implemented, rows can be moved if
    /// the data source implements `tableView(_:moveRowAt:to:)`.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - indexPath: The row.
    /// - Returns: `true` if the row can be moved.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Returns the titles of the section index; no index when not implemented.
    ///
    /// - Parameter tableView: The table view asking.
    /// - Returns: The index titles, or `nil` for no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// Returns the section an index title jumps to.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - title: The index title the user touched.
    ///   - index: The position of `title` in the index.
    /// - Returns: The section to scroll to.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// Applies an insertion or deletion the user asked for on a row.
    ///
    /// Implementing this method offers swipe-to-delete.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - editingStyle: The edit requested: `.delete` or `.insert`.
    ///   - indexPath: The row.
    func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    )

    /// Applies a move of a row the user reordered.
    ///
    /// - Parameters:
    ///   - tableView: The table view asking.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where the row is now.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
