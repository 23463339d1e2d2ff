import Foundation

/// A drag animator whose animation ends when told to (HeadlessUIKit-only).
///
/// Nothing animates headlessly: added animations and completions wait until ``finish(at:)``
/// runs them, in the order they were added, animations first.
@preconcurrency @MainActor
open class HeadlessDragAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// Creates an animator with nothing added.
    public override init() {
        super.init()
    }

    /// Adds changes to run when the animation finishes.
    ///
    /// - Parameter animations: The changes.
    public func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    /// Adds a closure to run after the animations when the animation finishes.
    ///
    /// - Parameter completion: The closure, given where the animation stopped.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Ends the animation: runs the added animations, then the completions, once each.
    ///
    /// - Parameter position: Where the animation stopped, passed to the completions.
    open func finish(at position: UIViewAnimatingPosition = .end) {
        let (pendingAnimations, pendingCompletions) = (animations, completions)
        animations = []
        completions = []
        pendingAnimations.forEach { $0() }
        pendingCompletions.forEach { $0(position) }
    }
}
