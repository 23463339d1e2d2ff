/// The light or dark appearance of an interface, with iOS's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style: colors resolve to their light appearance.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
