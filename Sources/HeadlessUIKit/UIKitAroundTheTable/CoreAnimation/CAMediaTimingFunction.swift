import Foundation

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1).
///
/// Headless: the curve is stored; animations finish at once.
open class CAMediaTimingFunction: NSObject {
    private let controlPoints: [(x: Float, y: Float)]

    /// Creates a timing function from the two inner control points of its curve.
    ///
    /// - Parameters:
    ///   - c1x: The first control point's x.
    ///   - c1y: The first control point's y.
    ///   - c2x: The second control point's x.
    ///   - c2y: The second control point's y.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        super.init()
    }

    /// Creates one of Core Animation's predefined timing functions, with the control points
    /// Apple documents for it.
    ///
    /// - Parameter name: The function's name.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes one of the curve's four control points, as two floats.
    ///
    /// - Parameters:
    ///   - idx: 0 (the start, (0, 0)), 1 and 2 (the inner points) or 3 (the end, (1, 1)).
    ///   - ptr: Where the point's x and y are written.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point = controlPoints[max(0, min(3, idx))]
        ptr[0] = point.x
        ptr[1] = point.y
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// The function's name.
    public let rawValue: String

    /// Creates a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The pacing of most system animations: (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
