import Foundation

/// A scrollable, multi-line region of editable text.
///
/// Headless: nothing is drawn and there is no keyboard. Tests act as the user with
/// ``simulateTap()`` (an editable text view becomes first responder, asking
/// ``UITextViewDelegate/textViewShouldBeginEditing(_:)``), ``simulateTyping(_:)`` (one
/// ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)`` per character; `"\n"`
/// is the Return key), ``simulatePaste(_:)`` and ``simulateDeleteBackward()``, which share the
/// text field's keyboard. Each accepted edit calls `textViewDidChangeSelection`,
/// `textViewDidChange` and posts ``textDidChangeNotification`` (HeadlessUIKit's order).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?
    private var storedTextColor: UIColor?
    private var storedFont: UIFont?
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    private let storedTextContainer: NSTextContainer

    /// Creates a text view with the given frame and its own text container, whose width tracks
    /// the view's.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        storedTextContainer = Self.ownTextContainer()
        super.init(frame: frame)
    }

    /// Creates a text view with the given frame and text container.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - textContainer: The container, used as given; `nil` for the text view's own, whose
    ///     width tracks the view's.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        storedTextContainer = textContainer ?? Self.ownTextContainer()
        super.init(frame: frame)
    }

    /// Creates a text view from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        storedTextContainer = Self.ownTextContainer()
        super.init(coder: coder)
    }

    /// The container a text view makes for itself: unlimited height, width tracking the view.
    private static func ownTextContainer() -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        return container
    }

    /// The object asked about and told of editing, also the scroll-view delegate: both spellings
    /// read and write the same object, as in UIKit.
    @_nonoverride
    open var delegate: UITextViewDelegate? {
        get { textViewDelegate }
        set { (self as UIScrollView).delegate = newValue }
    }

    private weak var textViewDelegate: UITextViewDelegate?

    override func delegateDidChange() {
        textViewDelegate = (self as UIScrollView).delegate as? UITextViewDelegate
    }

    // MARK: - Text

    /// The text; `""` when none. Setting it (`nil` means `""`) replaces ``attributedText`` and
    /// calls no delegate method, as in UIKit.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            selectedRange = NSRange(location: storedText.utf16.count, length: 0)
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text (copied when set); setting it also sets ``text``. Headless: attributes
    /// are stored, not applied.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            text = newValue?.string
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }

    /// The font of the text; `nil` unless set. Headless: sizes use the 12-point system font
    /// while it is `nil`.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            adjustFontToContentSizeCategory()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font the text is measured and shown in: ``font``, else the 12-point system font.
    var shownFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// Whether the font follows the text size of the view's traits, as a label's does (see
    /// `UILabel.adjustsFontForContentSizeCategory`): a font set from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` is replaced by the same font at the new
    /// size.
    open var adjustsFontForContentSizeCategory: Bool = false {
        didSet { adjustFontToContentSizeCategory() }
    }

    /// Rescales the font when the text size changed.
    override func traitsDidChangeForSystemAdjustments(from previous: UITraitCollection) {
        adjustFont(afterTraitsChangedFrom: previous)
    }

    /// The color of the text: ``UIColor/label`` unless set; setting `nil` restores it.
    open var textColor: UIColor? {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    /// The horizontal alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The selected range. Headless: the keyboard always edits at the end of the text and puts
    /// the caret there.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the user can edit the text; a text view that is not editable cannot become first
    /// responder headlessly (UIKit lets a selectable one, for selection).
    open var isEditable: Bool = true
    /// Whether the user can select text. Stored.
    open var isSelectable: Bool = true
    /// Whether the user may edit text attributes. Stored.
    open var allowsEditingTextAttributes: Bool = false
    /// Whether inserting text replaces the whole text. Stored; the headless keyboard ignores it.
    open var clearsOnInsertion: Bool = false
    /// The inset of the text inside the view: 8 points at the top and bottom, UIKit's default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Scrolls a range of the text into view. Headless: does nothing (text is not laid out).
    ///
    /// - Parameter range: The range.
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: - Input views

    /// The view shown instead of the keyboard while editing. Headless: never shown.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// The view shown above the keyboard while editing. Headless: never shown.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: - Text input traits

    /// How the keyboard capitalizes letters.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspelled words are marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become typographic quotes.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are adjusted around inserted and deleted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The kind of keyboard.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the Return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is disabled while the text is empty. Stored.
    open var enablesReturnKeyAutomatically: Bool = false
    /// Whether the text is hidden as it is typed. Stored.
    open var isSecureTextEntry: Bool = false
    /// What the text view holds, for automatic filling; `nil` unless set.
    open var textContentType: UITextContentType!

    // MARK: - First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: asks ``UITextViewDelegate/textViewShouldBeginEditing(_:)``, makes the
    /// previous first responder resign, then calls `textViewDidBeginEditing` and posts
    /// ``textDidBeginEditingNotification``.
    ///
    /// - Returns: Whether the text view is now the first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else {
            return false
        }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks ``UITextViewDelegate/textViewShouldEndEditing(_:)`` (unless
    /// `endEditing(true)` forces it), then calls `textViewDidEndEditing` and posts
    /// ``textDidEndEditingNotification``.
    ///
    /// - Returns: Whether the text view is no longer the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard HeadlessFirstResponders.isForcingResignation || (delegate?.textViewShouldEndEditing(self) ?? true),
            super.resignFirstResponder()
        else { return false }
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// A text view leaving its window ends editing, whatever its delegate says.
    ///
    /// - Parameter newWindow: The window it enters, or `nil`.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, window != nil, isFirstResponder {
            HeadlessFirstResponders.forcingResignation { _ = resignFirstResponder() }
        }
    }

    // MARK: - Sizing

    // MARK: - Text container and attributes

    /// The container the text is laid out in: its ``NSTextContainer/lineFragmentPadding`` and
    /// ``NSTextContainer/maximumNumberOfLines`` count in ``sizeThatFits(_:)``, and its width, when
    /// it does not track the view's, is where the text wraps.
    open var textContainer: NSTextContainer { storedTextContainer }

    /// The attributes of text the user types next. Headless: stored; typed text takes the
    /// view's ``font`` and ``textColor``, not these.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    /// The attributes links are drawn with; UIKit's default colours them with the tint colour.
    /// Headless: stored, empty by default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    /// The kinds of data (links, phone numbers…) shown as tappable links; none by default.
    /// Headless: stored; nothing is detected.
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// Keeps a width-tracking container as wide as the view less ``textContainerInset``, as
    /// UIKit does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if textContainer.widthTracksTextView {
            textContainer.size.width = max(bounds.width - textContainerInset.left - textContainerInset.right, 0)
        }
    }

    /// Whether the user can scroll; a text view that cannot scroll sizes itself to its text
    /// (see ``intrinsicContentSize``), as in UIKit.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size of the text on one line per paragraph plus ``textContainerInset`` while
    /// scrolling is disabled, so Auto Layout grows the view with its text (a chat input bar);
    /// ``UIView/noIntrinsicMetric`` in both dimensions while it scrolls, as in UIKit. Auto
    /// Layout wraps the text at the width it gives the view. Headless text metrics, as for
    /// ``sizeThatFits(_:)``.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return sizeThatFits(.zero)
    }

    /// The text's height wrapped at the width Auto Layout gave the view, while scrolling is
    /// disabled; otherwise the intrinsic size.
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard let width, !isScrollEnabled else { return intrinsicContentSize }
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    /// The size of the text with the headless text metrics, plus ``textContainerInset`` and the
    /// container's ``NSTextContainer/lineFragmentPadding`` at each end of the lines, limited to
    /// its ``NSTextContainer/maximumNumberOfLines``. The text wraps at the given width less the
    /// insets, or, for a container that does not track the view's width, at the container's
    /// width.
    ///
    /// - Parameter size: The space available; a width of 0 or less means unlimited.
    /// - Returns: The fitting size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = textContainerInset
        let container = textContainer
        let containerWidth: CGFloat
        if !container.widthTracksTextView, container.size.width > 0, container.size.width < .greatestFiniteMagnitude {
            containerWidth = container.size.width
        } else {
            containerWidth = size.width > 0 ? size.width - insets.left - insets.right : .infinity
        }
        let padding = container.lineFragmentPadding * 2
        let textSize = HeadlessTextMetrics(font: shownFont).size(
            of: storedText.isEmpty ? " " : storedText,
            wrappingAt: containerWidth - padding,
            maximumLines: container.maximumNumberOfLines
        )
        return CGSize(
            width: (size.width > 0 ? size.width : textSize.width + padding + insets.left + insets.right),
            height: textSize.height + insets.top + insets.bottom
        )
    }
}

