import Foundation

/// A layer that draws a color gradient: a cell's background, a fade at a list's edge.
///
/// Headless: the colors and geometry are stored; nothing is drawn.
open class CAGradientLayer: CALayer {
    /// The colors (`CGColor`s), in order.
    open var colors: [Any]?
    /// Where each color stops, from 0 to 1, or `nil` for evenly spaced.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends, in the unit square of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's geometry.
    open var type: CAGradientLayerType = .axial

    /// Creates a layer with Core Animation's default values.
    public required init() {
        super.init()
    }

    /// Creates a copy of another layer's values, this class's included when it is a
    /// `CAGradientLayer` (see `CALayer.init(layer:)`).
    ///
    /// - Parameter layer: The layer to copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }
}

/// The geometry of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Creates a type from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
