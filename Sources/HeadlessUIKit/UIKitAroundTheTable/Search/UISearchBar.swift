import Foundation

/// A search field with optional Cancel and scope buttons.
///
/// The text lives in ``searchTextField`` (a ``UISearchTextField`` subview): ``text``,
/// ``placeholder`` and the keyboard traits read and write the field's. Tests type with the
/// field's `simulateTap()` and `simulateTyping(_:)`, and tap the bar's buttons with
/// ``simulateCancelButtonTap()`` and ``simulateScopeButtonTap(at:)``. Headless: nothing is
/// drawn; background and icon images, position adjustments and bar positioning are missing.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// How the search bar is drawn.
    public enum Style: UInt, Sendable {
        /// The default style.
        case `default` = 0
        /// A translucent background and an opaque search field.
        case prominent = 1
        /// No background and a translucent search field.
        case minimal = 2
    }

    /// A search bar's icon.
    public enum Icon: Int, Sendable {
        /// The magnifying glass.
        case search = 0
        /// The clear button.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results-list button.
        case resultsList = 3
    }

    private var createdSearchTextField: UISearchTextField?
    private var iconImages: [Icon: StateValues<UIImage>] = [:]
    private var iconAdjustments: [Icon: UIOffset] = [:]
    private var backgroundImages = AppearanceValues<UIImage>()
    private var searchFieldBackgroundImages = AppearanceValues<UIImage>()
    private var scopeBarButtonBackgroundImages = AppearanceValues<UIImage>()
    private var scopeBarButtonDividerImages = AppearanceValues<UIImage>()
    private var scopeBarTitleAttributes = AppearanceValues<[NSAttributedString.Key: Any]>()

    /// The bar's style of colours (`.default` or `.black`). Headless: stored.
    open var barStyle: UIBarStyle = .default
    /// The image drawn behind the bar. Headless: stored.
    open var backgroundImage: UIImage?
    /// The image drawn behind the scope bar. Headless: stored.
    open var scopeBarBackgroundImage: UIImage?
    /// How far the search text is moved from its usual place; zero by default. Headless: stored.
    open var searchTextPositionAdjustment: UIOffset = .zero
    /// How far the search field's background is moved; zero by default. Headless: stored.
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero

    /// Sets the image drawn behind the bar at a position with bar metrics. Headless: stored.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - barPosition: The bar's position.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition.rawValue, barMetrics.rawValue] = backgroundImage
    }

    /// The image set behind the bar at a position with bar metrics.
    ///
    /// - Parameters:
    ///   - barPosition: The bar's position.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition.rawValue, barMetrics.rawValue]
    }

    /// Sets the image drawn behind the search field in a state. Headless: stored.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The state.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgroundImages[Int(state.rawValue)] = backgroundImage
    }

    /// The image set behind the search field in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        searchFieldBackgroundImages[Int(state.rawValue)]
    }

    /// Sets the background image of the scope bar's buttons in a state. Headless: stored.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The state.
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        scopeBarButtonBackgroundImages[Int(state.rawValue)] = backgroundImage
    }

    /// The background image set for the scope bar's buttons in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeBarButtonBackgroundImages[Int(state.rawValue)]
    }

    /// Sets the divider drawn between two scope buttons in the given states. Headless: stored.
    ///
    /// - Parameters:
    ///   - dividerImage: The image, or `nil`.
    ///   - leftState: The state of the button on the left.
    ///   - rightState: The state of the button on the right.
    open func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        scopeBarButtonDividerImages[Int(leftState.rawValue), Int(rightState.rawValue)] = dividerImage
    }

    /// The divider set between two scope buttons in the given states.
    ///
    /// - Parameters:
    ///   - leftState: The state of the button on the left.
    ///   - rightState: The state of the button on the right.
    /// - Returns: The image, or `nil`.
    open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        scopeBarButtonDividerImages[Int(leftState.rawValue), Int(rightState.rawValue)]
    }

    /// Sets the text attributes of the scope buttons' titles in a state. Headless: stored.
    ///
    /// - Parameters:
    ///   - attributes: The attributes, or `nil`.
    ///   - state: The state.
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeBarTitleAttributes[Int(state.rawValue)] = attributes
    }

    /// The text attributes set for the scope buttons' titles in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes, or `nil`.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBarTitleAttributes[Int(state.rawValue)]
    }

    /// Sets the image of an icon in a state (`.normal`, `.highlighted`…); a state without its
    /// own image uses the normal state's.
    ///
    /// - Parameters:
    ///   - iconImage: The image; `nil` for the standard one.
    ///   - icon: The icon.
    ///   - state: The state.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[icon, default: StateValues()][state] = iconImage
    }

    /// The image set for an icon in a state, falling back to the normal state's.
    ///
    /// - Parameters:
    ///   - icon: The icon.
    ///   - state: The state.
    /// - Returns: The image; `nil` when none was set (headless: the standard icons are not
    ///   modelled).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        iconImages[icon]?[state]
    }

    /// Moves an icon from its usual place.
    ///
    /// - Parameters:
    ///   - adjustment: The offset. Headless: stored.
    ///   - icon: The icon.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        iconAdjustments[icon] = adjustment
    }

    /// How far an icon is moved; zero unless set.
    ///
    /// - Parameter icon: The icon.
    /// - Returns: The offset.
    open func positionAdjustment(for icon: Icon) -> UIOffset {
        iconAdjustments[icon] ?? .zero
    }

    /// The search controller that owns this bar, if any.
    weak var searchController: UISearchController?

    /// Creates a search bar with the given frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a search bar from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The height of a search bar since iOS 11, 56 points, and no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 56)
    }

    /// The width offered and the search bar's height, 56 points, so that `sizeToFit()` keeps the
    /// bar's width and gives it its height.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: `size.width` × 56.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// The object asked about editing and told of typing and taps, held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The bar's text field, created on first use as a subview.
    open var searchTextField: UISearchTextField {
        if let createdSearchTextField { return createdSearchTextField }
        let field = UISearchTextField(frame: bounds)
        field.owningSearchBar = self
        field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        createdSearchTextField = field
        addSubview(field)
        return field
    }

    /// The search text: the text field's. Setting it in code calls no delegate method.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder shown while the text is empty: the text field's.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the bar.
    open var prompt: String?
    /// Whether the Cancel button is shown.
    open var showsCancelButton: Bool = false
    /// Whether the bookmark button is shown.
    open var showsBookmarkButton: Bool = false
    /// Whether the search results button is shown.
    open var showsSearchResultsButton: Bool = false
    /// Whether the search results button is selected.
    open var isSearchResultsButtonSelected: Bool = false
    /// The bar's style.
    open var searchBarStyle: Style = .default
    /// The tint of the bar's background.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent: Bool = true
    /// The titles of the scope buttons, if any.
    open var scopeButtonTitles: [String]?
    /// The index of the selected scope button. Setting it in code calls no delegate method.
    open var selectedScopeButtonIndex: Int = 0
    /// Whether the scope bar is shown.
    open var showsScopeBar: Bool = false

    /// Shows or hides the Cancel button.
    ///
    /// - Parameters:
    ///   - showsCancelButton: Whether to show it.
    ///   - animated: Ignored headlessly.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar.
    ///
    /// - Parameters:
    ///   - show: Whether to show it.
    ///   - animate: Ignored headlessly.
    open func setShowsScope(_ show: Bool, animated animate: Bool) {
        showsScopeBar = show
    }

    // MARK: - First responder

    /// The bar becomes first responder through its text field.
    ///
    /// - Returns: Whether the text field is now the first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// The bar resigns first responder through its text field.
    ///
    /// - Returns: Whether the text field is no longer the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    /// Whether the bar's text field is the first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: - Text input traits (the text field's)

    /// How the keyboard capitalizes letters.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether misspelled words are marked.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Whether straight quotes become typographic quotes.
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Whether double hyphens become dashes.
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Whether spaces are adjusted around inserted and deleted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The kind of keyboard.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The title of the Return key: ``UIReturnKeyType/search`` unless set.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether the Return key is disabled while the text is empty.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// What the bar holds, for automatic filling.
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}

