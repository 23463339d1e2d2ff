import Foundation

/// A view that shows a ``UIContentUnavailableConfiguration``: an empty state's image, texts and
/// buttons. A view controller shows one over its view for its `contentUnavailableConfiguration`.
///
/// Headless: the content is shown with plain subviews a test can read, in a vertical
/// `UIStackView` within the configuration's margins: an image view (or, for
/// `UIContentUnavailableConfiguration.loading()`, an animating activity indicator), a label per
/// text, a `UIButton` per button that has a title or an image; each only while the
/// configuration has it, with the configuration's padding between two parts shown one after the
/// other (the image's padding before whatever follows it). Reach them with the
/// `headless…` properties; tap a button with `simulateTap()`. The background configuration is
/// stored, not drawn.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var storedConfiguration: UIContentUnavailableConfiguration
    private let stack = UIStackView(frame: .zero)

    /// The image view shown for the configuration's image (HeadlessUIKit-only; UIKit keeps it
    /// private), or `nil` when there is none.
    public private(set) var headlessImageView: UIImageView?
    /// The activity indicator shown for a loading configuration (HeadlessUIKit-only).
    public private(set) var headlessActivityIndicator: UIActivityIndicatorView?
    /// The label showing the text (HeadlessUIKit-only), or `nil` when there is none.
    public private(set) var headlessTextLabel: UILabel?
    /// The label showing the secondary text (HeadlessUIKit-only), or `nil` when there is none.
    public private(set) var headlessSecondaryTextLabel: UILabel?
    /// The primary button (HeadlessUIKit-only), or `nil` when the configuration's button has no
    /// title or image.
    public private(set) var headlessButton: UIButton?
    /// The secondary button (HeadlessUIKit-only), or `nil` when it has no title or image.
    public private(set) var headlessSecondaryButton: UIButton?

    /// Creates a view showing a configuration.
    ///
    /// - Parameter configuration: The configuration.
    public convenience init(configuration: UIContentUnavailableConfiguration) {
        self.init(headlessConfiguration: configuration)
    }

    /// Creates the view: the designated initializer behind ``init(configuration:)``.
    init(headlessConfiguration configuration: UIContentUnavailableConfiguration) {
        storedConfiguration = configuration
        super.init(frame: .zero)
        stack.axis = .vertical
        addSubview(stack)
        apply(configuration)
    }

    /// Creates a view from an archive; headless: nothing is decoded, the configuration is
    /// `empty()`.
    ///
    /// - Parameter coder: The archive.
    public required init(coder: NSCoder) {
        storedConfiguration = .empty()
        // UIView's initializer is failable, but decodes nothing headlessly and never fails.
        super.init(coder: coder)!
        stack.axis = .vertical
        addSubview(stack)
    }

    /// The configuration shown; setting one that is not a ``UIContentUnavailableConfiguration``
    /// stops the program (UIKit raises an exception).
    public var configuration: any UIContentConfiguration {
        get { storedConfiguration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                preconditionFailure("UIContentUnavailableView only supports UIContentUnavailableConfiguration, not \(type(of: newValue))")
            }
            storedConfiguration = configuration
            apply(configuration)
        }
    }

    /// Whether the content scrolls when it does not fit; `false` by default, as in UIKit.
    /// Stored.
    open var isScrollEnabled: Bool = false

    /// Whether the view can show a configuration in place: when it is a
    /// ``UIContentUnavailableConfiguration``.
    ///
    /// - Parameter configuration: The candidate.
    /// - Returns: `true` for a content-unavailable configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    /// Places the content within the configuration's margins, as wide as they leave and as
    /// tall as it needs, centered vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = storedConfiguration.directionalLayoutMargins
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        let available = max(0, bounds.height - margins.top - margins.bottom)
        let height = min(stack.intrinsicContentSize(forLayoutWidth: width).height, available)
        stack.frame = CGRect(x: margins.leading, y: margins.top + (available - height) / 2, width: width, height: height)
    }

    // MARK: - Private

    /// Rebuilds the stack's views for `configuration`.
    private func apply(_ configuration: UIContentUnavailableConfiguration) {
        for view in stack.arrangedSubviews {
            stack.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
        stack.alignment = configuration.alignment == .center ? .center : .leading
        headlessActivityIndicator = configuration.kind == .loading ? makeActivityIndicator(configuration.imageProperties) : nil
        headlessImageView = configuration.kind == .loading ? nil : configuration.image.map { makeImageView($0, configuration.imageProperties) }
        headlessTextLabel = makeLabel(configuration.text, configuration.attributedText, configuration.textProperties)
        headlessSecondaryTextLabel = makeLabel(configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        headlessButton = makeButton(configuration.button, configuration.buttonProperties)
        headlessSecondaryButton = makeButton(configuration.secondaryButton, configuration.secondaryButtonProperties)
        let arranged = [
            (headlessActivityIndicator ?? headlessImageView, Part.image),
            (headlessTextLabel, .text),
            (headlessSecondaryTextLabel, .secondaryText),
            (headlessButton, .button),
            (headlessSecondaryButton, .secondaryButton),
        ].compactMap { view, part in view.map { ($0, part) } }
        for (view, _) in arranged { stack.addArrangedSubview(view) }
        for (current, next) in zip(arranged, arranged.dropFirst()) {
            stack.setCustomSpacing(padding(after: current.1, before: next.1, in: configuration), after: current.0)
        }
        setNeedsLayout()
    }

    /// The parts of the content, top to bottom.
    private enum Part {
        case image, text, secondaryText, button, secondaryButton
    }

    /// The configuration's padding between two parts shown one after the other.
    private func padding(after part: Part, before next: Part, in configuration: UIContentUnavailableConfiguration) -> CGFloat {
        switch (part, next) {
        case (.image, _): configuration.imageToTextPadding
        case (.text, .secondaryText): configuration.textToSecondaryTextPadding
        case (.text, _), (.secondaryText, _): configuration.textToButtonPadding
        case (.button, _), (.secondaryButton, _): configuration.buttonToSecondaryButtonPadding
        }
    }

    private func makeActivityIndicator(_ properties: UIContentUnavailableConfiguration.ImageProperties) -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.color = properties.tintColor
        indicator.startAnimating()
        return indicator
    }

    private func makeImageView(_ image: UIImage, _ properties: UIContentUnavailableConfiguration.ImageProperties) -> UIImageView {
        let imageView = UIImageView(image: image)
        imageView.tintColor = properties.tintColor
        return imageView
    }

    private func makeLabel(_ text: String?, _ attributedText: NSAttributedString?, _ properties: UIContentUnavailableConfiguration.TextProperties) -> UILabel? {
        guard text != nil || attributedText != nil else { return nil }
        let label = UILabel(frame: .zero)
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.textAlignment = storedConfiguration.alignment == .center ? .center : .natural
        if let attributedText {
            label.attributedText = attributedText
        } else {
            label.text = text
        }
        return label
    }

    private func makeButton(_ configuration: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties) -> UIButton? {
        guard configuration.title != nil || configuration.attributedTitle != nil || configuration.image != nil else { return nil }
        let button = UIButton(configuration: configuration, primaryAction: properties.primaryAction)
        button.menu = properties.menu
        button.role = properties.role
        button.isEnabled = properties.isEnabled
        return button
    }
}
