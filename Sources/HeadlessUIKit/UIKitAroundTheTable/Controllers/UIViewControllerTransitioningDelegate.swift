import Foundation

/// An object that supplies the pieces of a custom presentation: the presentation controller of
/// a `.custom` presentation, and the animators of a presentation and its dismissal.
///
/// A `.custom` presentation asks it for its presentation controller when it begins (see
/// ``UIPresentationController``); any presentation of a controller with a transitioning
/// delegate asks it for an animator, and a dismissal for one too (see
/// ``UIViewControllerAnimatedTransitioning``). Every method is optional. Headless: the
/// interaction controllers are never asked, as transitions complete at once.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of a presentation; `nil` (the default) for the standard one.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller `present(_:animated:completion:)` was called on.
    /// - Returns: The animator, or `nil`.
    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?

    /// The animator of a dismissal; `nil` (the default) for the standard one.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: The animator, or `nil`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// The interaction controller of a presentation; `nil` by default. Not asked headlessly.
    ///
    /// - Parameter animator: The presentation's animator.
    /// - Returns: The interaction controller, or `nil`.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?

    /// The interaction controller of a dismissal; `nil` by default. Not asked headlessly.
    ///
    /// - Parameter animator: The dismissal's animator.
    /// - Returns: The interaction controller, or `nil`.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?

    /// The presentation controller that manages a custom presentation; `nil` by default.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it, if known.
    ///   - source: The controller `present(_:animated:completion:)` was called on.
    /// - Returns: The presentation controller, or `nil` for the standard one.
    func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Answers `nil`: the standard animation.
    public func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    /// Answers `nil`: the standard animation.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    /// Answers `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }

    /// Answers `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }

    /// Answers `nil`: the standard presentation controller.
    public func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        nil
    }
}
