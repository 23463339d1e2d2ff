import Foundation

/// The content view of a ``UIListContentConfiguration``: an image, the text and the secondary
/// text.
///
/// Headless: the configuration is shown by plain subviews a test can find, as on iOS, where they
/// are private: a `UIImageView` when there is an image, then a `UILabel` for the text and one
/// for the secondary text, each only while the configuration has that content, placed before any
/// subviews an app adds. The labels show the text after the configuration's `transform`, in its
/// font, resolved color, alignment, line-break mode and line limit; the image view has the
/// resolved tint color (none of its own when the configuration sets neither a tint nor a
/// transformer, so it inherits the view's). The layout is a simple model of UIKit's, described
/// at ``layoutSubviews()``; nothing is drawn.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// The image view, while the configuration has an image.
    private(set) var shownImageView: UIImageView?
    /// The label of the text, while the configuration has text.
    private(set) var shownTextLabel: UILabel?
    /// The label of the secondary text, while the configuration has secondary text.
    private(set) var shownSecondaryTextLabel: UILabel?
    private(set) var imageGuide: UILayoutGuide?
    private(set) var textGuide: UILayoutGuide?
    private(set) var secondaryTextGuide: UILayoutGuide?

    /// Creates a content view showing a configuration: UIKit's designated initializer, which
    /// apps reach through ``init(configuration:)``.
    ///
    /// UIKit's takes `__UIListContentConfiguration`, the Objective-C class its Swift overlay
    /// converts the structure to; this one takes the structure.
    /// - Parameter configuration: The configuration to show.
    public init(__configuration configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply(configuration)
    }

    /// Creates a content view showing a configuration.
    ///
    /// - Parameter configuration: The configuration to show.
    public convenience init(configuration: UIListContentConfiguration) {
        self.init(__configuration: configuration)
    }

    /// Creates a content view from an archive; headless: nothing is decoded, the configuration
    /// is an empty ``UIListContentConfiguration/cell()``.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; it must be a ``UIListContentConfiguration``.
    ///
    /// Setting another kind of configuration is a programming error that stops the program, as
    /// UIKit raises an exception for it.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView requires a UIListContentConfiguration, not \(type(of: newValue))")
            }
            listConfiguration = configuration
            apply(configuration)
        }
    }

    /// Whether a configuration can be applied to this view: `true` for list content
    /// configurations.
    ///
    /// - Parameter configuration: The candidate configuration.
    /// - Returns: Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: - Layout guides

    /// The guide around the text; `nil` while the configuration has no text.
    ///
    /// Applying a configuration without text removes the guide from the view and deactivates the
    /// constraints that use it, as in UIKit.
    open var textLayoutGuide: UILayoutGuide? { textGuide }

    /// The guide around the secondary text; `nil` while the configuration has none.
    ///
    /// Applying a configuration without secondary text removes the guide from the view and
    /// deactivates the constraints that use it, as in UIKit.
    open var secondaryTextLayoutGuide: UILayoutGuide? { secondaryTextGuide }

    /// The guide around the image; `nil` while the configuration has no image.
    ///
    /// Applying a configuration without an image removes the guide from the view and deactivates
    /// the constraints that use it, as in UIKit.
    open var imageLayoutGuide: UILayoutGuide? { imageGuide }

    // MARK: - Layout

    /// Lays out the image and the labels, and the guides around them.
    ///
    /// Headless model of UIKit's layout, within the margins (``UIListContentConfiguration/directionalLayoutMargins``):
    /// the image at the leading edge, centered vertically, at its size (limited to
    /// `maximumSize`) in a column of `reservedLayoutSize.width` when that is larger; the texts
    /// after it and `imageToTextPadding`, each label as tall as its text wrapped at the width
    /// left. With `prefersSideBySideTextAndSecondaryText`, when both texts fit on one line with
    /// `textToSecondaryTextHorizontalPadding` between them, the secondary text sits at the
    /// trailing edge; otherwise it goes under the text after `textToSecondaryTextVerticalPadding`.
    /// The texts are centered vertically as a group. Subviews an app pins to the guides with
    /// constraints are placed after them.
    open override func layoutSubviews() {
        layOutContent(listConfiguration)
        super.layoutSubviews()
    }

    /// The view places its own layout guides around its content; only guides an app adds are
    /// placed from their constraints.
    override func placesWithConstraints(_ item: any AutoLayoutItem) -> Bool {
        super.placesWithConstraints(item) && ![imageGuide, textGuide, secondaryTextGuide].contains { $0 === item }
    }

    // MARK: - Private

    private func apply(_ configuration: UIListContentConfiguration) {
        let previous: [UIView] = [shownImageView, shownTextLabel, shownSecondaryTextLabel].compactMap { $0 }
        shownImageView = configuration.image.map { image in
            let view = shownImageView ?? UIImageView(image: nil)
            view.image = image
            view.alpha = configuration.alpha
            let properties = configuration.imageProperties
            let tinted = properties.tintColor != nil || properties.tintColorTransformer != nil
            view.tintColor = tinted ? properties.resolvedTintColor(for: tintColor) : nil
            return view
        }
        shownTextLabel = label(shownTextLabel, configuration.text, configuration.attributedText, configuration.textProperties, configuration.alpha)
        shownSecondaryTextLabel = label(
            shownSecondaryTextLabel,
            configuration.secondaryText,
            configuration.secondaryAttributedText,
            configuration.secondaryTextProperties,
            configuration.alpha
        )
        let shown: [UIView] = [shownImageView, shownTextLabel, shownSecondaryTextLabel].compactMap { $0 }
        for view in previous where !shown.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for (index, view) in shown.enumerated() {
            insertSubview(view, at: index)
        }
        imageGuide = guide(imageGuide, shown: shownImageView != nil, identifier: "UIListContentView.image")
        textGuide = guide(textGuide, shown: shownTextLabel != nil, identifier: "UIListContentView.text")
        secondaryTextGuide = guide(secondaryTextGuide, shown: shownSecondaryTextLabel != nil, identifier: "UIListContentView.secondaryText")
        directionalLayoutMargins = configuration.directionalLayoutMargins
        setNeedsLayout()
    }

    /// The guide for a piece of content, reusing `existing`; `nil` (the old guide removed, its
    /// constraints deactivated) when the content is not shown.
    private func guide(_ existing: UILayoutGuide?, shown: Bool, identifier: String) -> UILayoutGuide? {
        guard shown else {
            if let existing {
                NSLayoutConstraint.deactivate(existing.activeConstraints)
                removeLayoutGuide(existing)
            }
            return nil
        }
        if let existing { return existing }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// The text as shown after the configuration's case change.
    private func transformed(_ text: String, _ transform: UIListContentConfiguration.TextProperties.TextTransform) -> String {
        switch transform {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }

    /// The label showing a text, reusing `existing`; `nil` when there is no text.
    private func label(
        _ existing: UILabel?,
        _ text: String?,
        _ attributedText: NSAttributedString?,
        _ properties: UIListContentConfiguration.TextProperties,
        _ alpha: CGFloat
    ) -> UILabel? {
        guard text != nil || attributedText != nil else { return nil }
        let label = existing ?? UILabel()
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = Self.textAlignment(properties.alignment)
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        // UILabel keeps `text` and `attributedText` in step: set the one the configuration has.
        if let attributedText {
            label.attributedText = attributedText
        } else {
            label.text = text.map { transformed($0, properties.transform) }
        }
        label.alpha = alpha
        return label
    }

    private static func textAlignment(_ alignment: UIListContentConfiguration.TextProperties.TextAlignment) -> NSTextAlignment {
        switch alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }
}
