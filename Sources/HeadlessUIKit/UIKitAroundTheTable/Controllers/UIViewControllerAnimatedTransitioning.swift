import Foundation

/// An object that animates a custom view controller transition.
///
/// A ``UIViewControllerTransitioningDelegate`` returns one for a presentation or dismissal.
/// Headless: the presentation calls ``animateTransition(using:)`` in place of placing the
/// presented view (the animator adds it to the context's container view and calls
/// `completeTransition(_:)`; `UIView` animations run at once), then ``animationEnded(_:)``. A
/// transition whose animator does not call `completeTransition(_:)` is completed anyway.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition's animations take.
    ///
    /// - Parameter transitionContext: The transition, or `nil`.
    /// - Returns: The duration in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    /// Animates the transition: places the views and calls
    /// ``UIViewControllerContextTransitioning/completeTransition(_:)`` at the end.
    ///
    /// - Parameter transitionContext: The transition.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

    /// The interruptible animator driving the transition, for animators that provide one.
    ///
    /// - Parameter transitionContext: The transition.
    /// - Returns: The animator.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating

    /// Called when the transition ended; the default does nothing.
    ///
    /// - Parameter transitionCompleted: Whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: asking an animator that does not provide an interruptible animator for one
    /// stops the program, as the unrecognized selector does in UIKit. HeadlessUIKit never asks.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        preconditionFailure("\(type(of: self)) does not implement interruptibleAnimator(using:)")
    }

    /// Does nothing: the method is optional.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