extension UITextView {
    /// Posted after a text view begins editing; the object is the text view.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed a text view's text; the object is the text view.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view ends editing; the object is the text view.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}

extension UITextView: HeadlessKeyboardInput {
    var headlessKeyboardText: String { storedText }

    func headlessShouldReplace(_ range: NSRange, with replacement: String) -> Bool {
        delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func headlessDidEdit(resultingIn text: String) {
        self.text = text
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}

// The user's touches and keyboard (HeadlessUIKit-only).
extension UITextView {
    /// Taps the text view (HeadlessUIKit-only): when it is visible, takes touches and is
    /// editable, it becomes first responder, asking
    /// ``UITextViewDelegate/textViewShouldBeginEditing(_:)``.
    ///
    /// - Returns: Whether the text view is the first responder afterwards.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isReachableByTouch else { return false }
        return becomeFirstResponder()
    }

    /// Types text one character at a time at the end of the text (HeadlessUIKit-only), as
    /// ``UITextField/simulateTyping(_:)`` does; `"\n"` is the Return key, which a text view
    /// inserts.
    ///
    /// - Parameter text: The characters to type.
    /// - Throws: ``HeadlessTextInputError`` when the text view is not the first responder.
    public func simulateTyping(_ text: String) throws {
        try headlessType(text)
    }

    /// Pastes text as one edit at the end of the text (HeadlessUIKit-only).
    ///
    /// - Parameter text: The pasted text.
    /// - Throws: ``HeadlessTextInputError`` when the text view is not the first responder.
    public func simulatePaste(_ text: String) throws {
        try headlessPaste(text)
    }

    /// Taps a link in the text (HeadlessUIKit-only): the first run of the attributed text whose
    /// `.link` attribute is set (a `URL`, or a string that is one) and whose characters are
    /// `linkText`. As in UIKit, links react only in a selectable text view that is not
    /// editable: the delegate is asked
    /// `textView(_:shouldInteractWith:in:interaction:)` (the URL form) with
    /// ``UITextItemInteraction/invokeDefaultAction``, and when it agrees the URL is opened with
    /// `UIApplication.shared.open(_:options:completionHandler:)`.
    ///
    /// - Parameter linkText: The characters of the link, as shown.
    /// - Returns: Whether a link was found and tapped (whether or not the delegate let it open).
    @discardableResult
    public func simulateTapOnLink(_ linkText: String) -> Bool {
        guard isReachableByTouch, isSelectable, !isEditable, let text = attributedText else { return false }
        var tapped: (url: URL, range: NSRange)?
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) { value, range, stop in
            let url = value as? URL ?? (value as? String).flatMap(URL.init(string:))
            guard let url, text.attributedSubstring(from: range).string == linkText else { return }
            tapped = (url, range)
            stop.pointee = true
        }
        guard let tapped else { return false }
        if delegate?.textView(self, shouldInteractWith: tapped.url, in: tapped.range, interaction: .invokeDefaultAction) ?? true {
            UIApplication.shared.open(tapped.url, options: [:], completionHandler: nil)
        }
        return true
    }

    /// Presses the delete key (HeadlessUIKit-only): the last character is offered for deletion.
    ///
    /// - Throws: ``HeadlessTextInputError`` when the text view is not the first responder.
    public func simulateDeleteBackward() throws {
        try headlessDeleteBackward()
    }
}

extension UITextView: TextSizeFollowingView {
    var fontSetByApp: UIFont? {
        get { storedFont }
        set { storedFont = newValue }
    }
}
