import Foundation

extension UIImage {
    /// The image as PNG data, or `nil` for an image without pixels.
    ///
    /// Headless: nothing is encoded. An image created from a PNG file (``init(data:)``) gives
    /// back its bytes; any other image with pixels (another file format, a rendered image, a
    /// thumbnail) gives a valid PNG of its pixel size with blank pixels (transparent, or black
    /// for an opaque rendered image). Named images and symbols have no pixels headlessly: `nil`.
    /// - Returns: PNG data, or `nil`.
    public func pngData() -> Data? {
        if state.format == .png { return state.data }
        return encodedPixelSize.map { BlankImageEncoding.png(pixelSize: $0, opaque: state.isOpaque) }
    }

    /// The image as JPEG data, or `nil` for an image without pixels.
    ///
    /// Headless: nothing is encoded. An image created from a JPEG file (``init(data:)``) gives
    /// back its bytes, whatever the quality; any other image with pixels gives a valid JPEG of
    /// its pixel size with mid-gray pixels. Named images and symbols have no pixels
    /// headlessly: `nil`.
    /// - Parameter compressionQuality: From 0 (smallest) to 1 (best); ignored headlessly.
    /// - Returns: JPEG data, or `nil`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if state.format == .jpeg { return state.data }
        return encodedPixelSize.map { BlankImageEncoding.jpeg(pixelSize: $0) }
    }

    /// The pixel size of the image as encoded, upright; `nil` when it has no pixels.
    private var encodedPixelSize: (width: Int, height: Int)? {
        let size = state.size
        guard size.width > 0, size.height > 0 else { return nil }
        return BlankImageEncoding.pixelSize(of: size, scale: state.scale)
    }
}
