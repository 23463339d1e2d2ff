/// The user's preferred text size (Dynamic Type), with UIKit's names as raw values.
///
/// The seven standard sizes run from ``extraSmall`` to ``extraExtraExtraLarge``; ``large`` is the
/// default. The five accessibility sizes (``isAccessibilityCategory``) follow. Categories
/// compare by size with `<`, `<=`, `>` and `>=`, as UIKit's overlay declares them.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name, as UIKit spells it (`"UICTContentSizeCategoryL"`).
    public let rawValue: String

    /// Creates a category from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preferred size.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// The second standard size.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// The third standard size.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// The fifth standard size.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// The sixth standard size.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size (AX2).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL"
    )
    /// The largest accessibility size (AX5).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL"
    )

    /// Posted when the user changes the preferred text size in Settings; its `userInfo` holds
    /// the new category under ``newValueUserInfoKey``. Headless: the app-wide size never
    /// changes, so it is never posted (a test posts it to check a screen's response).
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category, as its raw string, in ``didChangeNotification``'s `userInfo`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The sizes in increasing order, ``unspecified`` excluded.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position of ``large``, the default size, in ``ordered``.
    static let defaultSizeIndex = 3

    /// The position of the size in ``ordered``; `nil` for ``unspecified`` and unknown names.
    var sizeIndex: Int? {
        UIContentSizeCategory.ordered.firstIndex(of: self)
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool {
        (sizeIndex ?? 0) >= 7
    }

    /// Whether `left` is a smaller size than `right`; ``unspecified`` is smaller than every size.
    ///
    /// - Parameters:
    ///   - left: A category.
    ///   - right: Another category.
    /// - Returns: `true` when `left` is smaller.
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.sizeIndex ?? -1) < (right.sizeIndex ?? -1)
    }

    /// Whether `left` is a size no larger than `right`.
    ///
    /// - Parameters:
    ///   - left: A category.
    ///   - right: Another category.
    /// - Returns: `true` when `left` is smaller or the same size.
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        !(right < left)
    }

    /// Whether `left` is a larger size than `right`.
    ///
    /// - Parameters:
    ///   - left: A category.
    ///   - right: Another category.
    /// - Returns: `true` when `left` is larger.
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        right < left
    }

    /// Whether `left` is a size no smaller than `right`.
    ///
    /// - Parameters:
    ///   - left: A category.
    ///   - right: Another category.
    /// - Returns: `true` when `left` is larger or the same size.
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        !(left < right)
    }
}
