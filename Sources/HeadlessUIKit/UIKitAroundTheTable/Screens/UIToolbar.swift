import Foundation

/// A bar of bar button items, usually at the bottom of the screen; a navigation controller
/// shows its top controller's `toolbarItems` in one.
///
/// Headless: nothing is drawn; the items, appearances and images are stored for tests to read.
/// Tap an item with `UIBarButtonItem.simulateTap()`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The standard height of a toolbar, 44 points.
    static let headlessStandardHeight: CGFloat = 44

    private var storedItems: [UIBarButtonItem]?

    /// The items, leading to trailing; setting them calls ``setItems(_:animated:)`` without
    /// animation.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The bar's look before appearance objects; `.default` by default.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent: Bool = true
    /// The bar's background tint.
    open var barTintColor: UIColor?
    private var backgroundImages = AppearanceValues<UIImage>()
    private var shadowImages: [UIBarPosition: UIImage] = [:]
    private var storedStandardAppearance = UIToolbarAppearance()
    private var storedCompactAppearance: UIToolbarAppearance?
    private var storedScrollEdgeAppearance: UIToolbarAppearance?
    private var storedCompactScrollEdgeAppearance: UIToolbarAppearance?

    /// Creates an empty toolbar.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a toolbar from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether UIKit would animate.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
    }

    // MARK: - Appearances

    /// The bar's appearance at standard height; setting it stores a copy.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }

    /// The appearance of a compact bar; `nil` uses ``standardAppearance``. Setting it stores a
    /// copy.
    open var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }

    /// The bar's appearance at the edge of scrolled content; `nil` uses ``standardAppearance``.
    /// Setting it stores a copy.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The compact bar's appearance at the edge of scrolled content; `nil` uses
    /// ``scrollEdgeAppearance``. Setting it stores a copy.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    /// Sets the background image for a position and bar metrics.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil` to remove it.
    ///   - topOrBottom: The bar's position.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom.rawValue, barMetrics.rawValue] = backgroundImage
    }

    /// The background image set for a position and bar metrics.
    ///
    /// - Parameters:
    ///   - topOrBottom: The bar's position.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom.rawValue, barMetrics.rawValue]
    }

    /// Sets the shadow image for a position.
    ///
    /// - Parameters:
    ///   - shadowImage: The image, or `nil` to remove it.
    ///   - topOrBottom: The bar's position.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
    }

    /// The shadow image set for a position.
    ///
    /// - Parameter topOrBottom: The bar's position.
    /// - Returns: The image, or `nil`.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom]
    }

    /// The height of a toolbar, 44 points, and the width offered.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: The size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.headlessStandardHeight)
    }
}
