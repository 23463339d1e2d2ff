import Foundation

/// A view that shows read-only text. Headless: the text and its styling are stored, not rendered;
/// sizes come from a simple text-metrics model (see ``intrinsicContentSize``).
@preconcurrency @MainActor
open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    /// The rectangle the last ``drawText(in:)`` drew in.
    private var lastTextDrawingRect: CGRect?

    /// Creates a label with the given frame; as in UIKit, it does not take touches.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: - Text

    /// The text the label shows. Setting it also replaces ``attributedText`` with the plain
    /// string, as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            // The plain string's attributed form is made when it is read, not on every set:
            // cells set their labels' text on every update.
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text the label shows (copied when set). Setting it also sets ``text`` to its
    /// string; after ``text`` is set, it is that plain string. Headless: its attributes are
    /// stored, not applied to ``font`` or ``textColor``.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of the text: the 17-point system font unless set; setting `nil` restores it.
    ///
    /// With ``adjustsFontForContentSizeCategory``, a font from `preferredFont(forTextStyle:)`
    /// or `UIFontMetrics` is stored at the text size of the label's `traitCollection` (UIKit's
    /// such fonts already have the app's text size, which is the window's).
    open var font: UIFont! {
        get { storedFont ?? .systemFont(ofSize: 17) }
        set {
            storedFont = newValue
            adjustFontToContentSizeCategory()
            invalidateIntrinsicContentSize()
        }
    }

    /// The color of the text: ``UIColor/label`` unless set; setting `nil` restores it. Read it
    /// resolved with `textColor.resolvedColor(with: label.traitCollection)` to see the color
    /// shown (dark in a dark window).
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    /// The color of the text while ``isHighlighted``.
    open var highlightedTextColor: UIColor?
    /// The horizontal alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// How text that does not fit is wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// How lines are broken when the text wraps; `.standard`. Headless: stored (the text-metrics
    /// model wraps at character counts).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// The maximum number of lines; 0 means no limit.
    open var numberOfLines: Int = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The color of the text's shadow; `nil` (no shadow) by default. Headless: stored.
    open var shadowColor: UIColor?
    /// The offset of the text's shadow; (0, -1) by default, as in UIKit. Headless: stored.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -1)
    /// How the text moves when the font shrinks to fit; ``UIBaselineAdjustment/alignBaselines``
    /// by default. Headless: stored (the headless metrics never shrink).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether the label draws its text enabled.
    open var isEnabled: Bool = true
    /// Whether the label draws its text highlighted.
    open var isHighlighted: Bool = false
    /// Whether the font shrinks to fit the width. Stored; the headless metrics never shrink.
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest scale the font may shrink to. Stored; the headless metrics never shrink.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label tightens letter spacing before truncating. Stored.
    open var allowsDefaultTighteningForTruncation: Bool = false
    /// Whether the font follows the text size of the label's traits: when set, and when the
    /// traits' `preferredContentSizeCategory` changes (a window's `headlessTraitOverrides`, a
    /// move to another window), a font from `preferredFont(forTextStyle:)` or `UIFontMetrics`
    /// is replaced by the same font at the new size.
    open var adjustsFontForContentSizeCategory: Bool = false {
        didSet { adjustFontToContentSizeCategory() }
    }
    /// The width multi-line text wraps at for ``intrinsicContentSize``; 0 means unlimited.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: - Dynamic Type

    /// Rescales the font when the text size changed.
    override func traitsDidChangeForSystemAdjustments(from previous: UITraitCollection) {
        adjustFont(afterTraitsChangedFrom: previous)
    }

    // MARK: - Sizing

    /// The size of the text on one line per paragraph, or wrapped at ``preferredMaxLayoutWidth``
    /// when set, limited to ``numberOfLines``.
    ///
    /// Headless text metrics: each character is 0.5 × the font's point size wide and each line
    /// is the font's `lineHeight` (1.2 × point size) tall; text wraps at character counts, not
    /// words. Empty text is zero by zero.
    open override var intrinsicContentSize: CGSize {
        measuredSize(wrappingAt: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity)
    }

    /// The size of multi-line text wrapped at the width Auto Layout gave the label (when
    /// ``preferredMaxLayoutWidth`` is 0), as UIKit's labels do; otherwise the intrinsic size.
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard let width, numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return intrinsicContentSize }
        return measuredSize(wrappingAt: width)
    }

    /// The size of the text wrapped at the given width, limited to ``numberOfLines``, with the
    /// metrics of ``intrinsicContentSize``.
    ///
    /// - Parameter size: The space available; a width of 0 or less means unlimited.
    /// - Returns: The text's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(wrappingAt: size.width > 0 ? size.width : .infinity)
    }

    /// The rectangle the text takes within bounds.
    ///
    /// - Parameters:
    ///   - bounds: The bounds to lay the text out in.
    ///   - numberOfLines: The maximum number of lines; 0 means no limit.
    /// - Returns: The text's rectangle at the bounds' origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let metrics = HeadlessTextMetrics(font: font)
        let size = metrics.size(of: text ?? "", wrappingAt: bounds.width > 0 ? bounds.width : .infinity, maximumLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }

    // MARK: - Drawing

    /// Draws the text in a rectangle; ``draw(_:)`` calls it with the rectangle it is given.
    /// Override it to draw the text elsewhere, such as inset, and call `super` with the new
    /// rectangle.
    ///
    /// Headless: nothing is drawn; the rectangle is kept in ``headlessTextDrawingRect``.
    /// - Parameter rect: The rectangle to draw the text in.
    open func drawText(in rect: CGRect) {
        lastTextDrawingRect = rect
    }

    /// Draws the label: calls ``drawText(in:)`` with `rect`, as UIKit's label does.
    ///
    /// Headless: UIKit calls `draw(_:)` when the view is displayed; HeadlessUIKit displays
    /// nothing, so a test calls it (`label.draw(label.bounds)`) to check a ``drawText(in:)``
    /// override.
    /// - Parameter rect: The rectangle to draw in.
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// The rectangle the last ``UILabel/drawText(in:)`` reached by `super` drew the text in; `nil`
    /// before any drawing (HeadlessUIKit-only: what UIKit's drawing would use).
    public var headlessTextDrawingRect: CGRect? { lastTextDrawingRect }

    private func measuredSize(wrappingAt width: CGFloat) -> CGSize {
        HeadlessTextMetrics(font: font).size(of: text ?? "", wrappingAt: width, maximumLines: numberOfLines)
    }
}

extension UILabel: TextSizeFollowingView {
    var fontSetByApp: UIFont? {
        get { storedFont }
        set { storedFont = newValue }
    }
}
