/// Whether the user turned on Bold Text, with iOS's raw values.
public enum UILegibilityWeight: Int, Sendable {
    /// No weight.
    case unspecified = -1
    /// Regular text (Bold Text off).
    case regular = 0
    /// Bold text (Bold Text on).
    case bold = 1
}
