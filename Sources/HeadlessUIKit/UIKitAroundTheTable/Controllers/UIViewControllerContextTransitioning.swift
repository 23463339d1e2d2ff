import Foundation

/// What a custom transition animator is told about the transition it animates: the container
/// view, the controllers and views taking part, and where they end up.
///
/// UIKit creates the context and hands it to
/// ``UIViewControllerAnimatedTransitioning/animateTransition(using:)``; the animator calls
/// ``completeTransition(_:)`` once its animations ended. Headless: see
/// ``UIViewControllerAnimatedTransitioning`` for when transitions run one.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition takes place in; the animator adds the view joining the screen.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Updates how far an interactive transition is.
    ///
    /// - Parameter percentComplete: The fraction completed, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Tells the context an interactive transition is to finish.
    func finishInteractiveTransition()
    /// Tells the context an interactive transition is to be cancelled.
    func cancelInteractiveTransition()
    /// Tells the context an interactive transition paused.
    func pauseInteractiveTransition()
    /// Ends the transition; the animator calls it when its animations ended.
    ///
    /// - Parameter didComplete: Whether the transition completed (`false` when cancelled).
    func completeTransition(_ didComplete: Bool)
    /// A controller taking part in the transition.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: The controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition: `nil` for a view that stays where it is (the
    /// presenting controller's view in a presentation that keeps it on screen).
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: The view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view is at the start of the transition.
    ///
    /// - Parameter vc: A controller taking part.
    /// - Returns: Its frame in ``containerView``, or `.zero` when unknown or not on screen.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view is at the end of the transition.
    ///
    /// - Parameter vc: A controller taking part.
    /// - Returns: Its frame in ``containerView``, or `.zero` when unknown or off screen.
    func finalFrame(for vc: UIViewController) -> CGRect
}

extension UIViewControllerContextTransitioning {
    /// The rotation applied during the transition: the identity, as headless transitions never
    /// rotate. Declared here rather than as a requirement (UIKit's is one) so that the package's
    /// Apple-platform check, whose stand-in UIKit has no Core Graphics `CGAffineTransform`, can
    /// represent the protocol in Objective-C; callers read it the same way.
    public var targetTransform: CGAffineTransform { .identity }
}
