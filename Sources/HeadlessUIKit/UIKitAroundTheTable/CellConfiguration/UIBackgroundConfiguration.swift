import Foundation

/// A description of a cell's or header/footer view's background: color, image, custom view,
/// corners and stroke.
///
/// Headless: the configuration is stored by the view, not drawn, and its custom view is not added
/// to the view hierarchy. The system's styling is not modelled: every factory starts with `nil`
/// colors, zero metrics and UIKit's documented defaults (zero insets, no edges adding the
/// margins, `scaleToFill` images, no shadow), and ``updated(for:)`` changes nothing for a state.
/// `visualEffect` is not declared (HeadlessUIKit has no `UIVisualEffect`); see
/// `REMAINING_UIKIT.md`.
public struct UIBackgroundConfiguration: Hashable {
    /// A view shown as the background, under the other background content.
    public var customView: UIView?
    /// The corner radius of the background.
    public var cornerRadius: CGFloat = 0
    private var storedBackgroundInsets = HashedByEquality(NSDirectionalEdgeInsets.zero)
    private var storedEdgesAddingLayoutMargins = HashedByEquality(NSDirectionalRectEdge())
    /// The background color; `nil` for the view's tint color.
    public var backgroundColor: UIColor?
    private var storedBackgroundColorTransformer = StoredColorTransformer()
    /// An image shown as the background.
    public var image: UIImage?
    /// How the image fills the background when their sizes differ; `scaleToFill` by default.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The color of the stroke around the background; `nil` for the view's tint color.
    public var strokeColor: UIColor?
    private var storedStrokeColorTransformer = StoredColorTransformer()
    /// The width of the stroke around the background.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background's edges.
    public var strokeOutset: CGFloat = 0
    /// The shadow the background casts; none (zero opacity) by default.
    public var shadowProperties = UIShadowProperties()
    /// A visual effect (a blur) applied to the background.
    public var visualEffect: UIVisualEffect?

    /// A configuration with the headless defaults; only the factories create configurations.
    private init() {}

    // MARK: - Insets and transformers

    /// The insets (outsets when negative) of the background and its stroke from the edges of the
    /// view; zero by default.
    public var backgroundInsets: NSDirectionalEdgeInsets {
        get { storedBackgroundInsets.value }
        set { storedBackgroundInsets = HashedByEquality(newValue) }
    }

    /// The edges where ``backgroundInsets`` are measured from the view's layout margins instead of
    /// its edges; none by default.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge {
        get { storedEdgesAddingLayoutMargins.value }
        set { storedEdgesAddingLayoutMargins = HashedByEquality(newValue) }
    }

    /// A function applied to the background color to get the color the background is filled
    /// with; `nil` uses the color as it is.
    public var backgroundColorTransformer: UIConfigurationColorTransformer? {
        get { storedBackgroundColorTransformer.transformer }
        set { storedBackgroundColorTransformer = StoredColorTransformer(newValue) }
    }

    /// A function applied to the stroke color to get the color the stroke is drawn with; `nil`
    /// uses the color as it is.
    public var strokeColorTransformer: UIConfigurationColorTransformer? {
        get { storedStrokeColorTransformer.transformer }
        set { storedStrokeColorTransformer = StoredColorTransformer(newValue) }
    }

    // MARK: - Factories

    /// A configuration with no background.
    ///
    /// - Returns: The configuration.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a list cell, for any list style.
    ///
    /// - Returns: The configuration.
    public static func listCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a list header, for any list style.
    ///
    /// - Returns: The configuration.
    public static func listHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a list footer, for any list style.
    ///
    /// - Returns: The configuration.
    public static func listFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a cell in an accompanied sidebar list.
    ///
    /// - Returns: The configuration.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a cell in a plain list; UIKit deprecates it for ``listCell()``
    /// (iOS 18).
    ///
    /// - Returns: The configuration.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a header or footer in a plain list; UIKit deprecates it for
    /// ``listHeader()`` and ``listFooter()`` (iOS 18).
    ///
    /// - Returns: The configuration.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a cell in a grouped list; UIKit deprecates it for ``listCell()``
    /// (iOS 18).
    ///
    /// - Returns: The configuration.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a header or footer in a grouped list; UIKit deprecates it for
    /// ``listHeader()`` and ``listFooter()`` (iOS 18).
    ///
    /// - Returns: The configuration.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a sidebar header; UIKit deprecates it for ``listHeader()`` (iOS 18).
    ///
    /// - Returns: The configuration.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    /// The background of a sidebar cell; UIKit deprecates it for ``listCell()`` (iOS 18).
    ///
    /// - Returns: The configuration.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration()
    }

    // MARK: - Resolving

    /// The configuration styled for a state. Headless: the system's state styling is not
    /// modelled, so this returns the configuration unchanged.
    ///
    /// - Parameter state: The state.
    /// - Returns: The configuration.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        self
    }

    /// The color the background is filled with.
    ///
    /// - Parameter tintColor: The view's tint color.
    /// - Returns: ``backgroundColor`` (or `tintColor` when it is `nil`) through
    ///   ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        storedBackgroundColorTransformer.apply(to: backgroundColor ?? tintColor)
    }

    /// The color the stroke is drawn with.
    ///
    /// - Parameter tintColor: The view's tint color.
    /// - Returns: ``strokeColor`` (or `tintColor` when it is `nil`) through
    ///   ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        storedStrokeColorTransformer.apply(to: strokeColor ?? tintColor)
    }
}
