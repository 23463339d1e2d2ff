import Foundation

/// A single line of editable text, with a placeholder, overlay views and keyboard traits.
///
/// Headless: nothing is drawn and there is no keyboard. Tests act as the user with
/// ``UIControl/simulateTap()`` (the field becomes first responder and begins editing, asking
/// ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``), ``simulateTyping(_:)`` (one
/// ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` per
/// character, as a keyboard asks), ``simulatePaste(_:)`` (one for the whole string),
/// ``simulateDeleteBackward()``, ``simulateReturn()`` and ``simulateClearButtonTap()``.
///
/// Editing sends, in this order (HeadlessUIKit's; not checked against a device): on begin the
/// delegate's `textFieldDidBeginEditing`, ``UIControl/Event/editingDidBegin``,
/// ``textDidBeginEditingNotification``; on each accepted edit `textFieldDidChangeSelection`,
/// ``UIControl/Event/editingChanged``, ``textDidChangeNotification``; on Return
/// `textFieldShouldReturn`, then ``UIControl/Event/editingDidEndOnExit``; on end
/// `textFieldDidEndEditing`, ``UIControl/Event/editingDidEnd``,
/// ``textDidEndEditingNotification``.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedPlaceholder: NSAttributedString?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    private var editing = false

    /// Creates a text field with the given frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Text

    /// The text; `nil` by default, as UIKit documents. Setting it replaces ``attributedText``
    /// and sends no events or notifications, as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text (copied when set); setting it also sets ``text`` to its string.
    /// Headless: its attributes are stored, not applied to ``font`` or ``textColor``.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string
            invalidateIntrinsicContentSize()
        }
    }

    /// The text shown while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(string: $0) }
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled placeholder (copied when set); setting it also sets ``placeholder``.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of the text and the placeholder: the body text style unless set, as UIKit
    /// documents; setting `nil` restores it.
    open var font: UIFont? {
        get { storedFont ?? .preferredFont(forTextStyle: .body) }
        set {
            storedFont = newValue
            adjustFontToContentSizeCategory()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the font follows the text size of the field's traits, as a label's does (see
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

    /// The color of the text: ``UIColor/label`` (black in the light appearance, UIKit's
    /// documented default) unless set; setting `nil` restores it (UIKit raises an exception).
    open var textColor: UIColor? {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    /// The horizontal alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The attributes of the field's text: its ``font``, ``textColor`` and, as a paragraph
    /// style, its ``textAlignment``. Setting it sets those three from the `.font`,
    /// `.foregroundColor` and `.paragraphStyle` values given, as in UIKit; other attributes are
    /// kept and read back.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            var attributes = otherDefaultTextAttributes
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            attributes[.paragraphStyle] = paragraph
            return attributes
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
            otherDefaultTextAttributes = newValue.filter { ![.font, .foregroundColor, .paragraphStyle].contains($0.key) }
        }
    }
    private var otherDefaultTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The attributes of text the user types next, while editing; `nil` when not editing, as
    /// UIKit resets them when editing begins and ends. Headless: stored while editing; typed
    /// text takes the field's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { editing ? storedTypingAttributes ?? defaultTextAttributes : nil }
        set { if editing { storedTypingAttributes = newValue } }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// The border style.
    open var borderStyle: BorderStyle = .none
    /// Whether beginning to edit removes the text first.
    open var clearsOnBeginEditing: Bool = false
    /// Whether inserting text replaces the whole text. Stored; the headless keyboard ignores it.
    open var clearsOnInsertion: Bool = false
    /// Whether the font shrinks to fit the width. Stored; the headless metrics never shrink.
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest font size the text may shrink to. Stored.
    open var minimumFontSize: CGFloat = 0
    /// Whether the user may edit text attributes. Stored.
    open var allowsEditingTextAttributes: Bool = false
    /// The image drawn behind an enabled field with no border. Stored.
    open var background: UIImage?
    /// The image drawn behind a disabled field with no border. Stored.
    open var disabledBackground: UIImage?

    /// The object asked about and told of editing, held weakly.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is editing: it is the first responder and began editing.
    open var isEditing: Bool { editing }

    // MARK: - Overlay views

    /// When the clear button shows (only while there is text).
    open var clearButtonMode: ViewMode = .never
    /// The view at the leading edge.
    open var leftView: UIView?
    /// When ``leftView`` shows.
    open var leftViewMode: ViewMode = .never
    /// The view at the trailing edge.
    open var rightView: UIView?
    /// When ``rightView`` shows.
    open var rightViewMode: ViewMode = .never

    // MARK: - Input views

    /// The view shown instead of the keyboard while editing; `nil` for the keyboard. Headless:
    /// never shown.
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
    /// Whether the Return key is disabled while the text is empty. Headless:
    /// ``simulateReturn()`` honours it.
    open var enablesReturnKeyAutomatically: Bool = false
    /// Whether the text is hidden as it is typed. Stored; the text stays readable in tests.
    open var isSecureTextEntry: Bool = false
    /// What the field holds, for automatic filling; `nil` unless set.
    open var textContentType: UITextContentType!

    // MARK: - First responder

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``, makes the
    /// previous first responder of the window resign, then clears the text when
    /// ``clearsOnBeginEditing`` is set and tells the delegate, the actions
    /// (``UIControl/Event/editingDidBegin``) and observers.
    ///
    /// - Returns: Whether the field is now the first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, headlessShouldBeginEditing(), super.becomeFirstResponder() else { return false }
        editing = true
        storedTypingAttributes = nil
        if clearsOnBeginEditing { text = "" }
        headlessDidBeginEditing()
        return true
    }

    /// Ends editing: asks ``UITextFieldDelegate/textFieldShouldEndEditing(_:)`` (unless
    /// `endEditing(true)` forces it), then tells the delegate, the actions
    /// (``UIControl/Event/editingDidEnd``) and observers.
    ///
    /// - Returns: Whether the field is no longer the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard HeadlessFirstResponders.isForcingResignation || headlessShouldEndEditing() else { return false }
        guard super.resignFirstResponder() else { return false }
        editing = false
        headlessDidEndEditing(reason: .committed)
        return true
    }

    /// A field leaving its window ends editing, whatever its delegate says, as in UIKit.
    ///
    /// - Parameter newWindow: The window it enters, or `nil`.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, window != nil, isFirstResponder {
            HeadlessFirstResponders.forcingResignation { _ = resignFirstResponder() }
        }
    }

    // MARK: - Geometry

    /// The rectangle of the border: the bounds.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The border's rectangle.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle of the text: the bounds less the overlay views shown.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The text's rectangle.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftViewRect(forBounds: bounds).width
        let right = max(rightViewRect(forBounds: bounds).width, clearButtonRect(forBounds: bounds).width)
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }

    /// The rectangle of the placeholder: ``textRect(forBounds:)``.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The placeholder's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the text while editing: ``textRect(forBounds:)``.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The editing rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the clear button at the trailing edge, vertically centered, while
    /// ``clearButtonMode`` shows it; zero otherwise. Headless: the button is 19 points square
    /// (iOS's size is not documented).
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The clear button's rectangle.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard isClearButtonShown else { return .zero }
        return CGRect(x: bounds.maxX - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The rectangle of ``leftView`` (its size, at the leading edge, vertically centered) while
    /// ``leftViewMode`` shows it; zero otherwise.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The left view's rectangle.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, isShown(leftViewMode) else { return .zero }
        let size = leftView.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of ``rightView`` (its size, at the trailing edge, vertically centered)
    /// while ``rightViewMode`` shows it; zero otherwise.
    ///
    /// - Parameter bounds: The field's bounds.
    /// - Returns: The right view's rectangle.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, isShown(rightViewMode) else { return .zero }
        let size = rightView.bounds.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Draws the text. Headless: never called.
    ///
    /// - Parameter rect: The area to draw in.
    open func drawText(in rect: CGRect) {}

    /// Draws the placeholder. Headless: never called.
    ///
    /// - Parameter rect: The area to draw in.
    open func drawPlaceholder(in rect: CGRect) {}

    /// The size of the text (or, while empty, the placeholder) on one line with the headless
    /// text metrics, at least one line of ``font`` tall, plus the widths of the overlay views
    /// shown.
    open override var intrinsicContentSize: CGSize {
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        let textSize = HeadlessTextMetrics(font: font).size(of: shown, wrappingAt: .infinity, maximumLines: 1)
        let overlays = [leftViewRect(forBounds: bounds), rightViewRect(forBounds: bounds), clearButtonRect(forBounds: bounds)]
        return CGSize(
            width: textSize.width + overlays.reduce(0) { $0 + $1.width },
            height: overlays.reduce(font.lineHeight) { max($0, $1.height) }
        )
    }

    /// The ``intrinsicContentSize``, whatever the space.
    ///
    /// - Parameter size: Ignored.
    /// - Returns: The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: - Editing steps (overridden by the search text field)

    /// Whether the clear button is shown now.
    var isClearButtonShown: Bool {
        !(text ?? "").isEmpty && isShown(clearButtonMode)
    }

    func headlessShouldBeginEditing() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    func headlessDidBeginEditing() {
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func headlessShouldEndEditing() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    func headlessDidEndEditing(reason: DidEndEditingReason) {
        if let delegate {
            let (_, implemented) = HeadlessUnimplementedMethod.detect { delegate.textFieldDidEndEditing(self, reason: reason) }
            if !implemented { delegate.textFieldDidEndEditing(self) }
        }
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification,
            object: self,
            userInfo: [UITextField.didEndEditingReasonUserInfoKey: reason.rawValue]
        )
    }

    func headlessShouldChange(_ range: NSRange, with replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func headlessTextDidChange() {
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func headlessShouldReturn() -> Bool {
        delegate?.textFieldShouldReturn(self) ?? true
    }

    func headlessShouldClear() -> Bool {
        delegate?.textFieldShouldClear(self) ?? true
    }

    /// A tap on a field begins editing (the field sends no primary action).
    override func headlessTapCompleted() {
        becomeFirstResponder()
    }

    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: editing
        case .unlessEditing: !editing
        }
    }
}

extension UITextField: TextSizeFollowingView {
    var fontSetByApp: UIFont? {
        get { storedFont }
        set { storedFont = newValue }
    }
}
