import Foundation

/// A font: a name, a family, a point size and, for system fonts, a weight and text style.
///
/// Headless: no font files exist, so nothing is measured; ``lineHeight`` follows a documented
/// model (1.2 × point size) that ``UILabel``'s text metrics use. System fonts carry the names
/// iOS reports (`.SFUI-Regular`, `.SFUI-Semibold`…, family `.AppleSystemUIFont`), which are
/// private to Apple and may change between iOS versions.
// `@unchecked Sendable` as UIKit's `UIFont` (declared `Sendable`): its one stored property is an
// immutable `let` of a value type.
open class UIFont: NSObject, @unchecked Sendable {
    /// What a font is: its names and size, and how it was asked for.
    struct Face {
        var fontName: String
        var familyName: String
        var pointSize: CGFloat
        var weight: Weight
        var isItalic: Bool
        var textStyle: TextStyle?
        var dynamicTypeScaling: DynamicTypeScaling?
    }

    /// The font's names, size and attributes, which the designated initializers work out.
    let face: Face

    /// The font's face name, such as `".SFUI-Semibold"` or `"Helvetica-Bold"`.
    open var fontName: String { face.fontName }
    /// The font's family name, such as `".AppleSystemUIFont"` or `"Helvetica"`.
    open var familyName: String { face.familyName }
    /// The font's size in points.
    open var pointSize: CGFloat { face.pointSize }
    /// The weight the font was created with: ``Weight/regular`` unless a system font was asked
    /// for with another weight (HeadlessUIKit-only).
    public var headlessWeight: Weight { face.weight }
    /// Whether the font is an italic system font (HeadlessUIKit-only).
    public var headlessIsItalic: Bool { face.isItalic }
    /// The text style of a font from ``preferredFont(forTextStyle:)`` (HeadlessUIKit-only).
    public var headlessTextStyle: TextStyle? { face.textStyle }
    /// How the font follows the text size, for labels that adjust to it: set on fonts from
    /// `preferredFont(forTextStyle:)` and `UIFontMetrics.scaledFont(for:)`.
    var dynamicTypeScaling: DynamicTypeScaling? { face.dynamicTypeScaling }

    init(
        fontName: String,
        familyName: String,
        pointSize: CGFloat,
        weight: Weight,
        isItalic: Bool,
        textStyle: TextStyle?,
        dynamicTypeScaling: DynamicTypeScaling? = nil
    ) {
        face = Face(
            fontName: fontName,
            familyName: familyName,
            pointSize: pointSize,
            weight: weight,
            isItalic: isItalic,
            textStyle: textStyle,
            dynamicTypeScaling: dynamicTypeScaling
        )
        super.init()
    }

