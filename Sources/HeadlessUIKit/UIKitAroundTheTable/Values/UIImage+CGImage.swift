#if !canImport(CoreGraphics)
import Foundation

extension CGContext {
    /// Draws a Core Graphics image scaled to fill a rectangle.
    ///
    /// Headless: recorded as the image drawn in `rect` (``HeadlessDrawingStep``), upright. In a
    /// UIKit context (`UIGraphicsGetCurrentContext()`), Core Graphics draws it upside down, since
    /// its images are drawn with the origin at the bottom left; draw a `UIImage` to get it
    /// upright there.
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: The rectangle, in the context's coordinates.
    ///   - byTiling: Whether the image is repeated to fill the context from `rect`; headless,
    ///     recorded as drawn once.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        recordDrawing(.image(UIImage(cgImage: image)), in: rect)
    }

    /// Returns an image of what was drawn so far, for a bitmap context (an image renderer's or
    /// an image context's).
    ///
    /// - Returns: The image, or `nil` for a context that draws no bitmap (a view's).
    public func makeImage() -> CGImage? {
        guard imageScale != nil else { return nil }
        return UIImage(drawnIn: self).cgImage
    }
}
#endif
