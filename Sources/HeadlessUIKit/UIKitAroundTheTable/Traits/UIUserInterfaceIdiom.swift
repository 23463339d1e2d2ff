/// The kind of device an interface is designed for, with iOS's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom.
    case unspecified = -1
    /// iPhone and iPod touch. The headless screen's idiom.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
