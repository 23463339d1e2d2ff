import Foundation

/// The rows of a vertical range of a table, section by section: only sections with rows in the
/// range, in section order.
///
/// Rows in a vertical range are contiguous within each section, so a range is described by one
/// span per section instead of one index path per row.
struct TableRowSpans: Equatable {
    /// One section's rows in the range.
    struct Span: Equatable {
        /// The section.
        var section: Int
        /// Its rows in the range; never empty.
        var rows: Range<Int>
    }

    /// The sections' spans, in section order.
    var spans: [Span] = []

    /// Whether the range holds a row.
    ///
    /// - Complexity: O(sections in the range).
    func contains(_ row: TableRow) -> Bool {
        rows(inSection: row.section).contains(row.row)
    }

    /// The rows of a section in the range; empty when the section has none.
    ///
    /// - Complexity: O(sections in the range).
    func rows(inSection section: Int) -> Range<Int> {
        for span in spans where span.section == section {
            return span.rows
        }
        return 0..<0
    }

    /// Every row of the range, in row order.
    ///
    /// - Complexity: O(rows in the range).
    var indexPaths: [IndexPath] {
        var indexPaths: [IndexPath] = []
        for span in spans {
            for row in span.rows {
                indexPaths.append(IndexPath(row: row, section: span.section))
            }
        }
        return indexPaths
    }
}
