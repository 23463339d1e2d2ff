/// Runs animations alongside a view controller transition.
///
/// A size transition hands one to `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)`. Headless (see ``UIViewControllerTransitionCoordinatorContext``):
/// the animations added while the controllers are told run once the new size (and traits) are
/// in place, then the completions, all before `UIWindow.simulateSizeTransition(to:newTraitOverrides:)`
/// returns; animations added after that run at once.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it.
    ///
    /// - Parameters:
    ///   - animation: Changes to animate with the transition.
    ///   - completion: Called when the transition ends.
    /// - Returns: Whether the animations were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Runs `animation` alongside the transition for a view outside the transition's container
    /// (headless: as ``animate(alongsideTransition:completion:)``), and `completion` after it.
    ///
    /// - Parameters:
    ///   - view: The view the animations concern.
    ///   - animation: Changes to animate with the transition.
    ///   - completion: Called when the transition ends.
    /// - Returns: Whether the animations were queued.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers a handler called when an interactive transition's interaction changes (the
    /// user lifts the finger); never called headlessly, where no transition is interactive.
    ///
    /// - Parameter handler: The handler.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion: UIKit's
    /// `animate(alongsideTransition:completion:)` called without its defaulted `completion`, which
    /// a Swift protocol requirement cannot default.
    ///
    /// - Parameter animation: Changes to animate with the transition.
    /// - Returns: Whether the animations were queued.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition for a view, with no completion: UIKit's
    /// `animateAlongsideTransition(in:animation:completion:)` called without its defaulted
    /// `completion`.
    ///
    /// - Parameters:
    ///   - view: The view the animations concern.
    ///   - animation: Changes to animate with the transition.
    /// - Returns: Whether the animations were queued.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
