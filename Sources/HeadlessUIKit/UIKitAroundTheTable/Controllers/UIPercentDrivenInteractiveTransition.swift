import Foundation

/// An interaction controller that moves a transition's animations as a gesture reports how far
/// it is: the gesture calls ``update(_:)``, then ``finish()`` or ``cancel()``.
///
/// Headless: no transition asks for an interaction controller, so a gesture's calls only update
/// ``percentComplete`` and, once the transition context was given, tell it.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration: its animator's.
    open private(set) var duration: CGFloat = 0
    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest of the transition completes after ``finish()`` or ``cancel()``.
    open var completionSpeed: CGFloat = 1
    /// The timing of the rest of the transition.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the transition's animations.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively; `true` by default.
    open var wantsInteractiveStart = true
    /// The transition being driven, once started.
    private weak var context: (any UIViewControllerContextTransitioning)?

    /// Starts driving a transition.
    ///
    /// - Parameter transitionContext: The transition.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    /// Pauses the transition.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Moves the transition to a fraction of its progress.
    ///
    /// - Parameter percentComplete: The fraction, from 0 to 1.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Cancels the transition: it goes back to its start.
    open func cancel() {
        context?.cancelInteractiveTransition()
    }

    /// Finishes the transition.
    open func finish() {
        percentComplete = 1
        context?.finishInteractiveTransition()
    }
}
