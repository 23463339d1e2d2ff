import Foundation

/// What a transition in progress is doing, given to the closures run alongside it.
///
/// Headless: presentations and navigation complete at once, so
/// `UIViewController.transitionCoordinator` is always `nil`. The one transition with a
/// coordinator is a size transition (`UIWindow.simulateSizeTransition(to:newTraitOverrides:)`),
/// whose context is animated, not interactive, never cancelled, lasts 0 seconds, has the
/// presentation style `.none`, no controllers or views of its own (`nil` for every key, as a
/// rotation has none) and the window as its container.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the user is driving the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop the user abandoned).
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// How far the transition is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which the transition completes after an interaction.
    var completionVelocity: CGFloat { get }
    /// The timing of the transition's completion.
    var completionCurve: UIView.AnimationCurve { get }
    /// A controller taking part in the transition.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: The controller, or `nil`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// A view taking part in the transition.
    ///
    /// - Parameter key: `.from` or `.to`.
    /// - Returns: The view, or `nil`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
}

extension UIViewControllerTransitionCoordinatorContext {
    /// The rotation applied during the transition: the identity, as headless transitions never
    /// rotate. Declared here rather than as a requirement (UIKit's is one) so that the package's
    /// Apple-platform check, whose stand-in UIKit has no Core Graphics `CGAffineTransform`, can
    /// represent the protocol in Objective-C; callers read it the same way.
    public var targetTransform: CGAffineTransform { .identity }
}
