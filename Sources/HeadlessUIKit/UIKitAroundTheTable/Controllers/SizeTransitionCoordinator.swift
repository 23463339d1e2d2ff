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

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }

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
