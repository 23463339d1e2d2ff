import Foundation

/// Inset distances for the edges of a rectangle that follow the layout direction: leading and
/// trailing instead of left and right.
///
/// Headless: the layout direction is always left-to-right, so leading is left.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given edge distances.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - leading: The leading inset.
    ///   - bottom: The bottom inset.
    ///   - trailing: The trailing inset.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets with zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: Codable {
    /// Decodes the four insets from an unkeyed container: top, leading, bottom, trailing.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        top = try container.decode(CGFloat.self)
        leading = try container.decode(CGFloat.self)
        bottom = try container.decode(CGFloat.self)
        trailing = try container.decode(CGFloat.self)
    }

    /// Encodes the four insets into an unkeyed container: top, leading, bottom, trailing.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(leading)
        try container.encode(bottom)
        try container.encode(trailing)
    }
}
