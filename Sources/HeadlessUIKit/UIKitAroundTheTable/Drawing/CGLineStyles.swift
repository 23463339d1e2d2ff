#if !canImport(CoreGraphics)
import Foundation

/// How the ends of a stroked line are drawn (Core Graphics' type, where it is absent).
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the endpoints.
    case butt = 0
    /// Round ends.
    case round = 1
    /// Square ends extending past the endpoints by half the line width.
    case square = 2
}

/// How the joints of a stroked path are drawn (Core Graphics' type, where it is absent).
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Flattened corners.
    case bevel = 2
}
#endif
