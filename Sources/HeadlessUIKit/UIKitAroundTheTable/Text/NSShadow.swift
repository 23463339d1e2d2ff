import Foundation

/// A shadow drawn under text, stored under `NSAttributedString.Key.shadow`.
open class NSShadow: NSObject, NSCopying {
    /// The shadow's offset from the text, in points.
    open var shadowOffset: CGSize = .zero
    /// The blur radius, in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color (a `UIColor`), or `nil` for black with one-third opacity.
    open var shadowColor: Any?

    /// Creates a shadow with no offset and no blur.
    public override init() {
        super.init()
    }

    /// Returns a shadow with the same offset, blur and color.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
