import Foundation

/// The object told when a navigation controller shows a view controller.
///
/// Every method is optional (the defaults do nothing or answer `nil`). Headless: the animator and
/// interaction controller methods are declared so that apps' custom navigation transitions
/// compile, and are not asked: pushes and pops complete at once. The interface-orientation
/// methods are missing.
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

    /// The animator of a push or pop; `nil` (the default) for the standard one. Not asked
    /// headlessly.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: `.push` or `.pop`.
    ///   - fromVC: The controller leaving the top.
    ///   - toVC: The controller becoming the top.
    /// - Returns: The animator, or `nil`.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// The interaction controller of a push or pop; `nil` (the default). Not asked headlessly.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The transition's animator.
    /// - Returns: The interaction controller, or `nil`.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing: the method is optional.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}

    /// Does nothing: the method is optional.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

    /// Answers `nil`: the standard animation.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    /// Answers `nil`: not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
}
