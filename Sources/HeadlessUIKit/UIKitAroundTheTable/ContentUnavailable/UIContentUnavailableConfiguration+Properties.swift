import Foundation

extension UIContentUnavailableConfiguration {
    /// How a content-unavailable configuration shows its image (or loading indicator).
    ///
    /// Headless: stored; the image view gets ``tintColor``.
    public struct ImageProperties: Hashable {
        /// The image's symbol configuration.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of the image; `nil` for the inherited tint.
        public var tintColor: UIColor?
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// Whether the image keeps its colors when Invert Colors is on.
        public var accessibilityIgnoresInvertColors = false
    }

    /// How a content-unavailable configuration shows a text.
    ///
    /// Headless: the labels get the font, color, line limit and line-break mode.
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The color.
        public var color: UIColor
        /// The most lines shown; 0 for no limit (the default).
        public var numberOfLines = 0
        /// How text that does not fit is wrapped or truncated; `.byWordWrapping` by default.
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether the font shrinks for the text to fit its width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text is tightened before it is truncated.
        public var allowsDefaultTighteningForTruncation = false

        /// Creates properties with a font and a color.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// What a content-unavailable configuration's button does: its action, menu, role and
    /// enabled state.
    public struct ButtonProperties: Hashable {
        /// The action run when the button is tapped.
        public var primaryAction: UIAction?
        /// The menu the button shows.
        public var menu: UIMenu?
        /// The button's role; `.normal` by default.
        public var role: UIButton.Role = .normal
        /// Whether the button is enabled; `true` by default.
        public var isEnabled = true
    }
}
