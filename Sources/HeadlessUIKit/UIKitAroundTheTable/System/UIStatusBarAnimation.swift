/// How the status bar animates when it is shown or hidden
/// (`UIViewController.preferredStatusBarUpdateAnimation`). Headless: nothing animates.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The status bar fades in or out.
    case fade = 1
    /// The status bar slides in or out.
    case slide = 2
}
