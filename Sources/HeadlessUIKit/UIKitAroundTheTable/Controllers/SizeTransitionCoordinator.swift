import Foundation

/// The coordinator of a simulated size transition (`UIWindow.simulateSizeTransition(to:newTraitOverrides:)`).
///
/// It keeps the animations and completions controllers add while they are told of the
/// transition; the window runs the animations once the new size is in place, then the
/// completions. Nothing animates: the transition is over when the window's call returns.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isFinished = false

    let containerView: UIView
    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var percentComplete: CGFloat { isFinished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    /// A coordinator for resizing `window`, the transition's container.
    init(window: UIWindow) {
        containerView = window
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Queues `animation` and `completion` while the transition is in progress; once it is
    /// over nothing is queued and the answer is `false`, as UIKit answers for animations it
    /// could not queue.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the queued animations, in the order they were added, then the completions.
    func finish() {
        isFinished = true
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
        animations = []
        completions = []
    }
}
