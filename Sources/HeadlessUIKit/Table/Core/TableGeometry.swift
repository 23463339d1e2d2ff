import Foundation

/// The vertical positions of a table's header view, sections (header, rows, footer) and footer
/// view, kept as cumulative offsets so every lookup is a binary search.
///
/// - Complexity: building is O(sections + rows with individual heights); looking up the rows in
///   a vertical range is O(log sections + log rows + rows found).
struct TableGeometry {
    /// Heights of a section's rows: one shared height, or cumulative offsets.
    enum RowHeights {
        /// Every row has the same height.
        case uniform(height: CGFloat, count: Int)
        /// `offsets[i]` is row `i`'s top relative to the first row; one extra entry ends the last.
        case varying(offsets: [CGFloat])

        /// Number of rows.
        var count: Int {
            switch self {
            case .uniform(_, let count): count
            case .varying(let offsets): offsets.count - 1
            }
        }

        /// Sum of the row heights.
        var total: CGFloat {
            switch self {
            case .uniform(let height, let count): height * CGFloat(count)
            case .varying(let offsets): offsets.last ?? 0
            }
        }

        /// A row's top relative to the first row.
        func offset(of row: Int) -> CGFloat {
            switch self {
            case .uniform(let height, _): height * CGFloat(row)
            case .varying(let offsets): offsets[row]
            }
        }

        /// A row's height.
        func height(of row: Int) -> CGFloat {
            offset(of: row + 1) - offset(of: row)
        }

        /// The rows overlapping `[minY, maxY)`, in coordinates relative to the first row.
        func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
            switch self {
            case .uniform(let height, let count):
                guard height > 0, count > 0 else { return 0..<0 }
                let first = max(0, Int((minY / height).rounded(.down)))
                let end = min(count, Int((maxY / height).rounded(.up)))
                return first < end ? first..<end : 0..<0
            case .varying(let offsets):
                let count = offsets.count - 1
                // First row whose bottom is below minY, first row whose top is at or after maxY.
                let first = offsets.dropFirst().partitioningIndex { $0 > minY } - 1
                let end = offsets.dropLast().partitioningIndex { $0 >= maxY }
                let lower = max(0, first)
                let upper = min(count, end)
                return lower < upper ? lower..<upper : 0..<0
            }
        }
    }

    /// One section's geometry.
    struct Section {
        /// The section's top in content coordinates.
        var top: CGFloat = 0
        /// The header's height.
        var headerHeight: CGFloat
        /// The rows' heights.
        var rows: RowHeights
        /// The footer's height.
        var footerHeight: CGFloat
        /// Whether rows get their real heights when displayed (until then they are estimates).
        var rowsSelfSize = false
        /// Whether the header gets its real height when displayed.
        var headerSelfSizes = false
        /// Whether the footer gets its real height when displayed.
        var footerSelfSizes = false

        /// Header, rows and footer together.
        var height: CGFloat { headerHeight + rows.total + footerHeight }
        /// The top of the first row in content coordinates.
        var rowsTop: CGFloat { top + headerHeight }
    }

    /// The height of `tableHeaderView`.
    var tableHeaderHeight: CGFloat = 0
    /// The height of `tableFooterView`.
    var tableFooterHeight: CGFloat = 0
    /// The sections in order, with their tops filled in by ``init(tableHeaderHeight:sections:tableFooterHeight:)``
    /// and kept by the resizing methods of `TableGeometry+Resizing.swift`.
    var sections: [Section] = []

    init() {}

    /// Lays sections out one below the other, under the table header view.
    init(tableHeaderHeight: CGFloat, sections: [Section], tableFooterHeight: CGFloat) {
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        var top = tableHeaderHeight
        self.sections = sections.map { section in
            var placed = section
            placed.top = top
            top += section.height
            return placed
        }
    }

    /// The total height of the content.
    var contentHeight: CGFloat {
        (sections.last.map { $0.top + $0.height } ?? tableHeaderHeight) + tableFooterHeight
    }

    /// The sections overlapping `[minY, maxY)`.
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = sections.partitioningIndex { $0.top + $0.height > minY }
        let end = sections.partitioningIndex { $0.top >= maxY }
        return first < end ? first..<end : 0..<0
    }

    /// The rows overlapping `[minY, maxY)`, section by section.
    ///
    /// - Complexity: O(log sections + log rows + sections found).
    func rowSpans(overlapping minY: CGFloat, _ maxY: CGFloat) -> TableRowSpans {
        var found = TableRowSpans()
        for section in sections(overlapping: minY, maxY) {
            let geometry = sections[section]
            let rows = geometry.rows.rows(overlapping: minY - geometry.rowsTop, maxY - geometry.rowsTop)
            if !rows.isEmpty { found.spans.append(TableRowSpans.Span(section: section, rows: rows)) }
        }
        return found
    }

    /// A row's frame.
    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        let section = sections[indexPath.section]
        return CGRect(
            x: 0, y: section.rowsTop + section.rows.offset(of: indexPath.row),
            width: width, height: section.rows.height(of: indexPath.row)
        )
    }

    /// A section's header frame.
    func headerRect(_ section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].headerHeight)
    }

    /// A section's footer frame.
    func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        let geometry = sections[section]
        return CGRect(x: 0, y: geometry.rowsTop + geometry.rows.total, width: width, height: geometry.footerHeight)
    }

    /// A section's whole frame.
    func sectionRect(_ section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].height)
    }
}

extension Collection {
    /// The index of the first element satisfying a predicate that is false for a prefix of the
    /// collection and true for the rest.
    ///
    /// - Complexity: O(log *n*) predicate calls on random-access collections.
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
