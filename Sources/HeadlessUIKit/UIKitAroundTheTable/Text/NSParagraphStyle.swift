import Foundation

/// The layout of a paragraph of attributed text: alignment, spacing, indents, line heights and
/// line breaking, stored under `NSAttributedString.Key.paragraphStyle`.
///
/// Immutable; ``NSMutableParagraphStyle`` changes values, and `mutableCopy()` turns one into
/// the other, as in UIKit. Headless: stored for tests to read, not applied to text metrics.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The values of a paragraph style, shared by the immutable and the mutable class.
    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
        var lineBreakStrategy: LineBreakStrategy = []
    }

    /// How lines break, beyond the line break mode.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// The bits of the strategy.
        public let rawValue: UInt

        /// Creates a strategy from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Avoids a single word on the last line by pushing words from the line before.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Breaks Hangul text at word boundaries rather than between characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's standard strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    var values: Values

    /// The default paragraph style: natural alignment, word wrapping, no spacing or indents,
    /// twelve left tab stops 28 points apart.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Creates a paragraph style with the default values.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The space between lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space after the paragraph, in points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The paragraph's alignment.
    open var alignment: NSTextAlignment { values.alignment }
    /// The indent of lines other than the first, in points.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent, in points (negative: from the trailing margin).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The indent of the first line, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The smallest line height, in points; 0 for none.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height, in points; 0 for none.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// How lines that do not fit break.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The paragraph's writing direction.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// A multiple of the natural line height; 0 for none.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The space before the paragraph, in points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How much hyphenation is used, from 0 to 1.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// The tab stops.
    open var tabStops: [NSTextTab] { values.tabStops }
    /// The distance between tab stops after the last one, in points; 0 for none.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether text may be tightened before truncating.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// How lines break, beyond ``lineBreakMode``.
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

    /// Returns an immutable paragraph style with the same values.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: An `NSParagraphStyle`.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    /// Returns a mutable paragraph style with the same values.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: An `NSMutableParagraphStyle`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    /// Whether `object` is a paragraph style with the same values.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` for equal values.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.alignment)
        hasher.combine(values.lineSpacing)
        return hasher.finalize()
    }
}
