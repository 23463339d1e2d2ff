import Foundation

// Where headers and footers are displayed: in the plain style they float, as in UIKit.
extension UITableView {
    /// Where a section's header or footer view is displayed.
    ///
    /// Grouped and inset-grouped styles scroll headers and footers with the content
    /// (``edgeRect(_:)``). In the plain style, while its section is on screen, a header sticks to
    /// the top of the visible area (the bounds less the adjusted content insets) until the
    /// section's end pushes it up, and a footer sticks to the bottom of the visible area until
    /// the section's start pulls it down. `rectForHeader(inSection:)` and
    /// `rectForFooter(inSection:)` keep answering the unfloated rectangles.
    func displayedEdgeRect(_ key: SectionEdgeKey) -> CGRect {
        var rect = edgeRect(key)
        guard style == .plain, rect.height > 0, bounds.height > 0 else { return rect }
        let section = geometry.sectionRect(key.section, width: bounds.width)
        switch key.edge {
        case .header:
            let visibleTop = bounds.minY + adjustedContentInset.top
            rect.origin.y = min(max(rect.minY, visibleTop), section.maxY - rect.height)
        case .footer:
            let visibleBottom = bounds.maxY - adjustedContentInset.bottom
            rect.origin.y = max(min(rect.minY, visibleBottom - rect.height), section.minY)
        }
        return rect
    }
}
