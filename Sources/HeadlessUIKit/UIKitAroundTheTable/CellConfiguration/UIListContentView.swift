import Foundation

/// The content view of a ``UIListContentConfiguration``: an image, the text and the secondary
/// text.
///
/// Headless: the configuration is shown by plain subviews a test can find, as on iOS, where they
/// are private: a `UIImageView` when there is an image, then a `UILabel` for the text and one
/// for the secondary text, each only while the configuration has that content, placed before any
/// subviews an app adds. A label's `text` is the text after the configuration's `transform`.
/// Nothing is laid out or drawn. `textLayoutGuide`, `secondaryTextLayoutGuide` and `imageLayoutGuide` are not
/// declared (HeadlessUIKit has no `UILayoutGuide` yet).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private var imageView: UIImageView?
    private var textLabel: UILabel?
    private var secondaryTextLabel: UILabel?

    /// Creates a content view showing a configuration.
    ///
    /// - Parameter configuration: The configuration to show.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply(configuration)
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

    // MARK: - Private

    private func apply(_ configuration: UIListContentConfiguration) {
        let previous: [UIView] = [imageView, textLabel, secondaryTextLabel].compactMap { $0 }
        imageView = configuration.image.map { image in
            let view = imageView ?? UIImageView(image: nil)
            view.image = image
            view.alpha = configuration.alpha
            return view
        }
        textLabel = label(textLabel, configuration.text, configuration.attributedText, configuration.textProperties, configuration.alpha)
        secondaryTextLabel = label(
            secondaryTextLabel,
            configuration.secondaryText,
            configuration.secondaryAttributedText,
            configuration.secondaryTextProperties,
            configuration.alpha
        )
        let shown: [UIView] = [imageView, textLabel, secondaryTextLabel].compactMap { $0 }
        for view in previous where !shown.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for (index, view) in shown.enumerated() {
            insertSubview(view, at: index)
        }
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
        // UILabel keeps `text` and `attributedText` in step: set the one the configuration has.
        if let attributedText {
            label.attributedText = attributedText
        } else {
            label.text = text.map { transformed($0, properties.transform) }
        }
        label.numberOfLines = properties.numberOfLines
        label.alpha = alpha
        return label
    }
}
