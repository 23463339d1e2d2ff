import Foundation

/// What a table must do at its next layout pass, and the heights it learned by displaying
/// content (see `UITableView+LayoutPass.swift` and `UITableView+SelfSizing.swift`).
struct TableLayoutState {
    /// Whether the displayed rows, headers and footers may not match the data, the geometry or
    /// the bounds any more (after a reload, an update, a scroll or a height change).
    var needsVisibleContentUpdate = true
    /// Whether everything displayed must end displaying and be requested anew (after
    /// `reloadData()` or a new data source).
    var needsRedisplay = false
    /// Whether the prefetch data source must be told about the rows near the visible ones (after
    /// a scroll).
    var needsPrefetchUpdate = false
    /// Whether the table is updating its content (a layout pass, or a data-source call that
    /// commits a user's edit); accessors called from delegate and data-source methods meanwhile
    /// answer with what is displayed so far instead of starting a layout pass.
    var isUpdatingContent = false
    /// The bounds of the last layout pass.
    var laidOutBounds: CGRect?
    /// Heights of rows displayed since the last reload, resolved from the delegate or measured.
    var rowHeights: [IndexPath: CGFloat] = [:]
    /// Measured heights of self-sizing headers and footers displayed since the last reload.
    var edgeHeights: [UITableView.SectionEdgeKey: CGFloat] = [:]

    /// Forgets the learned heights (after a reload).
    mutating func forgetHeights() {
        rowHeights.removeAll()
        edgeHeights.removeAll()
    }
}
