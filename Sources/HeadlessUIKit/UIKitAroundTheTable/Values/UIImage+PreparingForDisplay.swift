import Foundation

// Decoding ahead of display and thumbnails (iOS 15), which image-loading cells call off the
// main thread before setting an image view's image.
extension UIImage {
    /// A thumbnail of the image at a size: a new image of that size (in points, at the image's
    /// scale), drawn from this one, or `nil` for an image with no pixels to shrink (a symbol).
    ///
    /// Headless: nothing is decoded; the thumbnail's drawing is this image drawn in its bounds
    /// (``headlessDrawing``), and its encoded data has the thumbnail's pixel size.
    /// - Parameter size: The thumbnail's size.
    /// - Returns: The thumbnail, or `nil`.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard !isSymbolImage else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// Makes a thumbnail of the image at a size on a background thread and passes it to the
    /// completion handler there (``preparingThumbnail(of:)``).
    ///
    /// - Parameters:
    ///   - size: The thumbnail's size.
    ///   - completionHandler: Called on a background thread with the thumbnail, or `nil`.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// Makes a thumbnail of the image at a size (``preparingThumbnail(of:)``).
    ///
    /// - Parameter size: The thumbnail's size.
    /// - Returns: The thumbnail, or `nil`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The image decoded for display, or `nil` for an image with nothing to decode (a symbol).
    ///
    /// Headless: nothing is decoded; the image itself.
    /// - Returns: The image, or `nil`.
    public func preparingForDisplay() -> UIImage? {
        isSymbolImage ? nil : self
    }

    /// Decodes the image for display on a background thread and passes the result to the
    /// completion handler there (``preparingForDisplay()``).
    ///
    /// - Parameter completionHandler: Called on a background thread with the image, or `nil`.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingForDisplay()) }
    }

    /// The image decoded for display (``preparingForDisplay()``).
    ///
    /// - Returns: The image, or `nil`.
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }
}
