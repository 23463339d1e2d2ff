import Foundation

/// Makes images from drawing actions: `renderer.image { context in … }`.
///
/// Headless: nothing is rasterized. The image has the renderer's size and its format's scale,
/// and keeps what the actions drew (``UIImage/headlessDrawing``), which pictures of the screen
/// paint where an image view shows it. ``pngData(actions:)`` and
/// ``jpegData(withCompressionQuality:actions:)`` encode an image of the right pixel size whose
/// pixels are blank (transparent in PNG, or black when the format is opaque; mid-gray in JPEG).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// Whether the renderer makes images: `true`.
    open override var allowsImageOutput: Bool { true }

    /// The drawing actions the renderer runs to make an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// Creates a renderer of images of a size, with the device's default format.
    ///
    /// - Parameter size: The images' size, in points.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat.default())
    }

    /// Creates a renderer of images of a size and format.
    ///
    /// - Parameters:
    ///   - size: The images' size, in points.
    ///   - format: The format; the renderer keeps a copy.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer of images of the given bounds and format: its actions draw in
    /// `bounds`, whose origin is the images' top left corner.
    ///
    /// - Parameters:
    ///   - bounds: The bounds of the renderer's context, in points.
    ///   - format: The format; the renderer keeps a copy.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Creates a renderer of images of the given bounds from a plain format (what
    /// `UIGraphicsImageRenderer(bounds:)` calls), with the device's default image format.
    ///
    /// - Parameters:
    ///   - bounds: The bounds of the renderer's context, in points.
    ///   - format: The format; an image format is used as it is, any other is replaced by the
    ///     device's default image format.
    public override convenience init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.init(bounds: bounds, format: format as? UIGraphicsImageRendererFormat ?? .default())
    }

    /// The renderer's format as an image format. The initializers store a copy of an image
    /// format, which is one unless a format subclass's `copy(with:)` returns another kind of
    /// object; the default image format stands in for that.
    private var imageFormat: UIGraphicsImageRendererFormat {
        rendererFormat as? UIGraphicsImageRendererFormat ?? .default()
    }

    /// Runs the actions in a new context, current while they run, and returns the context.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let bounds = format.bounds
        let format = imageFormat
        let context = CGContext(size: bounds.size, imageScale: format.scale, imageIsOpaque: format.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        GraphicsContextStack.drawing(in: context) {
            actions(UIGraphicsImageRendererContext(context: context, format: rendererFormat))
        }
        return context
    }

    /// Runs drawing actions and returns the image they drew. Each call makes a new image of the
    /// same size and format.
    ///
    /// - Parameter actions: The drawing actions.
    /// - Returns: The image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(drawnIn: draw(actions))
    }

    /// Runs drawing actions and returns the image as PNG data. Headless: the PNG has the image's
    /// pixel size, and blank pixels.
    ///
    /// - Parameter actions: The drawing actions.
    /// - Returns: The PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let context = draw(actions)
        return BlankImageEncoding.png(pixelSize: pixelSize(of: context), opaque: context.imageIsOpaque)
    }

    /// Runs drawing actions and returns the image as JPEG data. Headless: the JPEG has the
    /// image's pixel size, and mid-gray pixels.
    ///
    /// - Parameters:
    ///   - compressionQuality: The quality, from 0 to 1; headless, ignored.
    ///   - actions: The drawing actions.
    /// - Returns: The JPEG data.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        BlankImageEncoding.jpeg(pixelSize: pixelSize(of: draw(actions)))
    }

    private func pixelSize(of context: CGContext) -> (width: Int, height: Int) {
        BlankImageEncoding.pixelSize(of: context.size, scale: context.imageScale ?? 1)
    }
}
