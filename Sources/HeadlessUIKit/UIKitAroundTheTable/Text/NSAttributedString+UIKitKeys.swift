import Foundation

// Foundation on Linux has `NSAttributedString` and its `Key` type but not the keys UIKit adds
// for text display. Raw values are UIKit's (`NSFont`, `NSColor`…), so attributes keyed by
// string in archived or shared code find them.
extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The paragraph's layout (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The color of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Whether ligatures are used (an `NSNumber`: 0 or 1).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Extra space between characters, in points (an `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Tracking, in points (an `NSNumber`).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The strikethrough style (an `NSNumber` of an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline style (an `NSNumber` of an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The color of the text's outline (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the text's outline, as a percentage of the font size (an `NSNumber`).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The text's shadow (an `NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect (an `NSAttributedString.TextEffectStyle` raw value).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An attachment, such as an image, shown in place of the character.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A link (a `URL` or a `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The offset of the text from the baseline, in points (an `NSNumber`).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The color of the underline (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The color of the strikethrough (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The skew of the glyphs (an `NSNumber`).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The expansion of the glyphs, as a log (an `NSNumber`).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Writing-direction overrides (an array of `NSNumber`s).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Vertical glyph form (an `NSNumber`; horizontal text only on iOS).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
