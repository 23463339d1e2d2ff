import Foundation

extension UIImage {
    /// The image as PNG data.
    ///
    /// Headless: nothing is encoded. Returns the bytes the image was created from when they are
    /// a PNG file (``init(data:)``), and `nil` otherwise (UIKit encodes any image with pixels,
    /// and returns `nil` only for images without them).
    /// - Returns: PNG data, or `nil`.
    public func pngData() -> Data? {
        state.format == .png ? state.data : nil
    }

    /// The image as JPEG data.
    ///
    /// Headless: nothing is encoded. Returns the bytes the image was created from when they are
    /// a JPEG file (``init(data:)``), whatever the quality, and `nil` otherwise (UIKit
    /// re-encodes any image with pixels at the quality given).
    /// - Parameter compressionQuality: From 0 (smallest) to 1 (best); ignored headlessly.
    /// - Returns: JPEG data, or `nil`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        state.format == .jpeg ? state.data : nil
    }
}
