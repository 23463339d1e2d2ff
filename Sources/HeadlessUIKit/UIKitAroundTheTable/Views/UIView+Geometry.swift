import Foundation

// The center and conversion between the coordinate spaces of views. Headless: no transforms, so
// a view's space is its superview's shifted by its frame origin and its bounds origin (a scroll
// view's content offset).
extension UIView {
    /// The center of the frame, in the superview's coordinates. Setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Converts a point from this view's coordinates to another view's.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - view: The target view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The point in `view`'s coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRootSpace(point)
        guard let view else { return inRoot }
        return view.pointFromRootSpace(inRoot)
    }

    /// Converts a point from another view's coordinates to this view's.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinates.
    ///   - view: The source view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The point in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRootSpace(point) ?? point
        return pointFromRootSpace(inRoot)
    }

    /// Converts a rectangle from this view's coordinates to another view's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's coordinates.
    ///   - view: The target view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The rectangle in `view`'s coordinates (same size: no transforms).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinates.
    ///   - view: The source view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The rectangle in this view's coordinates (same size: no transforms).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view in the space of the root of its hierarchy (the window's space when
    /// the root is a window). Views of different hierarchies share that space.
    private func pointInRootSpace(_ point: CGPoint) -> CGPoint {
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

    private func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        let origin = pointInRootSpace(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
