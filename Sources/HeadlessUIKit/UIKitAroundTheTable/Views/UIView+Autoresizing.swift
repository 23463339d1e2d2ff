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
        let portions = [(flexible.before, origin), (flexible.length, length), (flexible.after, oldLength - origin - length)]
            .map { isFlexible, portion in isFlexible ? max(portion, 0) : nil }
        let flexibleCount = portions.compactMap { $0 }.count
        guard delta != 0, flexibleCount > 0 else { return (origin, length) }
        let total = portions.compactMap { $0 }.reduce(0, +)
        let shares = portions.map { portion in
            portion.map { total > 0 ? delta * $0 / total : delta / CGFloat(flexibleCount) } ?? 0
        }
        return (origin + shares[0], length + shares[1])
    }
}
