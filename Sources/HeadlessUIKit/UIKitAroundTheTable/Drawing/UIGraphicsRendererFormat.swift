import Foundation

/// The format of a graphics renderer's context; the image renderer's subclass adds its scale
/// and opacity.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The bounds of the renderer's context, set when a renderer takes the format.
    var rendererBounds: CGRect = .zero

    /// Creates a format with the device's defaults.
    public required override init() {
        super.init()
    }

    /// A format with the device's defaults.
    ///
    /// - Returns: The format.
    open class func `default`() -> Self {
        Self()
    }

    /// A format suited to the main screen. Headless: the same as ``default()``.
    ///
    /// - Returns: The format.
    open class func preferred() -> Self {
        Self()
    }

    /// The bounds of the renderer's context, in points: what a renderer's actions draw in.
    open var bounds: CGRect { rendererBounds }

    /// A copy of the format.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.copyAttributes(of: self)
        return copy
    }

    /// Takes the attributes of `format` (subclasses add their own).
    func copyAttributes(of format: UIGraphicsRendererFormat) {
        rendererBounds = format.rendererBounds
    }
}
