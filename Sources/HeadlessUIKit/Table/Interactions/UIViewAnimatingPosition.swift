/// Where an animation stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// Back at its start.
    case start = 1
    /// Somewhere in between, where it was interrupted.
    case current = 2
}
