import Foundation

/// A bar of items at the bottom of the screen, one of which is selected; a tab bar controller
/// shows its children's `tabBarItem`s in one.
///
/// Headless: nothing is drawn; colors and images are stored. A test taps an item with
/// ``simulateTapOnItem(at:)``. Appearances, `barStyle` and `itemPositioning` are stored, not
/// applied. Customizing (`beginCustomizingItems`) is missing.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The standard height of a tab bar without a home indicator area, 49 points.
    static let headlessStandardHeight: CGFloat = 49

    /// The object told when the user selects an item. A tab bar controller's tab bar has the
    /// controller as its delegate.
    open weak var delegate: UITabBarDelegate?
    /// The items, in order.
    open var items: [UITabBarItem]?
    /// The selected item, if any.
    open weak var selectedItem: UITabBarItem?
    /// The bar's background color.
    open var barTintColor: UIColor?
    /// The color of the items that are not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent: Bool = true
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// The bar's shadow image.
    open var shadowImage: UIImage?
    /// The width of the items; 0 lets the system choose. Stored.
    open var itemWidth: CGFloat = 0
    /// The space between items; 0 lets the system choose. Stored.
    open var itemSpacing: CGFloat = 0
    /// How the items are positioned; `.automatic` by default. Stored.
    open var itemPositioning: ItemPositioning = .automatic
    /// The bar's look before appearance objects; `.default` by default.
    open var barStyle: UIBarStyle = .default
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    /// The bar's appearance; setting it stores a copy.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }

    /// The bar's appearance when the content scrolls to its bottom edge; `nil` uses
    /// ``standardAppearance`` (on iOS 15 and later, a transparent background). Setting it
    /// stores a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The tab bar controller the bar belongs to, which handles taps on its items.
    weak var owningTabBarController: UITabBarController?

    /// Creates an empty tab bar.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a tab bar from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Ignored headlessly.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The height of a tab bar, 49 points, and the width offered.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: The size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.headlessStandardHeight)
    }

    /// Taps an item as a finger would (HeadlessUIKit-only).
    ///
    /// Nothing happens when the bar is hidden or takes no touches, or the item is disabled. In a
    /// tab bar controller, the controller handles the tap (see
    /// `UITabBarController.tabBar(_:didSelect:)`); otherwise the item becomes ``selectedItem``
    /// and the ``delegate`` is told.
    /// - Parameter index: The item's index in ``items``.
    public func simulateTapOnItem(at index: Int) {
        guard let items, items.indices.contains(index), items[index].isEnabled,
            !isHidden, isUserInteractionEnabled
        else { return }
        let item = items[index]
        if let owningTabBarController {
            owningTabBarController.userDidTap(item, at: index)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}
