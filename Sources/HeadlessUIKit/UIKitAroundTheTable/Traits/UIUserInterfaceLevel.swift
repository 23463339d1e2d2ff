/// The visual level of content, with iOS's raw values.
public enum UIUserInterfaceLevel: Int, Sendable {
    /// No level.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the main content, such as a popover or sheet.
    case elevated = 1
}
