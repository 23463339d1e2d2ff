import Foundation

/// An image. Headless: only a name and a size are kept; nothing is decoded or drawn.
// `@unchecked Sendable` as UIKit's `UIImage`: every stored property is an immutable `let`.
open class UIImage: NSObject, @unchecked Sendable {
    /// The asset name the image was created with, if any (HeadlessUIKit-only).
    public let headlessName: String?
    /// The image's size in points.
    public let size: CGSize

    /// Creates an empty image.
    public override init() {
        headlessName = nil
        size = .zero
        super.init()
    }

    /// Creates an image standing for the named asset.
    ///
    /// Headless: there is no asset catalog, so this never fails; the name is kept in
    /// ``headlessName`` so tests can tell images apart.
    /// - Parameter name: The asset name.
    public init?(named name: String) {
        headlessName = name
        size = .zero
        super.init()
    }
}
