import Foundation

// The table's public value types and dimensions: style, scroll positions, row animations and
// automatic heights.
extension UITableView {
    /// The visual style of a table view.
    public enum Style: Int, Sendable {
        /// Section headers and footers float over plain rows.
        case plain = 0
        /// Sections are visually grouped.
        case grouped = 1
        /// Grouped sections inset from the edges.
        case insetGrouped = 2
    }

    /// Where a row ends up after scrolling to it.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes the row fully visible.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// The animation of inserted, deleted or reloaded rows. Headless: recorded, not animated.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide from or to the right.
        case right = 1
        /// Slide from or to the left.
        case left = 2
        /// Slide from or to the top.
        case top = 3
        /// Slide from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keep the row centered while it appears or disappears.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }

    /// How a table view interprets its separator insets.
    public enum SeparatorInsetReference: Int, Sendable {
        /// The insets are offsets from the cell's edges.
        case fromCellEdges = 0
        /// The insets are offsets from the automatic insets.
        case fromAutomaticInsets = 1
    }

    /// How self-sizing cells resize when their content's size changes.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// They do not resize.
        case disabled = 0
        /// They resize when their intrinsic content size is invalidated.
        case enabled = 1
        /// They also resize when Auto Layout changes inside their content view.
        case enabledIncludingConstraints = 2
    }

    /// Posted when the user changes the selection (a tap), with the table view as object; not
    /// posted by `selectRow(at:animated:scrollPosition:)` or `deselectRow(at:animated:)`.
    public nonisolated static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// A height that asks the table to compute it: for rows, headers and footers.
    ///
    /// Headless: nothing is measured, so an automatic row height resolves to
    /// ``headlessAutomaticRowHeight`` and an automatic header or footer height to
    /// ``headlessAutomaticHeaderFooterHeight`` when the section has a header or footer (a title,
    /// or a delegate that provides views) and 0 otherwise.
    public static let automaticDimension: CGFloat = -1

    /// The height an automatic row height resolves to (HeadlessUIKit-only): 44 points, UIKit's
    /// standard row height.
    public static let headlessAutomaticRowHeight: CGFloat = 44

    /// The height an automatic header or footer height resolves to when the section has one
    /// (HeadlessUIKit-only): 28 points.
    public static let headlessAutomaticHeaderFooterHeight: CGFloat = 28
}
