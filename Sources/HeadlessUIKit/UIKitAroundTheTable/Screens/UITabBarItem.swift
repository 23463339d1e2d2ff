import Foundation

/// An item in a tab bar: a title, an image, an image for the selected state and a badge.
///
/// Headless: nothing is drawn; badge text attributes, the title adjustment and the appearances
/// are stored, not applied.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the item is selected; `nil` uses ``UIBarItem/image``.
    open var selectedImage: UIImage?
    /// The text of the badge at the item's top-trailing corner; `nil` hides the badge.
    open var badgeValue: String?
    /// The badge's background color; `nil` for the system red.
    open var badgeColor: UIColor?
    /// The system item the item was created for (HeadlessUIKit-only): UIKit keeps it private.
    public private(set) var headlessSystemItem: SystemItem?
    private var badgeAttributes = AppearanceValues<[NSAttributedString.Key: Any]>()
    /// How far the title is moved; zero by default.
    open var titlePositionAdjustment: UIOffset = .zero
    private var storedStandardAppearance: UITabBarAppearance?
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    /// The tab bar's appearance while this item is selected; `nil` uses the bar's. Setting it stores a copy.
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy() }
    }

    /// The tab bar's scroll-edge appearance while this item is selected; `nil` uses the bar's. Setting it stores a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item with a title, an image and a tag.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - tag: An integer identifying the item.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and an image for the selected state.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - selectedImage: The image shown while the item is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item showing a system item's title and image.
    ///
    /// Headless: ``UIBarItem/title`` and ``UIBarItem/image`` stay `nil` (UIKit draws the system
    /// item's localized title and image); read ``headlessSystemItem``.
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - tag: An integer identifying the item.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        headlessSystemItem = systemItem
        self.tag = tag
    }

    /// Sets the text attributes of the badge for a state. Stored, not applied.
    ///
    /// - Parameters:
    ///   - textAttributes: The attributes.
    ///   - state: The state.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[Int(state.rawValue)] = textAttributes
    }

    /// The text attributes of the badge for a state, as set.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes, or `nil`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[Int(state.rawValue)]
    }
}

extension UITabBarItem {
    /// The system items a tab bar item can stand for.
    public enum SystemItem: Int, Sendable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites = 1
        /// Featured.
        case featured = 2
        /// Top Rated.
        case topRated = 3
        /// Recents.
        case recents = 4
        /// Contacts.
        case contacts = 5
        /// History.
        case history = 6
        /// Bookmarks.
        case bookmarks = 7
        /// Search.
        case search = 8
        /// Downloads.
        case downloads = 9
        /// Most Recent.
        case mostRecent = 10
        /// Most Viewed.
        case mostViewed = 11
    }
}
