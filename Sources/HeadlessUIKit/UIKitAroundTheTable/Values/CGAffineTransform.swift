#if !canImport(CoreGraphics)
import Foundation

/// Core Graphics' 2D affine transform, where Core Graphics is absent.
///
/// Cells and views animate with it (`cell.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)`),
/// so it must compile and compose as on iOS: the matrix
/// `[a b 0; c d 0; tx ty 1]`, applied to row vectors `[x y 1]`. Where Core Graphics exists, its
/// own type is used instead.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a transform from its matrix entries.
    ///
    /// - Parameters:
    ///   - a: Row 1, column 1.
    ///   - b: Row 1, column 2.
    ///   - c: Row 2, column 1.
    ///   - d: Row 2, column 2.
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates the identity transform.
    public init() {
        self = .identity
    }

    /// Creates a translation.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a scale.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation.
    ///
    /// - Parameter angle: The angle in radians; positive turns clockwise on iOS's flipped axes.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    ///
    /// - Parameter t2: The transform applied after this one.
    /// - Returns: The combined transform.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation followed by this transform.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    /// - Returns: The combined transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale followed by this transform.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    /// - Returns: The combined transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation followed by this transform.
    ///
    /// - Parameter angle: The angle in radians.
    /// - Returns: The combined transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one, or this one unchanged when it cannot be inverted
    /// (as Core Graphics does).
    ///
    /// - Returns: The inverse.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The entries, as Core Graphics prints them.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The transformed point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`, without its translation.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The transformed size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing this one's corners transformed by `t`.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The bounding rectangle of the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let origin = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
        return CGRect(x: origin.x, y: origin.y, width: (xs.max() ?? 0) - origin.x, height: (ys.max() ?? 0) - origin.y)
    }
}
#endif
