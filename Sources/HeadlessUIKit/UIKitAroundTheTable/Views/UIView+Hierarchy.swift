import Foundation

// Reordering subviews. Each keeps UIKit's rule that `subviews` lists views back to front.
extension UIView {
    /// Inserts a view just above a sibling, moving it there if it is already a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: A subview of this view; if it is not one, the view is added on top.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, after: true)
    }

    /// Inserts a view just below a sibling, moving it there if it is already a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: A subview of this view; if it is not one, the view is added on top.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, after: false)
    }

    /// Moves a subview to the front. Does nothing for a view that is not a subview.
    ///
    /// - Parameter view: The subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back. Does nothing for a view that is not a subview.
    ///
    /// - Parameter view: The subview.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two positions.
    ///
    /// - Parameters:
    ///   - index1: The first position.
    ///   - index2: The second position.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        swapStoredSubviews(at: index1, index2)
    }

    private func insertSubview(_ view: UIView, relativeTo sibling: UIView, after: Bool) {
        guard sibling.superview === self, view !== sibling, var index = subviews.firstIndex(where: { $0 === sibling }) else {
            addSubview(view)
            return
        }
        // `insertSubview(_:at:)` removes a view that is already a subview before inserting it,
        // which shifts the sibling down by one when the view was behind it.
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }), current < index {
            index -= 1
        }
        insertSubview(view, at: after ? index + 1 : index)
    }
}
