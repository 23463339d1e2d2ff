import Foundation

extension UIColor {
    /// Creates a color that tiles an image, to fill a view's background with a texture.
    ///
    /// Headless: nothing is drawn. The image is kept in ``headlessPatternImage``; like UIKit's
    /// pattern colors, the color has no RGB components (``getRed(_:green:blue:alpha:)`` returns
    /// `false`), and its ``cgColor`` is opaque black with the color's opacity. Two pattern colors
    /// are equal when their images and opacities are.
    /// - Parameter image: The image to tile.
    public convenience init(patternImage image: UIImage) {
        self.init(patternImage: image, alpha: 1)
    }

    /// A pattern color with an opacity, for ``withAlphaComponent(_:)``.
    convenience init(patternImage image: UIImage, alpha: CGFloat) {
        self.init(appearance: .pattern(image, alpha: min(max(alpha, 0), 1)), systemName: nil)
    }

    /// The image a pattern color tiles, `nil` for other colors (HeadlessUIKit-only).
    public var headlessPatternImage: UIImage? {
        guard case .pattern(let image, _) = appearance else { return nil }
        return image
    }

    /// Whether the color tiles an image.
    var isPattern: Bool { headlessPatternImage != nil }
}
