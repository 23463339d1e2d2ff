import Foundation

/// Inset distances for the edges of a rectangle, as UIKit's `UIEdgeInsets`: `Equatable` and
/// `Codable`, not `Hashable` (as in UIKit).
public struct UIEdgeInsets: Equatable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets with zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with the given edge distances.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets with zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: Codable {
    /// Decodes the four insets from an unkeyed container: top, left, bottom, right.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        top = try container.decode(CGFloat.self)
        left = try container.decode(CGFloat.self)
        bottom = try container.decode(CGFloat.self)
        right = try container.decode(CGFloat.self)
    }

    /// Encodes the four insets into an unkeyed container: top, left, bottom, right.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(left)
        try container.encode(bottom)
        try container.encode(right)
    }
}

extension CGRect {
    /// The rectangle shrunk by the insets (grown by negative ones).
    ///
    /// - Parameter insets: The insets.
    /// - Returns: The inset rectangle.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }
}

extension UIEdgeInsets {
    /// These insets and `other` added edge by edge, as safe areas add up.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
