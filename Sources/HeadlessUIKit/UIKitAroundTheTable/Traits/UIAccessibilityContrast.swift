/// Whether the user turned on Increase Contrast, with iOS's raw values.
public enum UIAccessibilityContrast: Int, Sendable {
    /// No contrast.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast.
    case high = 1
}