// The user's taps on the bar's buttons (HeadlessUIKit-only).
extension UISearchBar {
    /// Taps the Cancel button (HeadlessUIKit-only): tells the delegate
    /// (`searchBarCancelButtonClicked`); a search controller's bar also clears its text, ends
    /// editing and deactivates the controller, as UIKit's search controller does.
    ///
    /// - Throws: ``HeadlessTextInputError`` when the Cancel button is not shown.
    public func simulateCancelButtonTap() throws {
        guard showsCancelButton, !isHidden, isUserInteractionEnabled else {
            throw HeadlessTextInputError(description: "The search bar's Cancel button is not shown (showsCancelButton is false).")
        }
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }

    /// Taps a scope button (HeadlessUIKit-only): selects it and tells the delegate
    /// (`searchBar(_:selectedScopeButtonIndexDidChange:)`) and the search controller's results
    /// updater, when the selection changes.
    ///
    /// - Parameter index: The index in ``scopeButtonTitles``.
    /// - Throws: ``HeadlessTextInputError`` when the scope bar is not shown or has no such button.
    public func simulateScopeButtonTap(at index: Int) throws {
        let titles = scopeButtonTitles ?? []
        guard showsScopeBar || searchController?.isActive == true, titles.indices.contains(index) else {
            throw HeadlessTextInputError(description: "The search bar shows no scope button \(index) (scopeButtonTitles: \(titles), showsScopeBar: \(showsScopeBar)).")
        }
        guard index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.updateSearchResultsIfActive()
    }
}
