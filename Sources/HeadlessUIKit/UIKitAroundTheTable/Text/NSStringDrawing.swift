import Foundation

// UIKit's string measuring and drawing (NSStringDrawing.h): code from before self-sizing cells
// measures text with these to answer `heightForRowAt`. Sizes follow HeadlessUIKit's text metrics
// (see `UILabel`), with UIKit's default font for drawn strings, the 12-point system font, when the
// attributes name none. Nothing is drawn: the headless screen has no graphics context.

/// Options for measuring and drawing strings, as UIKit's `NSStringDrawingOptions`.
@available(iOS 6.0, *)
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates options from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Measures from the origin of the line fragment: the text wraps at the width given, on as
    /// many lines as it needs. Without it, the text is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading for line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses the glyphs' image bounds instead of their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates and adds an ellipsis to the last visible line when the text does not fit.
    @available(iOS 6.0, *)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How strings are scaled to fit when measured or drawn, and what they took, as UIKit's
/// `NSStringDrawingContext`.
@available(iOS 6.0, *)
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to; 0 (no shrinking). Headless: stored.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1, as HeadlessUIKit never shrinks text.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text the last measurement or drawing with this context took.
    open internal(set) var totalBounds: CGRect = .zero
}

/// Records `text` drawn in `rect` of the current graphics context, in the `.font` (12-point
/// system font by default) and `.foregroundColor` (black by default) of `attributes`.
private func recordText(_ text: String, attributes: [NSAttributedString.Key: Any]?, in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    let color = attributes?[.foregroundColor] as? UIColor ?? .black
    context.recordDrawing(.text(text, font: font), in: rect, color: color.cgColor)
}

/// The size of `text` in `font`, wrapped at `size.width` on the lines `size.height` holds (at
/// least one) when `options` use the line-fragment origin, else on one line.
private func measuredRect(
    of text: String, font: UIFont?, in size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
) -> CGRect {
    let metrics = HeadlessTextMetrics(font: font ?? .systemFont(ofSize: 12))
    var measured: CGSize
    if options.contains(.usesLineFragmentOrigin) {
        // Heights such as `.greatestFiniteMagnitude` hold any number of lines (0: no limit).
        let fittingLines = (size.height / metrics.lineHeight).rounded(.down)
        let lines = fittingLines < CGFloat(Int32.max) ? max(1, Int(fittingLines)) : 0
        measured = metrics.size(of: text, wrappingAt: size.width, maximumLines: lines)
    } else {
        measured = metrics.size(of: text.replacingOccurrences(of: "\n", with: " "), wrappingAt: .infinity, maximumLines: 1)
    }
    measured.width = min(measured.width, size.width)
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
}

extension NSString {
    /// The size the string takes on one line with `attrs`.
    ///
    /// - Parameter attrs: The attributes; `.font` sets the font.
    /// - Returns: The size.
    @available(iOS 7.0, *)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        measuredRect(of: String(self), font: attrs?[.font] as? UIFont, in: .init(width: CGFloat.infinity, height: .infinity), options: [], context: nil).size
    }

    /// The rectangle the string takes within `size`, wrapped when `options` contain
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin``.
    ///
    /// - Parameters:
    ///   - size: The largest size; use `.greatestFiniteMagnitude` for an unbounded height.
    ///   - options: How to measure.
    ///   - attrs: The attributes; `.font` sets the font.
    ///   - context: Receives the bounds taken.
    /// - Returns: The rectangle, at the origin.
    @available(iOS 7.0, *)
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes attrs: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        measuredRect(of: String(self), font: attrs?[.font] as? UIFont, in: size, options: options, context: context)
    }

    /// Draws the string on one line from a point in the current graphics context; does nothing
    /// without one. Headless: recorded as a step (``HeadlessDrawingStep/Kind/text(_:font:)``) in
    /// the string's measured size, in the `.font` and `.foregroundColor` of `attrs`.
    ///
    /// - Parameters:
    ///   - point: Where the text starts.
    ///   - attrs: The attributes.
    @available(iOS 7.0, *)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        recordText(String(self), attributes: attrs, in: CGRect(origin: point, size: size(withAttributes: attrs)))
    }

    /// Draws the string in a rectangle in the current graphics context; does nothing without
    /// one.
    ///
    /// - Parameters:
    ///   - rect: Where the text goes.
    ///   - attrs: The attributes.
    @available(iOS 7.0, *)
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        recordText(String(self), attributes: attrs, in: rect)
    }

    /// Draws the string in a rectangle with options in the current graphics context; `context`
    /// receives the bounds the text takes.
    ///
    /// - Parameters:
    ///   - rect: Where the text goes.
    ///   - options: How to draw.
    ///   - attrs: The attributes.
    ///   - context: Receives the bounds taken.
    @available(iOS 7.0, *)
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes attrs: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        _ = boundingRect(with: rect.size, options: options, attributes: attrs, context: context)
        recordText(String(self), attributes: attrs, in: rect)
    }
}

extension NSAttributedString {
    /// The font the text starts with, which HeadlessUIKit's metrics measure the whole text in.
    private var leadingFont: UIFont? {
        leadingAttributes[.font] as? UIFont
    }

    /// The size the text takes on one line.
    ///
    /// - Returns: The size.
    @available(iOS 6.0, *)
    public func size() -> CGSize {
        measuredRect(of: string, font: leadingFont, in: .init(width: CGFloat.infinity, height: .infinity), options: [], context: nil).size
    }

    /// The rectangle the text takes within `size`, wrapped when `options` contain
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin``.
    ///
    /// - Parameters:
    ///   - size: The largest size.
    ///   - options: How to measure.
    ///   - context: Receives the bounds taken.
    /// - Returns: The rectangle, at the origin.
    @available(iOS 6.0, *)
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        measuredRect(of: string, font: leadingFont, in: size, options: options, context: context)
    }

    /// Draws the text on one line from a point in the current graphics context; does nothing
    /// without one. Headless: recorded as one step in the attributes the text starts with.
    ///
    /// - Parameter point: Where the text starts.
    @available(iOS 6.0, *)
    public func draw(at point: CGPoint) {
        recordText(string, attributes: leadingAttributes, in: CGRect(origin: point, size: size()))
    }

    /// Draws the text in a rectangle in the current graphics context; does nothing without one.
    ///
    /// - Parameter rect: Where the text goes.
    @available(iOS 6.0, *)
    public func draw(in rect: CGRect) {
        recordText(string, attributes: leadingAttributes, in: rect)
    }

    /// Draws the text in a rectangle with options in the current graphics context; `context`
    /// receives the bounds the text takes.
    ///
    /// - Parameters:
    ///   - rect: Where the text goes.
    ///   - options: How to draw.
    ///   - context: Receives the bounds taken.
    @available(iOS 6.0, *)
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        _ = boundingRect(with: rect.size, options: options, context: context)
        recordText(string, attributes: leadingAttributes, in: rect)
    }

    /// The attributes the text starts with.
    private var leadingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}

// Swift strings answer the same, as they do on iOS (`title.boundingRect(with:…)`).
extension StringProtocol {
    /// The size the string takes on one line with `attrs`, as `NSString`'s.
    ///
    /// - Parameter attrs: The attributes; `.font` sets the font.
    /// - Returns: The size.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// The rectangle the string takes within `size`, as `NSString`'s.
    ///
    /// - Parameters:
    ///   - size: The largest size.
    ///   - options: How to measure.
    ///   - attributes: The attributes; `.font` sets the font.
    ///   - context: Receives the bounds taken.
    /// - Returns: The rectangle, at the origin.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
