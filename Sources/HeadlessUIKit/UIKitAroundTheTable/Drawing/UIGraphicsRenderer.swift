import Foundation

/// A graphics renderer: the base of `UIGraphicsImageRenderer`, which makes images from drawing
/// actions.
open class UIGraphicsRenderer: NSObject {
    /// The renderer's format, with its bounds.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    /// Whether the renderer makes images. `false` here; `true` for an image renderer.
    open var allowsImageOutput: Bool { false }

    let rendererFormat: UIGraphicsRendererFormat

    /// Creates a renderer of the given bounds, with the device's default format.
    ///
    /// - Parameter bounds: The bounds of the renderer's context, in points.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
    }

    /// Creates a renderer of the given bounds and format.
    ///
    /// - Parameters:
    ///   - bounds: The bounds of the renderer's context, in points.
    ///   - format: The format; the renderer keeps a copy.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as? UIGraphicsRendererFormat ?? format
        copy.rendererBounds = bounds
        rendererFormat = copy
        super.init()
    }
}
