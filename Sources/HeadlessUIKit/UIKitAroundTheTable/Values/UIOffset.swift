import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset` (bar title and background position
/// adjustments): `Equatable` and `Codable`, not `Hashable` (as in UIKit).
public struct UIOffset: Equatable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// Creates a zero offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset.
    ///
    /// - Parameters:
    ///   - horizontal: The horizontal offset.
    ///   - vertical: The vertical offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The zero offset.
    public static let zero = UIOffset()
}

extension UIOffset: Codable {
    /// Decodes the offset from an unkeyed container: horizontal, vertical.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        horizontal = try container.decode(CGFloat.self)
        vertical = try container.decode(CGFloat.self)
    }

    /// Encodes the offset into an unkeyed container: horizontal, vertical.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(horizontal)
        try container.encode(vertical)
    }
}
