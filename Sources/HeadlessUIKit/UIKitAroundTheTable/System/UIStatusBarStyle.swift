/// The look of the status bar's content, which a view controller asks for with
/// `preferredStatusBarStyle`.
///
/// Headless: there is no status bar; a window's `headlessStatusBarStyle` says which style its
/// controller in charge asks for.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
