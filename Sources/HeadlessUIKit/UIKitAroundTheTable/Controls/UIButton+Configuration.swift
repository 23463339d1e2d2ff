import Foundation

extension UIButton {
    /// A description of a button's appearance: title, subtitle, image, colors, background,
    /// layout and activity indicator (iOS 15).
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Add"
    /// configuration.image = UIImage(systemName: "plus")
    /// let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in add() })
    /// button.titleLabel?.text   // "Add"
    /// ```
    ///
    /// Headless: nothing is drawn. The button shows the title and image in its ``UIButton/titleLabel``
    /// and ``UIButton/imageView`` so tests can read them, the title in the foreground color the
    /// style gives (white for ``filled()``, ``borderedProminent()`` and the prominent glass
    /// styles, else the tint color, unless ``baseForegroundColor`` is set) and in the font and
    /// color its attributes and ``titleTextAttributesTransformer`` give, starting from the
    /// 17-point system font. The system's metrics are not modelled: content
    /// insets, paddings and corner radii start at zero, ``background`` at
    /// `UIBackgroundConfiguration.clear()`, and ``updated(for:)`` changes nothing for a state.
    /// UIKit's Objective-C counterpart is main-actor; HeadlessUIKit keeps the struct nonisolated (as
    /// its other configurations) and isolates ``updated(for:)``.
    public struct Configuration: Hashable {
        /// The factory style, which gives the default foreground color.
        let style: Style
        /// The configuration of the button's background.
        public var background: UIBackgroundConfiguration = .clear()
        /// How the background's corner radius is interpreted; ``CornerStyle/dynamic`` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size the button's metrics are chosen for; ``Size/medium`` by default. Stored.
        public var buttonSize: Size = .medium
        /// The style used under the Mac idiom; stored.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The color of foreground content (title, subtitle, image); `nil` lets the style choose.
        public var baseForegroundColor: UIColor?
        /// The color of the background; `nil` lets the style choose. Stored.
        public var baseBackgroundColor: UIColor?
        /// The image the button shows.
        public var image: UIImage?
        /// The symbol configuration the image is shown with; `nil` uses the button's own.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Space reserved for the image along the axis of ``imagePlacement``; zero by default.
        /// Stored (headless: layout is not modelled).
        public var imageReservation: CGFloat = 0
        private var storedImageColorTransformer = StoredColorTransformer()
        /// Whether an activity indicator is shown in place of the image.
        ///
        /// Headless: the button shows no image while it is `true`; no indicator view is created.
        public var showsActivityIndicator: Bool = false
        private var storedActivityIndicatorColorTransformer = StoredColorTransformer()
        private var storedTitle = LinkedText()
        private var storedSubtitle = LinkedText()
        private var storedTitleTextAttributesTransformer = StoredTransformer<UIConfigurationTextAttributesTransformer>()
        private var storedSubtitleTextAttributesTransformer = StoredTransformer<UIConfigurationTextAttributesTransformer>()
        /// The indicator shown beside the content, such as a pop-up button's chevrons;
        /// ``Indicator/automatic`` by default. Stored (headless: no indicator is drawn).
        public var indicator: Indicator = .automatic
        private var storedIndicatorColorTransformer = StoredColorTransformer()
        private var storedContentInsets = HashedByEquality(NSDirectionalEdgeInsets.zero)
        private var storedImagePlacement = HashedByEquality(NSDirectionalRectEdge.leading)
        /// The space between the image and the text; zero by default (headless).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; zero by default (headless).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other; ``TitleAlignment/automatic`` by
        /// default.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title's lines break; by wrapping words by default, as in UIKit.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle's lines break; by wrapping words by default, as in UIKit.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether the style updates itself when the button is selected. Stored (headless:
        /// ``updated(for:)`` changes nothing).
        public var automaticallyUpdateForSelection: Bool = true

        private init(style: Style) {
            self.style = style
        }

        // MARK: - Factories

        /// A configuration for a button with a transparent background.
        ///
        /// - Returns: The configuration.
        public static func plain() -> Configuration { Configuration(style: .plain) }

        /// A configuration for a button with a tinted background.
        ///
        /// - Returns: The configuration.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }

        /// A configuration for a button with a gray background.
        ///
        /// - Returns: The configuration.
        public static func gray() -> Configuration { Configuration(style: .gray) }

        /// A configuration for a button whose background is filled with the tint color; its
        /// foreground is white.
        ///
        /// - Returns: The configuration.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// A configuration for a borderless button.
        ///
        /// - Returns: The configuration.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }

