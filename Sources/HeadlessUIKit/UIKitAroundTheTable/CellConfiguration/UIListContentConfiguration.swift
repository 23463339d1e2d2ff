import Foundation

/// A content configuration for a list cell, header or footer: text, secondary text and an image,
/// with their styling.
///
/// Get one from a view's `defaultContentConfiguration()` or a factory such as ``cell()``, fill in
/// the content and assign it to the view's `contentConfiguration`:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = recipe.name
/// content.secondaryText = recipe.duration
/// cell.contentConfiguration = content
/// ```
///
/// Each factory gives the text and secondary text the fonts and colors of its style, from
/// UIKit's text styles and semantic colors: cells show the text in the body style and
/// ``UIColor/label``, the secondary text in ``UIColor/secondaryLabel`` (subheadline, or body
/// for ``valueCell()``); headers use the headline style (the grouped one footnote and
/// secondary label), footers footnote and secondary label, the prominent inset-grouped headers
/// title3 and title2. UIKit does not document these values; they follow its documented styles.
///
/// Headless: the content is shown by ``UIListContentView``'s labels and image view, nothing is
/// drawn. Other numeric metrics (margins, paddings) start at 0, and ``updated(for:)`` changes
/// nothing for a state. `UIImage.SymbolConfiguration` is not declared; see
/// `REMAINING_UIKIT.md`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // MARK: - Content

    /// The image shown before the text.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; shown instead of ``text`` when set.
    public var attributedText: NSAttributedString?
    /// How the primary text is shown.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; shown instead of ``secondaryText`` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties

    // MARK: - Layout

    /// The axes on which the content view keeps the layout margins it inherits from its
    /// superview.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    private var storedLayoutMargins = HashedByEquality(NSDirectionalEdgeInsets.zero)
    /// Whether the text and secondary text sit side by side when they fit, instead of stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The padding between the image and the text.
    public var imageToTextPadding: CGFloat = 0
    /// The minimum horizontal padding between the text and the secondary text, side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    /// The vertical padding between the text and the secondary text, stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The opacity of the content.
    public var alpha: CGFloat = 1

    /// A configuration with no content and the given styling of its texts.
    private init(_ text: TextProperties, _ secondaryText: TextProperties, prefersSideBySideTextAndSecondaryText: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondaryText
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    }

    /// A cell: body text in the label color, subheadline secondary text in the secondary label
    /// color.
    private static func listCell() -> UIListContentConfiguration {
        UIListContentConfiguration(TextProperties(.body, .label), TextProperties(.subheadline, .secondaryLabel))
    }

    /// A header: headline text in the label color.
    private static func listHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(TextProperties(.headline, .label), TextProperties(.subheadline, .secondaryLabel))
    }

    /// A footer, or a grouped list's header: footnote text in the secondary label color.
    private static func listFootnote() -> UIListContentConfiguration {
        UIListContentConfiguration(TextProperties(.footnote, .secondaryLabel), TextProperties(.footnote, .secondaryLabel))
    }

    /// A prominent header: text in a title style and the label color.
    private static func listTitle(_ style: UIFont.TextStyle) -> UIListContentConfiguration {
        UIListContentConfiguration(TextProperties(style, .label), TextProperties(.subheadline, .secondaryLabel))
    }

    /// The margins between the content and the edges of the content view; the minimum margins
    /// on the axes that preserve the superview's margins. Headless: zero unless set.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedLayoutMargins.value }
        set { storedLayoutMargins = HashedByEquality(newValue) }
    }

    // MARK: - Cells

    /// The configuration of a list cell with one label.
    ///
    /// - Returns: The configuration, without content.
    public static func cell() -> UIListContentConfiguration {
        listCell()
    }

    /// The configuration of a list cell with the secondary text below the text.
    ///
    /// - Returns: The configuration, without content.
    public static func subtitleCell() -> UIListContentConfiguration {
        listCell()
    }

    /// The configuration of a list cell with the secondary text as a value beside the text.
    ///
    /// - Returns: The configuration, without content; ``prefersSideBySideTextAndSecondaryText``
    ///   is `true`.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            TextProperties(.body, .label),
            TextProperties(.body, .secondaryLabel),
            prefersSideBySideTextAndSecondaryText: true
        )
    }

    /// The configuration of a cell in an accompanied sidebar list.
    ///
    /// - Returns: The configuration, without content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        listCell()
    }

    /// The configuration of a cell with secondary text in an accompanied sidebar list.
    ///
    /// - Returns: The configuration, without content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        listCell()
    }

    /// The configuration of a sidebar cell; UIKit deprecates it for ``cell()`` (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func sidebarCell() -> UIListContentConfiguration {
        listCell()
    }

    /// The configuration of a sidebar cell with secondary text; UIKit deprecates it for
    /// ``subtitleCell()`` (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        listCell()
    }

    // MARK: - Headers and footers

    /// The configuration of a list header, for any list style.
    ///
    /// - Returns: The configuration, without content.
    public static func header() -> UIListContentConfiguration {
        listHeader()
    }

    /// The configuration of a list footer, for any list style.
    ///
    /// - Returns: The configuration, without content.
    public static func footer() -> UIListContentConfiguration {
        listFootnote()
    }

    /// The configuration of a prominent header in an inset grouped list.
    ///
    /// - Returns: The configuration, without content.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        listTitle(.title3)
    }

    /// The configuration of an extra prominent header in an inset grouped list.
    ///
    /// - Returns: The configuration, without content.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        listTitle(.title2)
    }

    /// The configuration of a header in a plain list; UIKit deprecates it for ``header()``
    /// (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func plainHeader() -> UIListContentConfiguration {
        listHeader()
    }

    /// The configuration of a footer in a plain list; UIKit deprecates it for ``footer()``
    /// (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func plainFooter() -> UIListContentConfiguration {
        listFootnote()
    }

    /// The configuration of a header in a grouped list; UIKit deprecates it for ``header()``
    /// (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func groupedHeader() -> UIListContentConfiguration {
        listFootnote()
    }

    /// The configuration of a footer in a grouped list; UIKit deprecates it for ``footer()``
    /// (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func groupedFooter() -> UIListContentConfiguration {
        listFootnote()
    }

    /// The configuration of a sidebar header; UIKit deprecates it for ``header()`` (iOS 18).
    ///
    /// - Returns: The configuration, without content.
    public static func sidebarHeader() -> UIListContentConfiguration {
        listHeader()
    }

    // MARK: - UIContentConfiguration

    /// Creates a list content view showing this configuration.
    ///
    /// - Returns: A new ``UIListContentView``.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration styled for a state. Headless: the system's state styling is not
    /// modelled, so this returns the configuration unchanged.
    ///
    /// - Parameter state: The state.
    /// - Returns: The configuration.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}
