import Foundation

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's language (Unicode bidirectional algorithm).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
