import Foundation

/// A content configuration for an empty state: an image, a text, a secondary text and up to
/// two buttons, shown by a ``UIContentUnavailableView`` or a view controller's
/// `contentUnavailableConfiguration`.
///
/// Start from a factory: ``empty()``, ``loading()`` or ``search()``. UIKit does not document
/// what its factories fill in (fonts, colors, images, texts, paddings); HeadlessUIKit's
/// choices: every factory sets a title2 text in `label` and a body secondary text in
/// `secondaryLabel`, centered alignment and zero paddings and margins; ``loading()`` shows an
/// activity indicator where the image goes; ``search()`` sets the `magnifyingglass` symbol and
/// the text "No Results". ``updated(for:)`` changes nothing.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// How the content is aligned.
    public enum Alignment: Int, Hashable, Sendable {
        /// Centered.
        case center = 0
        /// The natural alignment of the text's script.
        case natural = 1
    }

    /// Which factory made the configuration; `loading` shows an activity indicator.
    enum Kind: Hashable {
        case empty, loading, search
    }

    /// The factory that made the configuration.
    let kind: Kind

    // MARK: - Content

    /// The image shown above the text.
    public var image: UIImage?
    /// How the image (or the loading indicator) is shown.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; shown instead of ``text`` when set.
    public var attributedText: NSAttributedString?
    /// How the primary text is shown.
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2), color: .label)
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; shown instead of ``secondaryText`` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The primary button; shown when it has a title or an image.
    public var button = UIButton.Configuration.plain()
    /// The primary button's action, menu, role and enabled state.
    public var buttonProperties = ButtonProperties()
    /// The secondary button; shown when it has a title or an image.
    public var secondaryButton = UIButton.Configuration.plain()
    /// The secondary button's action, menu, role and enabled state.
    public var secondaryButtonProperties = ButtonProperties()
    /// The background behind the content.
    public var background = UIBackgroundConfiguration.clear()

    // MARK: - Layout

    /// How the image, text and buttons are aligned; `.center` by default.
    public var alignment: Alignment = .center
    /// The axes on which the view keeps the layout margins it inherits from its superview.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    private var storedLayoutMargins = HashedByEquality(NSDirectionalEdgeInsets.zero)
    /// The padding between the image and the text.
    public var imageToTextPadding: CGFloat = 0
    /// The padding between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 0
    /// The padding between the texts and the buttons.
    public var textToButtonPadding: CGFloat = 0
    /// The padding between the two buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 0

    /// The margins between the content and the view's edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedLayoutMargins.value }
        set { storedLayoutMargins = HashedByEquality(newValue) }
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    // MARK: - Factories

    /// The configuration for content that is not there: nothing filled in.
    ///
    /// - Returns: A new configuration.
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(kind: .empty)
    }

    /// The configuration for content that is loading: an activity indicator where the image
    /// goes.
    ///
    /// - Returns: A new configuration.
    public static func loading() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(kind: .loading)
    }

    /// The configuration for a search that found nothing. Headless: the `magnifyingglass`
    /// symbol and the text "No Results" (UIKit's exact content is not documented).
    ///
    /// - Returns: A new configuration.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .search)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    // MARK: - UIContentConfiguration

    /// Creates a content-unavailable view showing this configuration.
    ///
    /// - Returns: The view.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// The configuration for a state. Headless: unchanged.
    ///
    /// - Parameter state: The state.
    /// - Returns: This configuration.
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        self
    }
}
