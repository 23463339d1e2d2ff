import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration shows its text or secondary text.
    ///
    /// Each factory of ``UIListContentConfiguration`` sets ``font`` and ``color`` for its style
    /// (see there); the other properties start with no line limit, tail truncation, natural
    /// alignment, no transform and every flag off. Headless: the system's per-state styling is
    /// not modelled.
    public struct TextProperties: Hashable {
        /// How the text is aligned.
        public enum TextAlignment: Hashable, Sendable {
            /// The natural alignment of the text's script.
            case natural
            /// Centered.
            case center
            /// Justified.
            case justified
        }

        /// A case change applied to the text when it is shown.
        public enum TextTransform: Hashable, Sendable {
            /// The text as given.
            case none
            /// All uppercase.
            case uppercase
            /// All lowercase.
            case lowercase
            /// Each word capitalized.
            case capitalized
        }

        /// The font of the text.
        public var font: UIFont
        /// The color of the text, before ``colorTransformer``.
        public var color: UIColor
        private var storedColorTransformer = StoredColorTransformer()
        /// How the text is aligned.
        public var alignment: TextAlignment = .natural
        /// How text that does not fit is wrapped or truncated.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The maximum number of lines; 0 means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest font scale used to fit the width.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text is tightened before it is truncated.
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category: the label showing the text
        /// rescales a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` when the text
        /// size of its traits changes. `false` unless set (UIKit does not document its default).
        public var adjustsFontForContentSizeCategory = false
        /// Whether the full text shows when the pointer hovers over truncated text.
        public var showsExpansionTextWhenTruncated = false
        /// The case change applied to the text when it is shown.
        public var transform: TextTransform = .none

        /// Properties with a font and a color; only configurations create them, as in UIKit.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// Properties with a text style's font and a color.
        init(_ style: UIFont.TextStyle, _ color: UIColor) {
            self.init(font: .preferredFont(forTextStyle: style), color: color)
        }

        /// A function applied to ``color`` to get the color the text is shown with; `nil` shows
        /// ``color`` as it is.
        public var colorTransformer: UIConfigurationColorTransformer? {
            get { storedColorTransformer.transformer }
            set { storedColorTransformer = StoredColorTransformer(newValue) }
        }

        /// The color the text is shown with: ``color`` through ``colorTransformer``.
        ///
        /// - Returns: The resolved color.
        public func resolvedColor() -> UIColor {
            storedColorTransformer.apply(to: color)
        }
    }
}
