import Foundation

/// How tab bar items of one layout look in one state: title, icon color and badge.
///
/// Reach it through a ``UITabBarItemAppearance`` (`normal`, `selected`, `disabled`,
/// `focused`). Headless: stored, not applied to the items.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The attributes of the items' titles; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the titles are moved; zero by default.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The color of the items' icons; `nil` for the system's.
    open var iconColor: UIColor?
    /// How far the badges are moved; zero by default.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badges' background color; `nil` for the system's.
    open var badgeBackgroundColor: UIColor?
    /// The attributes of the badges' text; empty by default.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badges' text is moved within the badge; zero by default.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    /// Creates a state appearance with no customization (the owning appearance creates them).
    override init() {
        super.init()
    }

    /// Copies the values of `other`.
    func takeValues(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