        /// A configuration for a bordered button.
        ///
        /// - Returns: The configuration.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }

        /// A configuration for a tinted, bordered button.
        ///
        /// - Returns: The configuration.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }

        /// A configuration for a prominent, bordered button: filled with the tint color, with a
        /// white foreground.
        ///
        /// - Returns: The configuration.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// A configuration for a button on glass (iOS 26).
        ///
        /// Headless: the glass material is not modelled; the foreground is the tint color, as
        /// for ``plain()``.
        /// - Returns: The configuration.
        public static func glass() -> Configuration { Configuration(style: .glass) }

        /// A configuration for a prominent button on glass tinted with the tint color (iOS 26).
        ///
        /// Headless: the glass material is not modelled; the foreground is white, as for
        /// ``borderedProminent()``.
        /// - Returns: The configuration.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }

        /// A configuration for a button on clear glass (iOS 26).
        ///
        /// Headless: as ``glass()``.
        /// - Returns: The configuration.
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }

        /// A configuration for a prominent button on clear glass (iOS 26).
        ///
        /// Headless: as ``prominentGlass()``.
        /// - Returns: The configuration.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        // MARK: - Titles

        /// The title; reads the characters of ``attributedTitle`` when that is set. Setting it
        /// clears ``attributedTitle``.
        public var title: String? {
            get { storedTitle.plain }
            set { storedTitle.plain = newValue }
        }

        /// The styled title; setting it sets ``title`` to its characters. Headless: its
        /// attributes are stored, not applied to the title label.
        public var attributedTitle: AttributedString? {
            get { storedTitle.attributed }
            set { storedTitle.attributed = newValue }
        }

        /// The subtitle; reads the characters of ``attributedSubtitle`` when that is set. Setting
        /// it clears ``attributedSubtitle``.
        public var subtitle: String? {
            get { storedSubtitle.plain }
            set { storedSubtitle.plain = newValue }
        }

        /// The styled subtitle; setting it sets ``subtitle`` to its characters. Headless: its
        /// attributes are stored, not applied.
        public var attributedSubtitle: AttributedString? {
            get { storedSubtitle.attributed }
            set { storedSubtitle.attributed = newValue }
        }

        /// A function applied to the title's attributes (its font and color) before it is shown.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get { storedTitleTextAttributesTransformer.transformer }
            set { storedTitleTextAttributesTransformer = StoredTransformer(newValue) }
        }

        /// A function applied to the subtitle's attributes (its font and color) before it is
        /// shown.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer? {
            get { storedSubtitleTextAttributesTransformer.transformer }
            set { storedSubtitleTextAttributesTransformer = StoredTransformer(newValue) }
        }

        // MARK: - Layout

        /// Insets of the content from the button's bounds, added to the style's default inset;
        /// zero by default (headless: the style's own inset is not modelled).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets.value }
            set { storedContentInsets = HashedByEquality(newValue) }
        }

        /// Restores the default content insets (zero, headlessly).
        public mutating func setDefaultContentInsets() {
            contentInsets = .zero
        }

        /// The edge of the content the image sits against: ``NSDirectionalRectEdge/leading`` by
        /// default; only single edges are supported, as in UIKit.
        public var imagePlacement: NSDirectionalRectEdge {
            get { storedImagePlacement.value }
            set { storedImagePlacement = HashedByEquality(newValue) }
        }

        // MARK: - Color transformers

        /// A function applied to the image's color for the button's state; `nil` uses the color
        /// as it is.
        public var imageColorTransformer: UIConfigurationColorTransformer? {
            get { storedImageColorTransformer.transformer }
            set { storedImageColorTransformer = StoredColorTransformer(newValue) }
        }

        /// A function applied to the activity indicator's color; `nil` uses the color as it is.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer? {
            get { storedActivityIndicatorColorTransformer.transformer }
            set { storedActivityIndicatorColorTransformer = StoredColorTransformer(newValue) }
        }

        /// A function applied to the ``indicator``'s color; `nil` uses the color as it is.
        public var indicatorColorTransformer: UIConfigurationColorTransformer? {
            get { storedIndicatorColorTransformer.transformer }
            set { storedIndicatorColorTransformer = StoredColorTransformer(newValue) }
        }

        // MARK: - Resolving

        /// The configuration with its default values updated for a button's state, keeping the
        /// values set on it.
        ///
        /// Headless: the system's state styling is not modelled, so this returns the
        /// configuration unchanged.
        /// - Parameter button: The button whose state to use.
        /// - Returns: The updated configuration.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            self
        }

        /// The color of the title, subtitle and image for a tint color: ``baseForegroundColor``
        /// when set, white for the filled styles, else the tint color.
        func resolvedForegroundColor(tintColor: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            return style.hasFilledBackground ? .white : tintColor
        }

        /// The color of the image: the foreground color through ``imageColorTransformer``.
        func resolvedImageColor(tintColor: UIColor) -> UIColor {
            storedImageColorTransformer.apply(to: resolvedForegroundColor(tintColor: tintColor))
        }

        /// The font and color the title is shown with: the button's font and foreground color,
        /// then the attributes of ``attributedTitle``'s first run, then
        /// ``titleTextAttributesTransformer``.
        func resolvedTitleAttributes(font: UIFont, tintColor: UIColor) -> AttributeContainer {
            resolvedTextAttributes(
                of: storedTitle, font: font, tintColor: tintColor, transformer: storedTitleTextAttributesTransformer)
        }

        /// The font and color the subtitle is shown with, as for the title.
        func resolvedSubtitleAttributes(font: UIFont, tintColor: UIColor) -> AttributeContainer {
            resolvedTextAttributes(
                of: storedSubtitle, font: font, tintColor: tintColor, transformer: storedSubtitleTextAttributesTransformer)
        }

        private func resolvedTextAttributes(
            of text: LinkedText, font: UIFont, tintColor: UIColor,
            transformer: StoredTransformer<UIConfigurationTextAttributesTransformer>
        ) -> AttributeContainer {
            var attributes = AttributeContainer()
            attributes.font = font
            attributes.foregroundColor = resolvedForegroundColor(tintColor: tintColor)
            if let firstRun = text.attributed?.runs.first {
                attributes.merge(firstRun.attributes)
            }
            return transformer.apply(to: attributes)
        }
    }
}

