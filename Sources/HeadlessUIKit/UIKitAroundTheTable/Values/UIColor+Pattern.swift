import Foundation

extension UIColor {
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
