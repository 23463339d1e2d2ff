import Foundation

/// The bar at the top of a navigation interface, showing a stack of navigation items.
///
/// Headless: nothing is drawn or measured. A navigation controller keeps its bar's items in
/// step with its stack; UIKit forbids changing them directly then, HeadlessUIKit does not check.
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

    /// Replaces the items.
    ///
    /// - Parameters:
    ///   - items: The items, bottom to top.
    ///   - animated: Whether UIKit would animate.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        storedItems = items
    }

    /// Pushes an item on top.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Whether UIKit would animate.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        storedItems = (storedItems ?? []) + [item]
    }

    /// Pops the top item.
    ///
    /// - Parameter animated: Whether UIKit would animate.
    /// - Returns: The popped item, or `nil` when there were none.
    open func popItem(animated: Bool) -> UINavigationItem? {
        storedItems?.popLast()
    }
}
