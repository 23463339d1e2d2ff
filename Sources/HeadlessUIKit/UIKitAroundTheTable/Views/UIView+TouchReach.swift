import Foundation

extension UIView {
    /// Whether a finger could reach the view as far as visibility goes: the view and every
    /// superview are shown (not hidden, an alpha of at least 0.01) and take touches, as UIKit's
    /// hit-testing requires of every view on the way down. Where the view lies is not checked:
    /// HeadlessUIKit's geometry is a model, and a screen a test loads without a window has none.
    var isReachableByTouch: Bool {
        var view: UIView? = self
        while let current = view {
            guard !current.isHidden, current.alpha >= 0.01, current.isUserInteractionEnabled else { return false }
            view = current.superview
        }
        return true
    }
}
