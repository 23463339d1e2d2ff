import Foundation

/// The corners of a layer that its corner radius rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits of the corners.
    public let rawValue: UInt

    /// Creates corners from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String

    /// Creates a curve from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
