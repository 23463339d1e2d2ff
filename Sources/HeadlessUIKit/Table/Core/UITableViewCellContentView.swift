import Foundation

/// The content view a cell has while no content configuration replaces it, named as UIKit's
/// private class is, so that pictures of a screen name it as iOS's view debugger does.
///
/// Until an app sets its margins, they are the ones UIKit gives a cell's content view on iOS 11
/// and later: 11 points top and bottom, and the table's side margin leading and trailing
/// (16 points, 20 in a regular-width environment), so content pinned to `layoutMarginsGuide`
/// sits where iOS puts it. Invalidating its intrinsic size, or (see `setNeedsLayoutThroughConstrainedAncestors()`)
/// an Auto Layout change inside it, tells the cell, for the table's `selfSizingInvalidation`.
final class UITableViewCellContentView: UIView {
    /// Whether an app set the margins, which then are its own.
    private var hasOwnMargins = false

    override var layoutMargins: UIEdgeInsets {
        get {
            guard !hasOwnMargins else { return super.layoutMargins }
            let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
            return UIEdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }
        set {
            hasOwnMargins = true
            super.layoutMargins = newValue
        }
    }

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UITableViewCell)?.contentSizeDidInvalidate(byConstraints: false)
    }

    /// Tells the cell that the Auto Layout of its content changed.
    func constrainedContentDidChange() {
        (superview as? UITableViewCell)?.contentSizeDidInvalidate(byConstraints: true)
    }
}
