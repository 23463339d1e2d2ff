import Foundation

/// A control that runs actions when tapped, showing a title and an image per state.
///
/// Headless: titles, colors and images are stored per ``UIControl/State`` and the current ones
/// are shown through ``titleLabel`` and ``imageView``; a state without its own value falls back
/// to ``UIControl/State/normal``'s, as in UIKit. With a ``configuration`` (iOS 15), the labels and
/// the image view show its title, subtitle and image where no per-state value is set. Tap it in
/// tests with ``UIControl/simulateTap()``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type, fixed at creation: ``ButtonType/custom`` unless created with
    /// ``init(type:)``.
    open private(set) var buttonType: ButtonType = .custom
    /// The button's role, for how it is drawn in alerts and menus.
    open var role: Role = .normal
    /// Whether the button's image grows with the accessibility text sizes. Headless: stored;
    /// images keep their size.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    private var titles = StateValues<String>()
    private var attributedTitles = StateValues<NSAttributedString>()
    private var titleColors = StateValues<UIColor>()
    private var titleShadowColors = StateValues<UIColor>()
    private var images = StateValues<UIImage>()
    private var backgroundImages = StateValues<UIImage>()
    private var symbolConfigurations = StateValues<UIImage.SymbolConfiguration>()
    private var createdTitleLabel: UILabel?
    private var createdSubtitleLabel: UILabel?
    private var createdImageView: UIImageView?
    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    /// Creates a custom button with the given frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of a type, with a zero frame.
    ///
    /// - Parameter buttonType: The type; ``ButtonType/system`` buttons title in the tint color.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// How ``systemButton(with:target:action:)`` creates a button of the receiving class; not for
    /// use in code.
    ///
    /// Swift constructs a class held in a metatype only through a `required` initializer. This
    /// one is unavailable, so subclasses never have to provide it; it calls ``init(frame:)``,
    /// dispatching to a subclass's override as UIKit's Objective-C runtime does.
    /// - Parameter buttonType: The button's type.
    @available(*, unavailable, message: "call init(type:)")
    public required convenience init(headlessType buttonType: ButtonType) {
        self.init(type: buttonType)
    }

    /// Creates a system button showing an image, whose tap would call a method on a target.
    ///
    /// Headless: the target–action pair is recorded, not invoked (see `UIControl`); register a
    /// `UIAction` for behaviour tests run.
    /// - Parameters:
    ///   - image: The image, for the normal state.
    ///   - target: The object to call.
    ///   - action: The method to call on ``UIControl/Event/touchUpInside``, or `nil`.
    /// - Returns: A button of the receiving class.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        guard let button = ((self as AnyClass) as? any SystemButtonInitializable.Type)?.init(headlessType: .system) as? Self else {
            preconditionFailure("\(self) cannot be created as a system button")
        }
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// Creates a system button with a configuration, whose primary action runs when tapped.
    ///
    /// The action's title and image, when it has them, are copied into the configuration, as in
    /// UIKit.
    /// - Parameters:
    ///   - configuration: The configuration.
    ///   - primaryAction: The action, or `nil`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// Creates a button of a type whose primary action runs when tapped.
    ///
    /// The action's title and image become the button's normal title and image, as in UIKit.
    /// - Parameters:
    ///   - buttonType: The type; ``ButtonType/system`` unless given.
    ///   - primaryAction: The action, or `nil`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    // MARK: - Titles

    /// Sets the title for a state.
    ///
    /// - Parameters:
    ///   - title: The title; `nil` falls back to the normal title.
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// The title for a state, falling back to the normal title.
    ///
    /// - Parameter state: The state.
    /// - Returns: The title, or `nil`.
    open func title(for state: State) -> String? {
        titles[state]
    }

    /// Sets the styled title for a state; it is shown instead of the plain title.
    ///
    /// - Parameters:
    ///   - title: The styled title.
    ///   - state: The state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        updateContent()
    }

    /// The styled title for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The styled title, or `nil`.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state]
    }

    /// Sets the title color for a state.
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - state: The state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title color for a state, falling back to the normal one; `nil` when none is set.
    ///
    /// - Parameter state: The state.
    /// - Returns: The color.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state]
    }

    /// Sets the color of the title's shadow for a state: the title label's `shadowColor` in that
    /// state.
    ///
    /// - Parameters:
    ///   - color: The color, or `nil` for no shadow.
    ///   - state: The state.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state] = color
        updateContent()
    }

    /// The color of the title's shadow for a state, falling back to the normal one; `nil` when
    /// none is set.
    ///
    /// - Parameter state: The state.
    /// - Returns: The color.
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state]
    }

    /// The color of the title's shadow in the current state, or `nil`.
    open var currentTitleShadowColor: UIColor? { titleShadowColors[state] }

    /// The title shown in the current state: the one set for the state (or the normal state),
    /// else the ``configuration``'s title.
    open var currentTitle: String? { attributedTitles[state]?.string ?? titles[state] ?? configuration?.title }
    /// The styled title shown in the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitles[state] }

    /// The title color in the current state: the one set, else the ``configuration``'s
    /// foreground color, else the ``UIView/tintColor`` for system buttons and white for others
    /// (UIKit's defaults).
    open var currentTitleColor: UIColor {
        if let color = titleColors[state] { return color }
        if let configuration { return configuration.resolvedForegroundColor(tintColor: tintColor) }
        return buttonType == .custom ? .white : tintColor
    }

    /// The label showing ``currentTitle``, created and added as a subview on first access.
    open var titleLabel: UILabel? { contentSubview(\.createdTitleLabel, UILabel()) }

    /// The label showing the ``configuration``'s subtitle, created and added as a subview on
    /// first access; `nil` for a button without a configuration, as in UIKit.
    open var subtitleLabel: UILabel? {
        configuration == nil ? nil : contentSubview(\.createdSubtitleLabel, UILabel())
    }

    // MARK: - Images

    /// Sets the image for a state.
    ///
    /// - Parameters:
    ///   - image: The image; `nil` falls back to the normal image.
    ///   - state: The state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// The image for a state, falling back to the normal image.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func image(for state: State) -> UIImage? {
        images[state]
    }

    /// Sets the background image for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
    }

    /// The background image for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state]
    }

    /// The image shown in the current state: the one set for the state (or the normal state),
    /// else the ``configuration``'s image unless it shows an activity indicator.
    open var currentImage: UIImage? {
        images[state] ?? configuration.flatMap { $0.showsActivityIndicator ? nil : $0.image }
    }
    /// The background image shown in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImages[state] }

    /// The image view showing ``currentImage``, created and added as a subview on first access.
    open var imageView: UIImageView? { contentSubview(\.createdImageView, UIImageView()) }

    // MARK: - Sizing

    /// The size of the title and image side by side, with the headless text metrics of
    /// ``UILabel``, plus ``contentEdgeInsets`` for a button without a ``configuration``
    /// (``titleEdgeInsets`` and ``imageEdgeInsets`` do not count, as in UIKit).
    open override var intrinsicContentSize: CGSize {
        let label = UILabel()
        label.font = createdTitleLabel?.font
        label.text = currentTitle
        let titleSize = label.intrinsicContentSize
        let imageSize = currentImage?.size ?? .zero
        let insets = configuration == nil ? contentEdgeInsets : .zero
        return CGSize(
            width: titleSize.width + imageSize.width + insets.left + insets.right,
            height: max(titleSize.height, imageSize.height) + insets.top + insets.bottom
        )
    }

    /// The button's intrinsic content size.
    ///
    /// - Parameter size: Ignored.
    /// - Returns: ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: - Content rectangles (before configurations)

    /// The margins around the title and image together; zero by default. They add to
    /// ``intrinsicContentSize`` and shrink ``contentRect(forBounds:)``. Ignored with a
    /// ``configuration``, as in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Moves the title from where ``titleRect(forContentRect:)`` puts it; zero by default.
    /// Ignored with a ``configuration``.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image from where ``imageRect(forContentRect:)`` puts it; zero by default.
    /// Ignored with a ``configuration``.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Whether the image is drawn darker while highlighted; `true` by default. Headless: stored.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenHighlighted: Bool = true

    /// Whether the title's shadow changes from engraved to embossed while highlighted; `false` by
    /// default. Headless: stored (shadows are not drawn).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    open var reversesTitleShadowWhenHighlighted: Bool = false

    /// Whether a glow shows where the button is touched while highlighted; `false` by default.
    /// Headless: stored (nothing is drawn).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var showsTouchWhenHighlighted: Bool = false

    /// Whether the image is drawn lighter while disabled; `true` by default. Headless: stored.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var adjustsImageWhenDisabled: Bool = true

    /// Whether the pointer (iPad trackpad) effect is on; `false` by default. Headless: stored.
    open var isPointerInteractionEnabled: Bool = false

    /// The rectangle the background image fills: the bounds.
    ///
    /// - Parameter bounds: The button's bounds.
    /// - Returns: The rectangle.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// The rectangle the title and image share: the bounds inset by ``contentEdgeInsets``.
    ///
    /// - Parameter bounds: The button's bounds.
    /// - Returns: The rectangle.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where ``titleLabel`` goes in the content rectangle: right of the image, the pair centred
    /// in the content rectangle, then moved by ``titleEdgeInsets``. Override it to place the
    /// title elsewhere; layout uses it for a button without a ``configuration``.
    ///
    /// Headless: the pair is always centred (UIKit follows `contentHorizontalAlignment` and
    /// `contentVerticalAlignment`), and sizes come from the headless text metrics.
    /// - Parameter contentRect: The content rectangle, from ``contentRect(forBounds:)``.
    /// - Returns: The title's frame.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentFrames(in: contentRect).title.inset(by: titleEdgeInsets)
    }

    /// Where ``imageView`` goes in the content rectangle: left of the title, the pair centred,
    /// then moved by ``imageEdgeInsets``. Override it to place the image elsewhere.
    ///
    /// Headless: as ``titleRect(forContentRect:)``.
    /// - Parameter contentRect: The content rectangle, from ``contentRect(forBounds:)``.
    /// - Returns: The image's frame.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentFrames(in: contentRect).image.inset(by: imageEdgeInsets)
    }

    /// The title and image frames side by side, centred in `contentRect`.
    private func contentFrames(in contentRect: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = currentImage?.size ?? .zero
        let label = UILabel()
        label.font = createdTitleLabel?.font
        label.attributedText = currentAttributedTitle ?? currentTitle.map { NSAttributedString(string: $0) }
        let fitted = label.intrinsicContentSize
        let titleSize = CGSize(width: min(fitted.width, max(contentRect.width - imageSize.width, 0)), height: fitted.height)
        let left = contentRect.midX - (imageSize.width + titleSize.width) / 2
        let image = CGRect(x: left, y: contentRect.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        let title = CGRect(x: image.maxX, y: contentRect.midY - titleSize.height / 2, width: titleSize.width, height: titleSize.height)
        return (image, title)
    }

    // MARK: - Symbol configurations

    /// Sets the symbol attributes the image is drawn with in a state.
    ///
    /// Headless: ``imageView``'s `preferredSymbolConfiguration` shows the current state's.
    /// - Parameters:
    ///   - configuration: The attributes; `nil` to fall back to the normal state's.
    ///   - state: The state.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state] = configuration
        updateContent()
    }

    /// The symbol attributes set for a state, falling back to the normal state's.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes, or `nil`.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state]
    }

    /// The symbol attributes for the button's current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { symbolConfigurations[state] }

    // MARK: - Configuration

    /// The button's appearance as a configuration (iOS 15); `nil` for a button styled through
    /// ``setTitle(_:for:)`` and the other per-state methods.
    ///
    /// Setting it shows its content at once and requests a configuration update
    /// (``setNeedsUpdateConfiguration()``). Values set per state (``setTitle(_:for:)``,
    /// ``setImage(_:for:)``, ``setTitleColor(_:for:)``) take precedence over the configuration's
    /// (HeadlessUIKit's choice, not checked against a device).
    open var configuration: Configuration? {
        didSet {
            updateContent()
            setNeedsUpdateConfiguration()
        }
    }

    /// A closure run at each configuration update, after ``updateConfiguration()``, typically to
    /// change ``configuration`` for the button's state. Setting it requests an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a pointer hovers over the button (iOS 15), for a ``configurationUpdateHandler``
    /// to style; headless: always `false`, as there is no pointer.
    open var isHovered: Bool { false }

    /// Whether the button is held down to show its menu (iOS 15), for a
    /// ``configurationUpdateHandler`` to style; headless: always `false`, as a menu is picked
    /// from at once with `simulateTapOnMenuAction(titled:)`.
    open var isHeld: Bool { false }

    /// The order of the menu's elements when it opens (iOS 16); ``UIContextMenuConfiguration/ElementOrder/automatic``
    /// by default. Stored (headless: a menu is picked from by title, so its order does not
    /// change what a test can pick).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// Whether a configuration update replaces ``configuration`` with its
    /// `updated(for:)` value; `true` by default.
    open var automaticallyUpdatesConfiguration: Bool = true

    /// Requests a configuration update: it runs at the button's next layout pass
    /// (`layoutIfNeeded()` or `headlessTurnRunLoop()`), or at the end of a simulated tap, which
    /// stands for the run-loop turn after a touch. State changes request one too, as in UIKit.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration, !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates ``configuration`` for the button's state: the default replaces it with its
    /// `updated(for:)` value when ``automaticallyUpdatesConfiguration`` is `true`. Subclasses
    /// override it to customize the update and call `super`; do not call it directly, call
    /// ``setNeedsUpdateConfiguration()``.
    open func updateConfiguration() {
        guard automaticallyUpdatesConfiguration, let configuration else { return }
        self.configuration = configuration.updated(for: self)
    }

    /// Runs a requested configuration update before laying out, as UIKit does: ``updateConfiguration()``,
    /// then ``configurationUpdateHandler``. Without a configuration, places ``imageView`` and
    /// ``titleLabel`` at ``imageRect(forContentRect:)`` and ``titleRect(forContentRect:)``.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        guard configuration == nil else { return }
        let content = contentRect(forBounds: bounds)
        // As in UIKit, a button with an image or a title shows it in its image view or label.
        (currentImage == nil ? createdImageView : imageView)?.frame = imageRect(forContentRect: content)
        (currentTitle == nil ? createdTitleLabel : titleLabel)?.frame = titleRect(forContentRect: content)
    }

    /// Runs a requested configuration update now.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    // MARK: - Menu and selection

    /// The menu the button shows: on a long press, or on a tap when
    /// ``UIControl/showsMenuAsPrimaryAction`` is `true`. Kept, not copied.
    open var menu: UIMenu?

    /// Whether a tap toggles ``UIControl/isSelected`` before the primary action is sent (when the
    /// button has no menu); `false` by default. With a menu shown as the primary action, the
    /// button is a pop-up button: the action picked (`simulateTapOnMenuAction(titled:)`) becomes
    /// the selected one and the title.
    open var changesSelectionAsPrimaryAction: Bool = false

    // MARK: - State

    override func stateDidChange() {
        super.stateDidChange()
        updateContent()
        setNeedsUpdateConfiguration()
    }

    /// A tap toggles the selection when ``changesSelectionAsPrimaryAction`` asks for it, sends
    /// the primary action unless the tap shows the menu, and then runs the configuration update
    /// the tap requested.
    override func headlessTapCompleted() {
        if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
        if !(showsMenuAsPrimaryAction && menu != nil) { super.headlessTapCompleted() }
        updateConfigurationIfNeeded()
    }

    /// A subview showing content, kept at `keyPath`: created, added and filled on first access.
    private func contentSubview<View: UIView>(_ keyPath: ReferenceWritableKeyPath<UIButton, View?>, _ make: @autoclosure () -> View) -> View {
        if let created = self[keyPath: keyPath] { return created }
        let view = make()
        self[keyPath: keyPath] = view
        addSubview(view)
        updateContent()
        return view
    }

    private func updateContent() {
        if let createdTitleLabel {
            if let attributed = currentAttributedTitle {
                createdTitleLabel.attributedText = attributed
            } else {
                createdTitleLabel.text = currentTitle
            }
            createdTitleLabel.textColor = currentTitleColor
            createdTitleLabel.shadowColor = currentTitleShadowColor
            if let configuration, titles[state] == nil, attributedTitles[state] == nil {
                show(
                    configuration.resolvedTitleAttributes(font: Self.configurationFont, tintColor: tintColor),
                    in: createdTitleLabel, keepingColor: titleColors[state] != nil)
            }
        }
        if let createdSubtitleLabel {
            createdSubtitleLabel.text = configuration?.subtitle
            createdSubtitleLabel.textColor = currentTitleColor
            if let configuration {
                show(
                    configuration.resolvedSubtitleAttributes(font: Self.configurationFont, tintColor: tintColor),
                    in: createdSubtitleLabel, keepingColor: titleColors[state] != nil)
            }
        }
        createdImageView?.image = currentImage
        createdImageView?.preferredSymbolConfiguration =
            configuration?.preferredSymbolConfigurationForImage ?? currentPreferredSymbolConfiguration
        if let createdImageView, let configuration {
            createdImageView.tintColor = configuration.resolvedImageColor(tintColor: tintColor)
        }
        invalidateIntrinsicContentSize()
    }

    /// Shows the title, subtitle and image again in colors derived from the new tint color, as
    /// UIKit's buttons do.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// The font a configuration's texts start from, before their own attributes and
    /// transformers: the 17-point system font (headless; UIKit's varies with the button size).
    private static var configurationFont: UIFont { .systemFont(ofSize: 17) }

    /// Shows resolved text attributes (font and color) in a label; a color set per state
    /// (``setTitleColor(_:for:)``) is kept.
    private func show(_ attributes: AttributeContainer, in label: UILabel, keepingColor: Bool) {
        if let font = attributes.font { label.font = font }
        if !keepingColor, let color = attributes.foregroundColor { label.textColor = color }
    }
}

/// A button class created from its metatype, as UIKit's Objective-C runtime does for
/// `systemButton(with:target:action:)`.
///
/// The conformance is unavailable, like the initializer it reaches, so that it imposes nothing on
/// subclasses; the button casts its class to this protocol at runtime.
@MainActor
protocol SystemButtonInitializable: AnyObject {
    /// Creates a button of a type.
    init(headlessType buttonType: UIButton.ButtonType)
}

@available(*, unavailable)
extension UIButton: SystemButtonInitializable {}

/// Values a button keeps per control state, falling back to the normal state's.
struct StateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
