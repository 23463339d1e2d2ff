import Foundation

// How the table identifies and keeps the headers and footers it displays.
extension UITableView {
    /// A section's header or footer.
    enum SectionEdge: CaseIterable {
        /// The header, above the rows.
        case header
        /// The footer, below the rows.
        case footer
    }

    /// Identifies one section's header or footer.
    struct SectionEdgeKey: Hashable, Comparable {
        /// Header or footer.
        var edge: SectionEdge
        /// The section.
        var section: Int

        static func < (lhs: SectionEdgeKey, rhs: SectionEdgeKey) -> Bool {
            (lhs.section, lhs.edge == .header ? 0 : 1) < (rhs.section, rhs.edge == .header ? 0 : 1)
        }
    }

    /// What is displayed for a section's header or footer.
    enum DisplayedEdge {
        /// A view.
        case view(UIView)
        /// Nothing: neither a view nor a title was provided.
        case absent
    }
}
