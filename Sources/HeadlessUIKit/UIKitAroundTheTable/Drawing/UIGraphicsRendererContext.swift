import Foundation

/// The drawing context a graphics renderer hands its actions: its Core Graphics context, the
/// renderer's format, and shortcuts for filling, stroking and clipping rectangles.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context the actions draw in.
    open var cgContext: CGContext { context }
    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    let context: CGContext
    let rendererFormat: UIGraphicsRendererFormat

    init(context: CGContext, format: UIGraphicsRendererFormat) {
        self.context = context
        rendererFormat = format
        super.init()
    }

    /// Fills a rectangle with the context's fill color.
    ///
    /// - Parameter rect: The rectangle.
    open func fill(_ rect: CGRect) {
        context.fill(rect)
    }

    /// Fills a rectangle with the context's fill color and a blend mode.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: How the fill combines with what is below.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        context.drawing(with: blendMode) { context.fill(rect) }
    }

    /// Strokes a frame inside a rectangle with the context's stroke color.
    ///
    /// - Parameter rect: The rectangle.
    open func stroke(_ rect: CGRect) {
        stroke(rect, blendMode: .normal)
    }

    /// Strokes a frame inside a rectangle with the context's stroke color and a blend mode.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: How the stroke combines with what is below.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        context.drawing(with: blendMode) { context.strokeFrame(inside: rect) }
    }

    /// Keeps later drawing inside a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    open func clip(to rect: CGRect) {
        context.clip(to: rect)
    }
}
