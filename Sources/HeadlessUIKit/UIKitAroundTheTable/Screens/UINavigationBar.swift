import Foundation

/// The bar at the top of a navigation interface, showing a stack of navigation items.
///
/// Headless: nothing is drawn or measured; appearances, attributes and images are stored for
/// tests to read. A navigation controller keeps its bar's items in step with its stack; UIKit
/// forbids changing them directly then, HeadlessUIKit does not check.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    private var storedItems: [UINavigationItem]?

    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The top item.
    open var topItem: UINavigationItem? { storedItems?.last }

    /// The item below the top item, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let storedItems, storedItems.count > 1 else { return nil }
        return storedItems[storedItems.count - 2]
    }

    /// Whether the bar shows large titles.
    open var prefersLargeTitles: Bool = false
    /// Whether the bar is translucent.
    open var isTranslucent: Bool = true
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The bar's look before appearance objects; `.default` by default.
    open var barStyle: UIBarStyle = .default
    /// The attributes of the title, applied over the appearance's.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title, applied over the appearance's.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The image of the bar's shadow.
    open var shadowImage: UIImage?
    /// The back button's chevron.
    open var backIndicatorImage: UIImage?
    /// The mask of the chevron during push and pop transitions.
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages = AppearanceValues<UIImage>()
    private var titleVerticalAdjustments = AppearanceValues<CGFloat>()
    private var storedStandardAppearance = UINavigationBarAppearance()
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?

    // MARK: - Appearances

    /// The appearance of a bar of standard height; setting it stores a copy.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }

    /// The appearance of a compact bar; `nil` uses ``standardAppearance``. Setting it stores a
    /// copy.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }

    /// The appearance of a bar at the edge of scrolled content; `nil` uses
    /// ``standardAppearance`` (on iOS 15 and later, a transparent background). Setting it
    /// stores a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The appearance of a compact bar at the edge of scrolled content; `nil` uses
    /// ``scrollEdgeAppearance``. Setting it stores a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    /// Sets the background image for a position and bar metrics.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil` to remove it.
    ///   - barPosition: The bar's position.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition.rawValue, barMetrics.rawValue] = backgroundImage
    }

    /// The background image set for a position and bar metrics.
    ///
    /// - Parameters:
    ///   - barPosition: The bar's position.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition.rawValue, barMetrics.rawValue]
    }

    /// Sets the background image for bar metrics, at any position.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil` to remove it.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for bar metrics, at any position.
    ///
    /// - Parameter barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// Moves the title up or down for bar metrics. Headless: stored.
    ///
    /// - Parameters:
    ///   - adjustment: The vertical offset.
    ///   - barMetrics: The bar metrics.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleVerticalAdjustments[barMetrics.rawValue] = adjustment
    }

    /// How far the title is moved for bar metrics; zero unless set.
    ///
    /// - Parameter barMetrics: The bar metrics.
    /// - Returns: The vertical offset.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    // MARK: - Items

    /// Replaces the items.
    ///
    /// - Parameters:
    ///   - items: The items, bottom to top.
    ///   - animated: Whether UIKit would animate.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        storedItems = items
    }

    /// Pushes an item on top, when the ``delegate`` allows it, and tells the delegate.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Whether UIKit would animate.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        storedItems = (storedItems ?? []) + [item]
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, when the ``delegate`` allows it, and tells the delegate.
    ///
    /// - Parameter animated: Whether UIKit would animate.
    /// - Returns: The popped item, or `nil` when there were none or the delegate refused.
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems?.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        storedItems?.removeLast()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The object asked before and told after ``pushItem(_:animated:)`` and
    /// ``popItem(animated:)``, held weakly. A navigation controller's bar is driven by the
    /// controller, which UIKit makes its delegate; HeadlessUIKit leaves it `nil` there.
    open weak var delegate: UINavigationBarDelegate?
}
