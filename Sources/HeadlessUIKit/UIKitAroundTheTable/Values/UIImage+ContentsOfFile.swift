import Foundation

extension UIImage {
    /// Creates an image from an image file, without caching it.
    ///
    /// Headless: the file is read and decoded as ``init(data:)`` decodes bytes (the size from a
    /// PNG, JPEG or GIF header, at a scale of 1: an `@2x` or `@3x` suffix of the file name is not
    /// read). Fails when the file cannot be read or is none of those formats.
    /// - Parameter path: The path of the image file.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }
}
