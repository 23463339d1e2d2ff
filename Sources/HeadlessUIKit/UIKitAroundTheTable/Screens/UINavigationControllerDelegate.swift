import Foundation

/// The object told when a navigation controller shows a view controller.
///
/// Headless: only the two "show" methods are declared; both are optional (their defaults do
/// nothing). The interface-orientation and transition-animation methods are missing.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before the navigation controller shows a controller (push, pop or new stack).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether the change is animated.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    /// Called after the navigation controller showed a controller.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller shown.
    ///   - animated: Whether the change was animated.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing: the method is optional.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Does nothing: the method is optional.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
