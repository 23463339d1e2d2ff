#if !canImport(CoreGraphics)
import Foundation

/// Which parts of a path ``CGContext/drawPath(using:)`` paints (Core Graphics' type, where it is
/// absent), with Core Graphics' raw values.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills the path by the nonzero winding rule.
    case fill = 0
    /// Fills the path by the even-odd rule.
    case eoFill = 1
    /// Strokes the path.
    case stroke = 2
    /// Fills by the nonzero winding rule, then strokes.
    case fillStroke = 3
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke = 4
}

/// How the inside of a path is decided when it is filled or clipped to (Core Graphics' type,
/// where it is absent).
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a nonzero number of times.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// How smoothly images are scaled when drawn (Core Graphics' type, where it is absent), with
/// Core Graphics' raw values. Headless: stored, nothing is scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's choice.
    case `default` = 0
    /// No interpolation.
    case none = 1
    /// Fast, low-quality interpolation.
    case low = 2
    /// Medium quality, slower than `low`.
    case medium = 4
    /// The highest quality, the slowest.
    case high = 3
}
#endif
