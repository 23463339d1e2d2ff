import Foundation

/// A paragraph style whose values can change; set it under
/// `NSAttributedString.Key.paragraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The space between lines, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// The space after the paragraph, in points.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// The paragraph's alignment.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// The indent of lines other than the first, in points.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent, in points (negative: from the trailing margin).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// The indent of the first line, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The smallest line height, in points; 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The largest line height, in points; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// How lines that do not fit break.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The paragraph's writing direction.
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// A multiple of the natural line height; 0 for none.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The space before the paragraph, in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// How much hyphenation is used, from 0 to 1.
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    /// The tab stops.
    open override var tabStops: [NSTextTab] {
        get { values.tabStops }
        set { values.tabStops = newValue }
    }
    /// The distance between tab stops after the last one, in points; 0 for none.
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
    /// Whether text may be tightened before truncating.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// How lines break, beyond ``lineBreakMode``.
    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }

    /// Adds a tab stop, keeping the stops ordered by location.
    ///
    /// - Parameter anObject: The tab stop.
    open func addTabStop(_ anObject: NSTextTab) {
        values.tabStops.append(anObject)
        values.tabStops.sort { $0.location < $1.location }
    }

    /// Removes the tab stops equal to `anObject` (same alignment and location).
    ///
    /// - Parameter anObject: The tab stop.
    open func removeTabStop(_ anObject: NSTextTab) {
        values.tabStops.removeAll { $0.isEqual(anObject) }
    }

    /// Replaces every value with those of `obj`.
    ///
    /// - Parameter obj: The paragraph style to copy.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }
}
