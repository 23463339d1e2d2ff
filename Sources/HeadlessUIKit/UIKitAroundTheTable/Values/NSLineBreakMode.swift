/// How text that does not fit wraps or is truncated.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Cuts the text off at the edge.
    case byClipping = 2
    /// Truncates the start: "…end".
    case byTruncatingHead = 3
    /// Truncates the end: "start…".
    case byTruncatingTail = 4
    /// Truncates the middle: "sta…end".
    case byTruncatingMiddle = 5
}