    /// Creates a font by name.
    ///
    /// Headless: there are no installed fonts, so any name succeeds; the family is the name up to
    /// its first `-` (`"Helvetica-Bold"` → `"Helvetica"`). UIKit returns `nil` for unknown names.
    /// - Parameters:
    ///   - fontName: The face name.
    ///   - fontSize: The size in points.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let family = fontName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? fontName
        face = Face(fontName: fontName, familyName: family, pointSize: fontSize, weight: .regular, isItalic: false)
        super.init()
    }

    /// Creates the font a descriptor describes.
    ///
    /// Headless: a descriptor of the system font (its family or name, or a text style) gives the
    /// system font with the descriptor's weight (bold when ``UIFontDescriptor/SymbolicTraits/traitBold``
    /// asks for it), slant, design and text style; fonts from descriptors do not follow later
    /// text size changes. Any other descriptor gives its PostScript name, or else its family's
    /// face for the traits, named `Family-Bold`, `Family-Italic` or `Family-BoldItalic` (spaces
    /// removed), which is how many but not all installed fonts are named.
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - pointSize: The size; 0 keeps the descriptor's size (12 when it has none).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        face = UIFont.face(describedBy: descriptor, size: pointSize)
        super.init()
    }

    // MARK: - System fonts

    /// The system font at a size, in the regular weight.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont.system(size: fontSize, weight: weight, isItalic: false, textStyle: nil)
    }

    /// The bold system font at a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont.system(size: fontSize, weight: .regular, isItalic: true, textStyle: nil)
    }

    /// The system font with digits of equal width.
    ///
    /// Headless: the same font as ``systemFont(ofSize:weight:)`` (iOS too reports the system
    /// font's name; the digit feature lives in the font descriptor, which is not modelled).
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font with digits and letters of equal width (SF Mono).
    ///
    /// Headless: named `.SFMono-<Weight>` in the family `.AppleSystemUIFontMonospaced`, private
    /// names that may differ from a device's; the text metrics treat every font alike.
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            fontName: ".SFMono-\(weight.headlessFaceName)",
            familyName: ".AppleSystemUIFontMonospaced",
            pointSize: fontSize,
            weight: weight,
            isItalic: false,
            textStyle: nil
        )
    }

    static func system(
        size: CGFloat,
        weight: Weight,
        isItalic: Bool,
        textStyle: TextStyle?,
        dynamicTypeScaling: DynamicTypeScaling? = nil
    ) -> UIFont {
        UIFont(
            fontName: ".SFUI-\(weight.headlessFaceName)\(isItalic ? "Italic" : "")",
            familyName: ".AppleSystemUIFont",
            pointSize: size,
            weight: weight,
            isItalic: isItalic,
            textStyle: textStyle,
            dynamicTypeScaling: dynamicTypeScaling
        )
    }

    // MARK: - Text styles

    /// The system font for a text style, at the text size of `UITraitCollection.current`.
    ///
    /// Sizes follow Apple's Dynamic Type table: at the default (`.large`) size body 17,
    /// headline 17 semibold, subheadline 15, callout 16, footnote 13, caption1 12, caption2 11,
    /// title3 20, title2 22, title1 28, largeTitle 34; at `.accessibilityExtraExtraExtraLarge`
    /// body 53. An unknown style follows body. Labels with `adjustsFontForContentSizeCategory`
    /// keep the font at their own traits' size.
    /// - Parameter style: The text style.
    /// - Returns: The font; ``headlessTextStyle`` is `style`.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a text style at the text size of a trait collection.
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: The traits whose `preferredContentSizeCategory` gives the size;
    ///     `nil` (or an unspecified size) uses `UITraitCollection.current`'s.
    /// - Returns: The font; ``headlessTextStyle`` is `style`.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, category: contentSizeCategory(for: traitCollection))
    }

    // MARK: - Standard sizes

    /// The standard size of label text: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of button text: 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard size of system text: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The standard size of small system text: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }

    // MARK: - Deriving fonts

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The new size in points.
    /// - Returns: The font; it no longer follows the text size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName,
            familyName: familyName,
            pointSize: fontSize,
            weight: headlessWeight,
            isItalic: headlessIsItalic,
            textStyle: headlessTextStyle
        )
    }

    // MARK: - Metrics

    /// The height of a line of text. Headless model: 1.2 × ``pointSize`` (no font files to
    /// measure; SF at 17 points measures about 20.3 on iOS).
    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// The height above the baseline of the tallest glyphs. Headless model: 0.95 × ``pointSize``
    /// (SF at 17 points: 16.2 on iOS), so that ``ascender`` − ``descender`` + ``leading`` is
    /// ``lineHeight``.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// The depth below the baseline of the lowest glyphs, a negative number. Headless model:
    /// −0.25 × ``pointSize`` (SF at 17 points: −4.1 on iOS).
    open var descender: CGFloat { pointSize * -0.25 }
    /// The height of capital letters. Headless model: 0.7 × ``pointSize`` (SF: 0.7).
    open var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lowercase `x`. Headless model: 0.52 × ``pointSize`` (SF: 0.52).
    open var xHeight: CGFloat { pointSize * 0.52 }
    /// The extra space between lines. Headless model: 0.
    open var leading: CGFloat { 0 }

    // MARK: - Descriptor

    /// The font's attributes as a descriptor: name, family, size, symbolic traits (bold for
    /// semibold and heavier, italic, monospace) and weight, and the text style of a
    /// `preferredFont(forTextStyle:)` font. `UIFont(descriptor:size:)` makes an equal font back.
    open var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if headlessWeight >= .semibold { symbolic.insert(.traitBold) }
        if headlessIsItalic { symbolic.insert(.traitItalic) }
        if familyName.hasSuffix("Monospaced") { symbolic.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: fontName,
            .family: familyName,
            .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue, .weight: headlessWeight.rawValue],
        ]
        attributes[.textStyle] = headlessTextStyle?.rawValue
        return UIFontDescriptor(fontAttributes: attributes)
    }

    // MARK: - Font families

    /// The families of the installed fonts.
    ///
    /// Headless: empty, as no fonts are installed (``init(name:size:)`` accepts any name).
    open class var familyNames: [String] { [] }

    /// The face names of an installed family.
    ///
    /// Headless: empty, as no fonts are installed.
    /// - Parameter familyName: The family.
    /// - Returns: The face names.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        []
    }

    // MARK: - Equality

    /// Whether `object` is a font with the same name, size, weight, slant and text style.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && familyName == other.familyName && pointSize == other.pointSize
            && headlessWeight == other.headlessWeight && headlessIsItalic == other.headlessIsItalic
            && headlessTextStyle == other.headlessTextStyle
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The font as UIKit prints it: name, family and size.
    open override var description: String {
        "font-family: \"\(familyName)\"; font-name: \"\(fontName)\"; font-size: \(pointSize)pt"
    }
}
