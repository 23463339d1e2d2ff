import Foundation

/// What a navigation bar shows for a view controller: its title and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the title is shown in a bar that prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// How the back button shows the previous item's title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's title, or "Back" when it does not fit.
        case `default` = 0
        /// "Back".
        case generic = 1
        /// The chevron only.
        case minimal = 2
    }

    /// How the item's content lays out in the bar, by the kind of app (iOS 16).
    public enum ItemStyle: Int, Sendable {
        /// A traditional hierarchy of screens, as in Settings.
        case navigator = 0
        /// Browsing documents or folders back and forth, as in Files.
        case browser = 1
        /// Viewing or editing one document.
        case editor = 2
    }

    /// Creates an item with a title.
    ///
    /// - Parameter title: The title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title shown in the bar.
    open var title: String?
    /// A line of text under the title (iOS 26). Stored.
    open var subtitle: String?
    /// The title with attributes, in place of ``title`` (iOS 26). Stored.
    open var attributedTitle: AttributedString?
    /// The subtitle with attributes, in place of ``subtitle`` (iOS 26). Stored.
    open var attributedSubtitle: AttributedString?
    /// The title shown when the bar shows large titles, in place of ``title`` (iOS 26). Stored.
    open var largeTitle: String?
    /// The subtitle shown under a large title (iOS 26). Stored.
    open var largeSubtitle: String?
    /// The large subtitle with attributes (iOS 26). Stored.
    open var largeAttributedSubtitle: AttributedString?
    /// A view shown in place of the subtitle (iOS 26). Stored.
    open var subtitleView: UIView?
    /// A view shown in place of the large subtitle (iOS 26). Stored.
    open var largeSubtitleView: UIView?
    /// How the item's content lays out in the bar; ``ItemStyle/navigator`` by default (iOS 16).
    /// Stored.
    open var style: ItemStyle = .navigator
    /// What the back button does in place of going back (iOS 16): with it, the back button runs
    /// the action (with the back button's item as sender), and a root view controller gets a back
    /// button too. A test taps the back button with
    /// `UINavigationController.simulateTapOnBackButton()`.
    open var backAction: UIAction?
    /// Builds the menu the title shows when tapped, from the system's suggested elements (iOS
    /// 16). Stored; headless: the title is not tapped.
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// The identifier under which the bar's customization is saved (iOS 16). Stored.
    open var customizationIdentifier: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// The button the next item's back button uses, when this item is the back item.
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button title of the next item, when this item is the back item.
    open var backButtonTitle: String?
    /// How the back button shows the previous item's title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether the back button is hidden.
    open var hidesBackButton: Bool = false
    /// Whether the left items show next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton: Bool = false
    /// How the title is shown in a bar that prefers large titles.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose search bar the navigation bar shows under the title.
    /// Headless: the bar is not added to the navigation bar's views; reach it as
    /// `searchController?.searchBar`.
    open var searchController: UISearchController?
    /// Whether the search bar hides while the content scrolls (shown when scrolled to the top).
    /// Stored.
    open var hidesSearchBarWhenScrolling: Bool = true
    /// The preferred placement of the search bar in the navigation bar; `.automatic` (the
    /// default) lets the layout decide (see ``searchBarPlacement``). Applies only with a
    /// ``searchController``. Headless: stored; nothing is drawn.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// The items on the leading side, in order.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side, outermost first.
    open var rightBarButtonItems: [UIBarButtonItem]?

    // MARK: - Appearances

    private var storedStandardAppearance: UINavigationBarAppearance?
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The bar's appearance of standard height while this item is the top item; `nil` uses the bar's. Setting it stores a copy.
    open var standardAppearance: UINavigationBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy() }
    }

    /// The compact bar's appearance while this item is the top item; `nil` uses the bar's. Setting it stores a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }

    /// The bar's appearance at the edge of scrolled content while this item is the top item; `nil` uses the bar's. Setting it stores a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The compact bar's appearance at the edge of scrolled content while this item is the top item; `nil` uses the bar's. Setting it stores a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    // MARK: - Bar button items

    /// The first of ``leftBarButtonItems``; setting it replaces them.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button.
    ///
    /// - Parameters:
    ///   - hidesBackButton: Whether to hide it.
    ///   - animated: Whether UIKit would animate.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Replaces the leading items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether UIKit would animate.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Replaces the trailing items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether UIKit would animate.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Replaces the leading items with one item.
    ///
    /// - Parameters:
    ///   - item: The item, or `nil` for none.
    ///   - animated: Whether UIKit would animate.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Replaces the trailing items with one item.
    ///
    /// - Parameters:
    ///   - item: The item, or `nil` for none.
    ///   - animated: Whether UIKit would animate.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }
}
