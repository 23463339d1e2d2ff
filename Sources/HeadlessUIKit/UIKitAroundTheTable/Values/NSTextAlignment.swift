/// How text lines up horizontally, with iOS's raw values (where `center` is 1 and `right` 2).
public enum NSTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Justified: every full line fills the width.
    case justified = 3
    /// The script's default: left for left-to-right text.
    case natural = 4
}
