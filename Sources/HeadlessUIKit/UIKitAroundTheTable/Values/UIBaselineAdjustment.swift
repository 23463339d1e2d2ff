import Foundation

/// How a label moves its text when the font shrinks to fit (``UILabel/adjustsFontSizeToFitWidth``).
public enum UIBaselineAdjustment: Int, Sendable {
    /// Keeps the baselines where they were.
    case alignBaselines = 0
    /// Keeps the text's centre where it was.
    case alignCenters = 1
    /// Keeps the top of the text where it was.
    case none = 2
}
