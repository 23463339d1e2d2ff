import Foundation

/// The shadow a background configuration casts: color, opacity, blur radius and offset.
///
/// Only a ``UIBackgroundConfiguration`` creates one (its `shadowProperties`), as in UIKit, with
/// UIKit's documented defaults: black, fully transparent, no blur, no offset. Headless: the
/// shadow is stored, not drawn.
public struct UIShadowProperties: Hashable {
    /// The color of the shadow.
    public var color: UIColor = .black
    /// The opacity of the shadow, 0 (invisible) to 1.
    public var opacity: CGFloat = 0
    /// The blur radius of the shadow, in points.
    public var radius: CGFloat = 0
    /// The offset of the shadow, in points.
    public var offset: CGSize = .zero
    /// The shape of the shadow, or `nil` for the shape of the background.
    public var path: UIBezierPath?

    /// Shadow properties with UIKit's defaults.
    init() {}
}
