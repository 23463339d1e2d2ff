import Foundation

extension UIContextMenuConfiguration {
    /// How a context menu orders its elements (iOS 16).
    @available(iOS 16.0, tvOS 17.0, *)
    public enum ElementOrder: Int, Sendable {
        /// The system chooses, by where the menu appears.
        case automatic = 0
        /// The elements that matter most come nearest to where the menu opens.
        case priority = 1
        /// The elements keep the order they were given in.
        case fixed = 2
    }
}
