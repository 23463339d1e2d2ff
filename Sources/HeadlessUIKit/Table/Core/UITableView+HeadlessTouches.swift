import Foundation

// Where a simulated touch lands (HeadlessUIKit-only): on a displayed row, and only when UIKit's
// hit-testing would deliver it.
extension UITableView {
    /// The error a simulated touch throws when its row is not on screen (HeadlessUIKit-only).
    ///
    /// A finger can only touch what is displayed, so a test that touches a row off screen has a
    /// mistake in its setup (no frame, no data source, not scrolled, not laid out…); the
    /// `description` names the row and what the table shows, and Swift Testing and XCTest report
    /// it as the test's failure where the `try` is.
    public struct HeadlessTouchError: Error, CustomStringConvertible, Sendable {
        /// The simulated gesture, such as `simulateTap(at:)`.
        public let gesture: String
        /// The row touched.
        public let indexPath: IndexPath
        /// The rows on screen when the touch happened, in order.
        public let visibleRows: [IndexPath]
        /// The table's bounds when the touch happened.
        public let bounds: CGRect

        /// What went wrong, naming the row and the visible range.
        public var description: String {
            let row = "row \(indexPath.count == 2 ? "\(indexPath.row) of section \(indexPath.section)" : "\(Array(indexPath))")"
            let size = "\(bounds.width)×\(bounds.height)"
            guard let first = visibleRows.first, let last = visibleRows.last else {
                return "\(gesture): \(row) is not on screen: the table shows no rows (bounds \(size) at y \(bounds.minY)); "
                    + "give the table a frame and a data source with rows, and lay it out (layoutIfNeeded() or headlessTurnRunLoop())"
            }
            return "\(gesture): \(row) is not on screen: the table shows rows \(Self.describe(first)) to \(Self.describe(last)) "
                + "(bounds \(size) at y \(bounds.minY)); scroll to the row first, e.g. scrollToRow(at:at:animated:) then layoutIfNeeded()"
        }

        private static func describe(_ indexPath: IndexPath) -> String {
            "[\(indexPath.section), \(indexPath.row)]"
        }
    }

    /// The cell a simulated touch on a row lands on, after the table's pending layout.
    ///
    /// - Parameters:
    ///   - indexPath: The row touched.
    ///   - gesture: The simulating method's name, for the error.
    /// - Returns: The row's cell, or `nil` when UIKit's hit-testing would not deliver the touch:
    ///   the cell, the table or a view they are in is hidden, has user interaction disabled, or
    ///   an alpha below 0.01.
    /// - Throws: ``HeadlessTouchError`` when the row is not displayed.
    func touchedCell(at indexPath: IndexPath, by gesture: String) throws -> UITableViewCell? {
        updateVisibleContentIfNeeded()
        guard let cell = visibleCellsByIndexPath[indexPath] else {
            throw HeadlessTouchError(
                gesture: gesture, indexPath: indexPath,
                visibleRows: visibleCellsByIndexPath.keys.sorted(), bounds: bounds
            )
        }
        var view: UIView? = cell
        while let current = view {
            guard !current.isHidden, current.isUserInteractionEnabled, current.alpha >= 0.01 else { return nil }
            view = current.superview
        }
        return cell
    }
}
