import Foundation

extension UITabBar {
    /// How a tab bar positions its items.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on compact width, centered on regular width.
        case automatic = 0
        /// Spread across the bar's width.
        case fill = 1
        /// Centered, with the item width and spacing.
        case centered = 2
    }
}
