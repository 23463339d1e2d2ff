import Foundation

/// A row's section and index as two integers, in row order: the table's bookkeeping of rows it
/// keeps sorted (the prefetched rows, the displayed rows an update reconfigures). Reading
/// `section` and `row` of an `IndexPath` goes through its general storage, and comparing or
/// copying one costs several times more than comparing or copying two integers.
struct TableRow: Comparable {
    /// The section.
    var section: Int
    /// The row within the section.
    var row: Int

    /// The row at `indexPath`, a two-index table path.
    init(_ indexPath: IndexPath) {
        section = indexPath.section
        row = indexPath.row
    }

    /// The row `row` of `section`.
    init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// The row as an index path.
    var indexPath: IndexPath {
        IndexPath(row: row, section: section)
    }

    static func < (lhs: TableRow, rhs: TableRow) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }
}
