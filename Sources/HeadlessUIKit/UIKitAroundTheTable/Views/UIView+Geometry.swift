import Foundation

// The center and conversion between the coordinate spaces of views. Headless: no transforms, so
// a view's space is its superview's shifted by its frame origin and its bounds origin (a scroll
// view's content offset).
extension UIView {
    /// A point of this view in the space of the root of its hierarchy (the window's space when
    /// the root is a window). Views of different hierarchies share that space.
    func pointInRootSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: UIView = self
        while true {
            result.x -= current.bounds.origin.x
            result.y -= current.bounds.origin.y
            guard let parent = current.superview else { return result }
            result.x += current.frame.origin.x
            result.y += current.frame.origin.y
            current = parent
        }
    }

    func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        let origin = pointInRootSpace(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
