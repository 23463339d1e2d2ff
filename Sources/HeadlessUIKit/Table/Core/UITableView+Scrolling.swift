import Foundation

// Scroll geometry: the content size, the range of content offsets, and scrolling to a row.
extension UITableView {
    /// The smallest vertical content offset: the content's top under the top inset.
    var minimumContentOffsetY: CGFloat {
        -adjustedContentInset.top
    }

    /// The largest vertical content offset: the content's bottom above the bottom inset, or the
    /// smallest offset when the content is shorter than the bounds.
    var maximumContentOffsetY: CGFloat {
        max(minimumContentOffsetY, geometry.contentHeight + adjustedContentInset.bottom - bounds.height)
    }

    /// Sets the content size from the geometry and, when the content became shorter than the
    /// offset allows, moves the offset to the largest one, as UIKit does after a reload or an
    /// update (the delegate is told `scrollViewDidScroll`).
    func applyContentHeight() {
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        let maximum = maximumContentOffsetY
        if contentOffset.y > maximum {
            setContentOffset(CGPoint(x: contentOffset.x, y: maximum), animated: false)
        }
    }

    /// Scrolls so a rectangle is at a position of the visible area (the bounds less the adjusted
    /// content insets), keeping the offset within the content, as UIKit does near its edges.
    func scrollRectToPosition(_ rect: CGRect, _ position: ScrollPosition, animated: Bool) {
        let insets = adjustedContentInset
        let visibleTop = bounds.minY + insets.top
        let visibleHeight = bounds.height - insets.top - insets.bottom
        var target: CGFloat
        switch position {
        case .top: target = rect.minY - insets.top
        case .middle: target = rect.midY - visibleHeight / 2 - insets.top
        case .bottom: target = rect.maxY - visibleHeight - insets.top
        case .none:
            if rect.minY < visibleTop {
                target = rect.minY - insets.top
            } else if rect.maxY > visibleTop + visibleHeight {
                target = rect.maxY - visibleHeight - insets.top
            } else {
                return
            }
        }
        target = min(max(target, minimumContentOffsetY), maximumContentOffsetY)
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
    }
}
