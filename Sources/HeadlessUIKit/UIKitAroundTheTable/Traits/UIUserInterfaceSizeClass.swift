/// How much room an interface has along one axis, with iOS's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class.
    case unspecified = 0
    /// Constrained space, such as an iPhone's width in portrait.
    case compact = 1
    /// Expansive space, such as an iPhone's height in portrait.
    case regular = 2
}
