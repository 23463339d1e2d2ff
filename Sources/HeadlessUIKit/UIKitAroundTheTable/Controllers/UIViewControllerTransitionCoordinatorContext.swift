import Foundation

/// What a transition in progress is doing, given to the closures run alongside it.
///
/// Headless: presentations and navigation complete at once, so
/// `UIViewController.transitionCoordinator` is always `nil`. The one transition with a
/// coordinator is a size transition (`UIWindow.simulateSizeTransition(to:newTraitOverrides:)`),
/// whose context is animated, not interactive, never cancelled, lasts 0 seconds and has the
/// presentation style `.none`. Only the commonly read members are declared.
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
}
