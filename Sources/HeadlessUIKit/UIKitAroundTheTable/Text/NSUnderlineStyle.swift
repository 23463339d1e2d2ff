import Foundation

/// The line style, pattern and scope of an underline or a strikethrough, as stored under
/// `NSAttributedString.Key.underlineStyle` and `.strikethroughStyle` (as its raw value).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits of the style.
    public let rawValue: Int

    /// Creates a style from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash followed by two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
