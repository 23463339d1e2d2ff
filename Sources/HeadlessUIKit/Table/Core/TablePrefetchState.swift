import Foundation

/// What a table has asked its prefetch data source, kept so that a scroll step costs in
/// proportion to the rows entering or leaving the prefetch range rather than to its size.
///
/// After every update ``prefetched`` holds exactly the rows of the prefetch range that are not
/// displayed. While the row counts stay the same, the next update therefore only has to look at
/// the rows that entered the range since ``lastRange`` and at the rows whose display started or
/// ended since (``displayChanges``, which say which way each changed, so that no row is looked up
/// among the displayed ones). When the row counts change, ``invalidate()`` forgets the
/// range and the next update compares the whole range instead.
struct TablePrefetchState {
    /// Most display changes remembered between two updates; past this, the next update compares
    /// the whole range, which is then cheaper.
    private static let displayChangeLimit = 256

    /// Rows asked to prefetch and neither cancelled nor displayed since, in row order.
    var prefetched: [TableRow] = []
    /// The prefetch range of the last update while the row counts stay the same; `nil` when
    /// unknown.
    private(set) var lastRange: TableRowSpans?
    /// Rows that started or ended displaying since the last update, in the order they did,
    /// recorded only while ``lastRange`` is known.
    private(set) var displayChanges: [DisplayChange] = []

    /// A row that started or ended displaying.
    struct DisplayChange {
        /// The row.
        var row: TableRow
        /// Whether the row is displayed after the change.
        var isDisplayed: Bool
    }

    /// Forgets the last range, so that the next update compares the whole range.
    mutating func invalidate() {
        lastRange = nil
        displayChanges.removeAll()
    }

    /// Records that the row at `indexPath` started (`isDisplayed`) or ended displaying.
    ///
    /// - Complexity: Amortized O(1).
    mutating func noteDisplayChange(at indexPath: IndexPath, isDisplayed: Bool) {
        guard lastRange != nil else { return }
        if displayChanges.count < Self.displayChangeLimit {
            displayChanges.append(DisplayChange(row: TableRow(indexPath), isDisplayed: isDisplayed))
        } else {
            invalidate()
        }
    }

    /// Starts a new period after an update that left ``prefetched`` equal to `range`'s rows
    /// that are not displayed.
    mutating func didUpdate(range: TableRowSpans) {
        lastRange = range
        displayChanges.removeAll(keepingCapacity: true)
    }
}
