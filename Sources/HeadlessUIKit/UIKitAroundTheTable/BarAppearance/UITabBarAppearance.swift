import Foundation

/// The appearance of a tab bar: background and shadow, item appearances per layout, the
/// selection indicator and the stacked items' positioning.
///
/// Headless: stored, not drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    private var storedStacked = UITabBarItemAppearance(style: .stacked)
    private var storedInline = UITabBarItemAppearance(style: .inline)
    private var storedCompactInline = UITabBarItemAppearance(style: .compactInline)

    /// The appearance of items laid out stacked; setting it stores a copy.
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { storedStacked }
        set { storedStacked = newValue.copy() }
    }

    /// The appearance of items laid out inline; setting it stores a copy.
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { storedInline }
        set { storedInline = newValue.copy() }
    }

    /// The appearance of items laid out compact inline; setting it stores a copy.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { storedCompactInline }
        set { storedCompactInline = newValue.copy() }
    }

    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are positioned; `.automatic` by default.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of stacked items; 0 lets the system choose.
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items; 0 lets the system choose.
    open var stackedItemSpacing: CGFloat = 0

    override func takeValues(from other: UIBarAppearance) {
        super.takeValues(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}
