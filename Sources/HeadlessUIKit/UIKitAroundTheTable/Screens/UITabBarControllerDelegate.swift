import Foundation

/// The object a tab bar controller asks before, and tells after, the user selects a tab.
///
/// Headless: both methods are optional (defaults: allow, do nothing). The customizing,
/// interface-orientation and transition-animation methods are missing.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked when the user taps a tab: whether to select its controller.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the tapped tab.
    /// - Returns: Whether to select it.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// Called after the user selected a tab (also when it was already selected). Not called
    /// when code changes the selection.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The selected controller.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Answers `true`: the method is optional.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Does nothing: the method is optional.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
