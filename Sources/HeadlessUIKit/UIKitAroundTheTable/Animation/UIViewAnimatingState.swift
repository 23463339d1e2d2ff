/// The state of an animator: whether its animations have been applied and whether it was stopped.
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started, or have finished.
    case inactive = 0
    /// The animations have been applied: they are running or paused.
    case active = 1
    /// The animations were stopped without finishing; ``UIViewAnimating/finishAnimation(at:)``
    /// ends them.
    case stopped = 2
}
