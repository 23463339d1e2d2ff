/// How a pointing device scrolls: in steps or smoothly.
public enum UIScrollType: UInt, Sendable {
    /// In steps, as a mouse's wheel.
    case discrete = 0
    /// Smoothly, as two fingers on a trackpad.
    case continuous = 1
}
