/// Runs animations alongside a view controller transition.
///
/// Headless: see ``UIViewControllerTransitionCoordinatorContext``; HeadlessUIKit never creates
/// one.
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
}
