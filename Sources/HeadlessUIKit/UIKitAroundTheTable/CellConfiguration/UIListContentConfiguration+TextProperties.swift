import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration shows its text or secondary text.
    ///
    /// Headless: starts with no line limit, natural alignment, no transform and every flag off;
    /// the system's per-style values are not modelled. `font`, `color`, `colorTransformer`,
    /// `resolvedColor()` and `lineBreakMode` are not declared yet (see `REMAINING_UIKIT.md`).
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

        /// How the text is aligned.
        public var alignment: TextAlignment = .natural
        /// The maximum number of lines; 0 means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest font scale used to fit the width.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text is tightened before it is truncated.
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = false
        /// Whether the full text shows when the pointer hovers over truncated text.
        public var showsExpansionTextWhenTruncated = false
        /// The case change applied to the text when it is shown.
        public var transform: TextTransform = .none

        /// Properties with the headless defaults; only configurations create them, as in UIKit.
        init() {}
    }
}
