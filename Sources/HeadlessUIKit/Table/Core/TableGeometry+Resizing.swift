import Foundation

// Replacing estimated heights with real ones as rows, headers and footers are displayed: what is
// below moves by the difference.
extension TableGeometry {
    /// Sets a row's height, moving the rows and sections below it.
    ///
    /// - Complexity: O(rows after it in its section + sections after it).
    mutating func setRowHeight(_ height: CGFloat, at indexPath: IndexPath) {
        let delta = height - sections[indexPath.section].rows.height(of: indexPath.row)
        guard delta != 0 else { return }
        sections[indexPath.section].rows.setHeight(height, of: indexPath.row)
        moveSections(after: indexPath.section, by: delta)
    }

    /// Sets a section's header or footer height, moving what is below it.
    ///
    /// - Complexity: O(sections after it).
    mutating func setEdgeHeight(_ height: CGFloat, _ edge: UITableView.SectionEdge, section: Int) {
        let delta: CGFloat
        switch edge {
        case .header:
            delta = height - sections[section].headerHeight
            sections[section].headerHeight = height
        case .footer:
            delta = height - sections[section].footerHeight
            sections[section].footerHeight = height
        }
        moveSections(after: section, by: delta)
    }

    private mutating func moveSections(after section: Int, by delta: CGFloat) {
        guard delta != 0 else { return }
        for index in sections.indices where index > section {
            sections[index].top += delta
        }
    }
}

extension TableGeometry.RowHeights {
    /// Builds the heights of a section's rows: `.uniform` when they are all equal.
    ///
    /// - Parameter heights: Each row's height, in order.
    init(heights: [CGFloat]) {
        guard let first = heights.first, heights.allSatisfy({ $0 == first }) else {
            var offsets: [CGFloat] = [0]
            offsets.reserveCapacity(heights.count + 1)
            for height in heights { offsets.append(offsets[offsets.count - 1] + height) }
            self = .varying(offsets: offsets)
            return
        }
        self = .uniform(height: first, count: heights.count)
    }

    /// Sets one row's height, moving the rows below it.
    ///
    /// - Complexity: O(rows after it); O(rows) the first time a uniform section changes.
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        var offsets: [CGFloat]
        switch self {
        case .uniform(let uniform, let count):
            offsets = (0...count).map { CGFloat($0) * uniform }
        case .varying(let current):
            offsets = current
        }
        // Drop the enum's reference first so the array is changed in place, not copied.
        self = .uniform(height: 0, count: 0)
        let delta = height - (offsets[row + 1] - offsets[row])
        for index in (row + 1)..<offsets.count {
            offsets[index] += delta
        }
        self = .varying(offsets: offsets)
    }
}
