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

/// How a layer's ``CALayer/contents`` are placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The placement's name.
    public let rawValue: String

    /// Creates a placement from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Centered, at its size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centered along the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centered along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centered along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centered along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds, the default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio and cropped.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The pixel format of the backing store a layer draws into.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name.
    public let rawValue: String

    /// Creates a format from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Four 8-bit components per pixel, the default.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA")
    /// Four 16-bit floating-point components per pixel.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit gray component per pixel.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

/// How a layer's contents are filtered when drawn smaller or larger than their size.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public let rawValue: String

    /// Creates a filter from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation, the default.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Linear interpolation between mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The edges of a layer that are antialiased when ``CALayer/allowsEdgeAntialiasing`` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The bits of the edges.
    public let rawValue: UInt32

    /// Creates edges from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}
