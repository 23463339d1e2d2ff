import Foundation

extension UIFont {
    /// How a font follows the user's text size (Dynamic Type).
    enum DynamicTypeScaling: Sendable {
        /// A font from `preferredFont(forTextStyle:)`: the style's size for each category.
        case preferred(TextStyle)
        /// A font from `UIFontMetrics.scaledFont(for:)`: `base` scaled along `textStyle`'s
        /// curve, capped at `maximumPointSize` when given.
        case metrics(TextStyle, base: UIFont, maximumPointSize: CGFloat?)
    }

    /// This font at a content size category, when it follows the text size.
    ///
    /// - Parameter category: The category.
    /// - Returns: The font at that size, or `nil` for a font with a fixed size.
    func adjusted(to category: UIContentSizeCategory) -> UIFont? {
        switch dynamicTypeScaling {
        case .preferred(let style):
            return UIFont.preferredFont(forTextStyle: style, category: category)
        case .metrics(let style, let base, let maximumPointSize):
            return UIFontMetrics(forTextStyle: style).scaled(base, maximumPointSize: maximumPointSize, category: category)
        case nil:
            return nil
        }
    }

    /// The system font for a text style at a content size category.
    static func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        UIFont.system(
            size: style.pointSize(for: category),
            weight: style.defaultMetrics.weight,
            isItalic: false,
            textStyle: style,
            dynamicTypeScaling: .preferred(style)
        )
    }

    /// The content size category fonts use for a trait collection: its own, else
    /// `UITraitCollection.current`'s, else `.large`.
    static func contentSizeCategory(for traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        for candidate in [traitCollection, UITraitCollection.current] {
            if let category = candidate?.preferredContentSizeCategory, category.sizeIndex != nil { return category }
        }
        return .large
    }
}

extension UIFont.TextStyle {
    /// The point sizes of the text styles for each content size category, extra small to AX5
    /// (Apple's Human Interface Guidelines, "Dynamic Type sizes" for iOS).
    private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    private static let pointSizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: bodySizes,
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's point size at a category; `.unspecified` and unknown categories use
    /// `.large`, unknown styles body's sizes.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let sizes = Self.pointSizes[self] ?? Self.bodySizes
        return sizes[category.sizeIndex ?? UIContentSizeCategory.defaultSizeIndex]
    }
}
