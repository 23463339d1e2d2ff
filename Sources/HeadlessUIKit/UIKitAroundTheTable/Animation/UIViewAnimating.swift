import Foundation

/// An object that runs animations that can be started, paused, scrubbed, stopped and finished,
/// such as ``UIViewPropertyAnimator``.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Whether the animations are inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run back to their start.
    var isReversed: Bool { get set }
    /// How far the animations have gone, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations.
    func startAnimation()
    /// Starts the animations after a delay.
    ///
    /// - Parameter delay: The delay in seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations where they are.
    ///
    /// - Parameter withoutFinishing: `true` to end at once without completions; `false` to leave
    ///   the animator ``UIViewAnimatingState/stopped`` until ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at a position and runs the completions.
    ///
    /// - Parameter finalPosition: Where the animations end.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
