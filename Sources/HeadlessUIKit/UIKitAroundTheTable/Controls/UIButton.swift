import Foundation

/// A control that runs actions when tapped, showing a title and an image per state.
///
/// Headless: titles, colors and images are stored per ``UIControl/State`` and the current ones
/// are shown through ``titleLabel`` and ``imageView``; a state without its own value falls back
/// to ``UIControl/State/normal``'s, as in UIKit. Tap it in tests with ``UIControl/simulateTap()``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type, fixed at creation: ``ButtonType/custom`` unless created with
    /// ``init(type:)``.
    open private(set) var buttonType: ButtonType = .custom
    /// The button's role, for how it is drawn in alerts and menus.
    open var role: Role = .normal

    private var titles = StateValues<String>()
    private var attributedTitles = StateValues<NSAttributedString>()
    private var titleColors = StateValues<UIColor>()
    private var images = StateValues<UIImage>()
    private var backgroundImages = StateValues<UIImage>()
    private var createdTitleLabel: UILabel?
    private var createdImageView: UIImageView?

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

    /// The title shown in the current state.
    open var currentTitle: String? { attributedTitles[state]?.string ?? titles[state] }
    /// The styled title shown in the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitles[state] }

    /// The title color in the current state: the one set, else the ``UIView/tintColor`` for
    /// system buttons and white for others (UIKit's defaults).
    open var currentTitleColor: UIColor {
        titleColors[state] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The label showing ``currentTitle``, created and added as a subview on first access.
    open var titleLabel: UILabel? {
        if let createdTitleLabel { return createdTitleLabel }
        let label = UILabel()
        createdTitleLabel = label
        addSubview(label)
        updateContent()
        return label
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

    /// The image shown in the current state.
    open var currentImage: UIImage? { images[state] }
    /// The background image shown in the current state.
    open var currentBackgroundImage: UIImage? { backgroundImages[state] }

    /// The image view showing ``currentImage``, created and added as a subview on first access.
    open var imageView: UIImageView? {
        if let createdImageView { return createdImageView }
        let view = UIImageView()
        createdImageView = view
        addSubview(view)
        updateContent()
        return view
    }

    // MARK: - Sizing

    /// The size of the title and image side by side, with the headless text metrics of
    /// ``UILabel``.
    open override var intrinsicContentSize: CGSize {
        let label = UILabel()
        label.font = createdTitleLabel?.font
        label.text = currentTitle
        let titleSize = label.intrinsicContentSize
        let imageSize = currentImage?.size ?? .zero
        return CGSize(width: titleSize.width + imageSize.width, height: max(titleSize.height, imageSize.height))
    }

    /// The button's intrinsic content size.
    ///
    /// - Parameter size: Ignored.
    /// - Returns: ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: - State

    override func stateDidChange() {
        super.stateDidChange()
        updateContent()
    }

    private func updateContent() {
        if let createdTitleLabel {
            if let attributed = currentAttributedTitle {
                createdTitleLabel.attributedText = attributed
            } else {
                createdTitleLabel.text = currentTitle
            }
            createdTitleLabel.textColor = currentTitleColor
        }
        createdImageView?.image = currentImage
        invalidateIntrinsicContentSize()
    }
}

/// Values a button keeps per control state, falling back to the normal state's.
struct StateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
