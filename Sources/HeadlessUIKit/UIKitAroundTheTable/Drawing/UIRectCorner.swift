import Foundation

/// The corners of a rectangle, for rounding some of them (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits of the corners.
    public let rawValue: UInt

    /// Creates corners from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
