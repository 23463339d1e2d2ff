import Foundation

/// A layer that draws a path: a ring, a progress arc, a mask with some rounded corners.
///
/// Headless: the path and its drawing values are stored; nothing is drawn.
open class CAShapeLayer: CALayer {
    /// The path drawn.
    open var path: CGPath?
    /// The fill color; opaque black by default, `nil` for no fill.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// How overlapping areas fill.
    open var fillRule: CAShapeLayerFillRule = .nonZero
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
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of the stroke's joints.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Lengths of dashes and gaps, or `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0

    /// Creates a layer with Core Animation's default values.
    public required init() {
        super.init()
    }

    /// Creates a copy of another layer's values, this class's included when it is a
    /// `CAShapeLayer` (see `CALayer.init(layer:)`).
    ///
    /// - Parameter layer: The layer to copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }
}

/// How a shape layer fills overlapping areas.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// Creates a rule from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The nonzero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a line's ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// Creates a cap from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the endpoints.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the endpoints.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a path's joints.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// Creates a join from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Flattened corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
