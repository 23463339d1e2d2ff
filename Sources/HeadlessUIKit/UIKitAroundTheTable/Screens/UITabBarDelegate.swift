import Foundation

/// The object told when the user selects an item in a tab bar.
///
/// Headless: the method is optional (its default does nothing); the customizing methods are
/// missing.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// Called when the user selected an item.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - item: The item selected.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing: the method is optional.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
