import Foundation

// Reordering subviews. Each keeps UIKit's rule that `subviews` lists views back to front.
extension UIView {
    func insertSubview(_ view: UIView, relativeTo sibling: UIView, after: Bool) {
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
