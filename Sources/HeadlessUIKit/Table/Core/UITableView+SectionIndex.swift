import Foundation

// The section index and scrolling to the selection.
extension UITableView {
    /// The section index title that shows a magnifying glass instead of text, placed first in
    /// `sectionIndexTitles(for:)` to lead to a search field at the top of the table: `"{search}"`.
    ///
    /// A tap on it asks `sectionForSectionIndexTitle` like any title; apps usually scroll to the
    /// search field themselves there and return `NSNotFound`, which scrolls to no section
    /// (``simulateTapOnSectionIndex(at:)`` then returns `nil`).
    @available(iOS 3.0, *)
    nonisolated public static let indexSearch = "{search}"

    /// The section index titles the data source returns from `sectionIndexTitles(for:)`, asked
    /// once after each reload (HeadlessUIKit-only: UIKit shows them in the index bar and keeps
    /// them private). `nil` when the data source returns none.
    public var headlessSectionIndexTitles: [String]? {
        if let cached = sectionIndexTitlesCache { return cached }
        let titles = askDataSource(.sectionIndexTitles, default: nil) { $0.sectionIndexTitles(for: self) }
        sectionIndexTitlesCache = .some(titles)
        return titles
    }

    /// Simulates a tap on a title of the section index (HeadlessUIKit-only): the data source's
    /// `sectionForSectionIndexTitle` (default: the title's index) says which section to show,
    /// and the table scrolls the section's first row, or else its header, to the top.
    ///
    /// - Parameter index: The title's position in ``headlessSectionIndexTitles``.
    /// - Returns: The section scrolled to, or `nil` when there is no such title or section.
    @discardableResult
    public func simulateTapOnSectionIndex(at index: Int) -> Int? {
        guard let titles = headlessSectionIndexTitles, titles.indices.contains(index) else { return nil }
        let section = askDataSource(.sectionForSectionIndexTitle, default: index) {
            $0.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        }
        ensureDataLoaded()
        guard rowCounts.indices.contains(section) else { return nil }
        scrollRectToPosition(geometry.sectionRect(section, width: bounds.width), .top, animated: false)
        return section
    }

    /// The selected row nearest to the anchor of a scroll position in the visible area: its top
    /// for `.top`, middle for `.middle`, bottom for `.bottom`, nearest edge for `.none`.
    func nearestSelectedRow(to position: ScrollPosition) -> IndexPath? {
        ensureDataLoaded()
        let anchor: (CGRect) -> CGFloat = { rect in
            switch position {
            case .top: abs(rect.minY - self.bounds.minY)
            case .middle: abs(rect.midY - self.bounds.midY)
            case .bottom: abs(rect.maxY - self.bounds.maxY)
            case .none: max(0, self.bounds.minY - rect.maxY, rect.minY - self.bounds.maxY)
            }
        }
        return selectedIndexPaths.filter(contains).min { first, second in
            anchor(geometry.rowRect(first, width: bounds.width)) < anchor(geometry.rowRect(second, width: bounds.width))
        }
    }
}
