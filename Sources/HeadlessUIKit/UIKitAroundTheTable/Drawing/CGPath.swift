#if !canImport(CoreGraphics)
import Foundation

/// Core Graphics' immutable path, where Core Graphics is absent: what `UIBezierPath.cgPath`
/// returns and `CALayer.shadowPath` / `CAShapeLayer.path` take.
///
/// Only creation and inspection are mirrored; nothing is drawn.
public class CGPath: Equatable, @unchecked Sendable {
    let elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// Creates a rectangle path.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform applied to the points, or `nil`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: UIBezierPath(rect: rect).transformedElements(transform?.pointee))
    }

    /// Creates an ellipse path inscribed in a rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform applied to the points, or `nil`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: UIBezierPath(ovalIn: rect).transformedElements(transform?.pointee))
    }

    /// Creates a rounded-rectangle path.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The horizontal radius of the corners.
    ///   - cornerHeight: The vertical radius of the corners (headless: the smaller of the two
    ///     radii is used for both).
    ///   - transform: A transform applied to the points, or `nil`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))
        self.init(elements: path.transformedElements(transform?.pointee))
    }

    /// The smallest rectangle containing the path's points and control points.
    public var boundingBox: CGRect { PathGeometry(elements: elements).bounds }
    /// The smallest rectangle containing the path (headless: as ``boundingBox``).
    public var boundingBoxOfPath: CGRect { boundingBox }
    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// Where the next element would start.
    public var currentPoint: CGPoint { PathGeometry(elements: elements).currentPoint }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }
}
#endif
