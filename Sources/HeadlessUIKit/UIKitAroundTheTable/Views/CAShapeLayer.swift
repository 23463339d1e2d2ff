import Foundation

/// A layer that draws a path: a ring, a progress arc, a mask with some rounded corners.
///
/// Headless: the path and its drawing values are stored; nothing is drawn.
open class CAShapeLayer: CALayer {
    /// How a shape layer fills overlapping areas.
    public struct FillRule: RawRepresentable, Hashable, Sendable {
        /// The rule's name.
        public let rawValue: String
        /// Creates a rule from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The nonzero winding rule.
        public static let nonZero = FillRule(rawValue: "non-zero")
        /// The even-odd rule.
        public static let evenOdd = FillRule(rawValue: "even-odd")
    }

    /// The shape of a line's ends.
    public struct LineCap: RawRepresentable, Hashable, Sendable {
        /// The cap's name.
        public let rawValue: String
        /// Creates a cap from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Square ends at the endpoints.
        public static let butt = LineCap(rawValue: "butt")
        /// Round ends.
        public static let round = LineCap(rawValue: "round")
        /// Square ends past the endpoints.
        public static let square = LineCap(rawValue: "square")
    }

    /// The shape of a path's joints.
    public struct LineJoin: RawRepresentable, Hashable, Sendable {
        /// The join's name.
        public let rawValue: String
        /// Creates a join from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sharp corners.
        public static let miter = LineJoin(rawValue: "miter")
        /// Rounded corners.
        public static let round = LineJoin(rawValue: "round")
        /// Flattened corners.
        public static let bevel = LineJoin(rawValue: "bevel")
    }

    /// The path drawn.
    open var path: CGPath?
    /// The fill color; opaque black by default, `nil` for no fill.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// How overlapping areas fill.
    open var fillRule: FillRule = .nonZero
    /// The stroke color; `nil` (no stroke) by default.
    open var strokeColor: CGColor?
    /// Where the stroke starts, from 0 to 1 along the path.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, from 0 to 1 along the path.
    open var strokeEnd: CGFloat = 1
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
    /// The limit of mitered joints.
    open var miterLimit: CGFloat = 10
    /// The shape of the stroke's ends.
    open var lineCap: LineCap = .butt
    /// The shape of the stroke's joints.
    open var lineJoin: LineJoin = .miter
    /// Lengths of dashes and gaps, or `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
}

/// A layer that draws a color gradient: a cell's background, a fade at a list's edge.
///
/// Headless: the colors and geometry are stored; nothing is drawn.
open class CAGradientLayer: CALayer {
    /// The geometry of a gradient.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// Creates a type from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Along the line from the start point to the end point.
        public static let axial = GradientType(rawValue: "axial")
        /// Outwards from the start point.
        public static let radial = GradientType(rawValue: "radial")
        /// Around the start point.
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colors (`CGColor`s), in order.
    open var colors: [Any]?
    /// Where each color stops, from 0 to 1, or `nil` for evenly spaced.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends, in the unit square of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's geometry.
    open var type: GradientType = .axial
}
