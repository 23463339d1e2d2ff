import Foundation

extension UIFont {
    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it (`"UICTFontTextStyleBody"`).
        public let rawValue: String

        /// Creates a text style.
        ///
        /// - Parameter rawValue: The style's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles: 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at the default (Large) content size category.
        var defaultMetrics: (pointSize: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }
}