extension UIButton.Configuration {
    /// A text kept plain or styled: the plain string reads the styled one's characters; setting
    /// the plain one clears the styled one.
    struct LinkedText: Hashable {
        private var storedPlain: String?
        private var storedAttributed: AttributedString?

        /// The plain text: the styled text's characters when that is set.
        var plain: String? {
            get { storedAttributed.map { String($0.characters) } ?? storedPlain }
            set {
                storedPlain = newValue
                storedAttributed = nil
            }
        }

        /// The styled text, if set.
        var attributed: AttributedString? {
            get { storedAttributed }
            set {
                storedAttributed = newValue
                storedPlain = nil
            }
        }
    }

    /// The styles of the factories.
    enum Style: Hashable {
        case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        case glass, prominentGlass, clearGlass, prominentClearGlass

        /// Whether the style fills the background with the tint color (and so has a white
        /// foreground).
        var hasFilledBackground: Bool {
            self == .filled || self == .borderedProminent || self == .prominentGlass || self == .prominentClearGlass
        }
    }

    /// The indicator a button shows beside its content (iOS 16).
    public enum Indicator: Hashable, Sendable {
        /// Chosen from the button's properties: a pop-up indicator for a button that shows a
        /// menu with a selection.
        case automatic
        /// No indicator.
        case none
        /// A pop-up indicator.
        case popup
    }

    /// How a button interprets its background's corner radius.
    public enum CornerStyle: Hashable, Sendable {
        /// The background's corner radius, unchanged.
        case fixed
        /// The background's corner radius, adjusted for Dynamic Type.
        case dynamic
        /// A small system corner radius.
        case small
        /// A medium system corner radius.
        case medium
        /// A large system corner radius.
        case large
        /// A radius that makes a capsule.
        case capsule
    }

    /// A predefined size for a button's elements.
    public enum Size: Hashable, Sendable {
        /// The standard size.
        case medium
        /// A small size.
        case small
        /// The smallest size.
        case mini
        /// A large size.
        case large
    }

    /// How a button's title and subtitle align with each other.
    public enum TitleAlignment: Hashable, Sendable {
        /// Chosen automatically.
        case automatic
        /// Along their leading edges.
        case leading
        /// Centered.
        case center
        /// Along their trailing edges.
        case trailing
    }

    /// The style a button uses under the Mac idiom.
    public enum MacIdiomStyle: Hashable, Sendable {
        /// Chosen automatically.
        case automatic
        /// Bordered.
        case bordered
        /// Borderless.
        case borderless
        /// Borderless and tinted.
        case borderlessTinted
    }
}
