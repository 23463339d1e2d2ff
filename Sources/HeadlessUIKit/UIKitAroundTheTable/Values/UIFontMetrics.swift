import Foundation

/// Scales fonts and values along a text style's Dynamic Type curve, so custom fonts and
/// metrics follow the user's text size as the system fonts do.
///
/// A value or font is taken as its size at the default (`.large`) category and multiplied by
/// the ratio of the text style's size at the category in use to its size at `.large` (body:
/// 17 points at `.large`, 53 at AX5, so ×53/17). Headless: sizes are not rounded; UIKit's exact
/// rounding is not documented.
open class UIFontMetrics: NSObject {
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body text style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Creates metrics that scale along a text style's curve.
    ///
    /// - Parameter textStyle: The text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// A font scaled to the text size of `UITraitCollection.current`.
    ///
    /// - Parameter font: The font at the default text size.
    /// - Returns: The scaled font; labels that adjust to the text size rescale it.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// A font scaled to the text size of `UITraitCollection.current`, no larger than a size.
    ///
    /// - Parameters:
    ///   - font: The font at the default text size.
    ///   - maximumPointSize: The largest size; 0 for no limit.
    /// - Returns: The scaled font.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// A font scaled to the text size of a trait collection.
    ///
    /// - Parameters:
    ///   - font: The font at the default text size.
    ///   - traitCollection: The traits whose `preferredContentSizeCategory` gives the size;
    ///     `nil` (or an unspecified size) uses `UITraitCollection.current`'s.
    /// - Returns: The scaled font.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// A font scaled to the text size of a trait collection, no larger than a size.
    ///
    /// - Parameters:
    ///   - font: The font at the default text size.
    ///   - maximumPointSize: The largest size; 0 for no limit.
    ///   - traitCollection: The traits whose `preferredContentSizeCategory` gives the size;
    ///     `nil` uses `UITraitCollection.current`'s.
    /// - Returns: The scaled font.
    open func scaledFont(
        for font: UIFont,
        maximumPointSize: CGFloat,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaled(
            font,
            maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil,
            category: UIFont.contentSizeCategory(for: traitCollection)
        )
    }

    /// A value scaled to the text size of `UITraitCollection.current`.
    ///
    /// - Parameter value: The value at the default text size, such as a spacing or a height.
    /// - Returns: The scaled value.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A value scaled to the text size of a trait collection.
    ///
    /// - Parameters:
    ///   - value: The value at the default text size.
    ///   - traitCollection: The traits whose `preferredContentSizeCategory` gives the size;
    ///     `nil` uses `UITraitCollection.current`'s.
    /// - Returns: The scaled value.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: UIFont.contentSizeCategory(for: traitCollection))
    }

    /// `base` scaled to `category`, remembering how, so labels can rescale it. As in UIKit,
    /// `base`'s size is taken as the default size: scaling a scaled font scales it again.
    func scaled(_ base: UIFont, maximumPointSize: CGFloat?, category: UIContentSizeCategory) -> UIFont {
        let size = base.pointSize * scale(for: category)
        return UIFont(
            fontName: base.fontName,
            familyName: base.familyName,
            pointSize: maximumPointSize.map { min(size, $0) } ?? size,
            weight: base.headlessWeight,
            isItalic: base.headlessIsItalic,
            textStyle: base.headlessTextStyle,
            dynamicTypeScaling: .metrics(textStyle, base: base, maximumPointSize: maximumPointSize)
        )
    }

    private func scale(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }
}
