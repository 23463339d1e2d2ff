import Foundation

/// A Core Animation layer, reduced to the appearance values views set on it.
///
/// Headless: the values are stored so tests can read them; nothing is drawn or composited, and
/// the layer's geometry (`frame`, `bounds`, sublayers) is not modelled. A view's ``UIView/alpha``
/// and ``UIView/clipsToBounds`` are this layer's ``opacity`` and ``masksToBounds``, as in UIKit.
open class CALayer: NSObject {
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds (and the rounded corners).
    open var masksToBounds: Bool = false
    /// The width of the border.
    open var borderWidth: CGFloat = 0
    /// The color of the border; opaque black when unset, as in Core Animation.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The background color.
    open var backgroundColor: CGColor?
    /// The opacity, 0…1.
    open var opacity: Float = 1
    /// The color of the shadow; opaque black when unset, as in Core Animation.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The opacity of the shadow; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow; (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// A name for the layer.
    open var name: String?

    /// Creates a layer with Core Animation's default values.
    public override init() {
        super.init()
    }
}
