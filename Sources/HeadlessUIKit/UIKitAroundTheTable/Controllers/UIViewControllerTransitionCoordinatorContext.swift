import Foundation

/// What a transition in progress is doing, given to the closures run alongside it.
///
/// Headless: transitions complete at once, so `UIViewController.transitionCoordinator` is always
/// `nil` and no context is ever created by HeadlessUIKit; the protocol lets app code that reads
/// one compile. Only the commonly read members are declared.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
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
