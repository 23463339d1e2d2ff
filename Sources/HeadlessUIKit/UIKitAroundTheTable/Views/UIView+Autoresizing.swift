import Foundation

// Autoresizing: how a subview follows its superview's change of size, by its
// `autoresizingMask`. As Apple documents it, the change along an axis is shared among the
// portions the mask makes flexible (the margin before the view, its length, the margin after
// it) in proportion to their lengths; when the flexible portions all have no length, they share
// it equally.
extension UIView {
    /// The frame a subview takes when the superview's bounds change from `oldSize` by `delta`.
    static func autoresizedFrame(_ frame: CGRect, mask: AutoresizingMask, in oldSize: CGSize, by delta: CGSize) -> CGRect {
        let x = autoresized(
            origin: frame.minX, length: frame.width, in: oldSize.width, by: delta.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let y = autoresized(
            origin: frame.minY, length: frame.height, in: oldSize.height, by: delta.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    /// One axis of ``autoresizedFrame(_:mask:in:by:)``.
    private static func autoresized(
        origin: CGFloat, length: CGFloat, in oldLength: CGFloat, by delta: CGFloat,
        flexible: (before: Bool, length: Bool, after: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        // Runs for every autoresizing subview at every layout: plain arithmetic, no arrays.
        let flexibleCount = (flexible.before ? 1 : 0) + (flexible.length ? 1 : 0) + (flexible.after ? 1 : 0)
        guard delta != 0, flexibleCount > 0 else { return (origin, length) }
        let before = flexible.before ? max(origin, 0) : 0
        let middle = flexible.length ? max(length, 0) : 0
        let after = flexible.after ? max(oldLength - origin - length, 0) : 0
        let total = before + middle + after
        /// A flexible portion's part of `delta`: in proportion to its size, or an equal part when
        /// every flexible portion is empty.
        func share(_ isFlexible: Bool, _ portion: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * portion / total : delta / CGFloat(flexibleCount)
        }
        return (origin + share(flexible.before, before), length + share(flexible.length, middle))
    }
}
