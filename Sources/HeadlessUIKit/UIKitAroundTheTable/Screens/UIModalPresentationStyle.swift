import Foundation

/// How a presented view controller is shown.
///
/// Headless: nothing is drawn; the style decides only whether the presenting controller's view
/// disappears (``fullScreen`` and ``currentContext``) or stays on screen under the presented one
/// (every other style), which decides its appearance callbacks.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting view disappears.
    case fullScreen = 0
    /// A sheet over part of the screen.
    case pageSheet = 1
    /// A smaller sheet centered on the screen.
    case formSheet = 2
    /// Covers the presenting context's view, which disappears.
    case currentContext = 3
    /// A custom presentation.
    case custom = 4
    /// Covers the screen; the presenting view stays underneath.
    case overFullScreen = 5
    /// Covers the presenting context's view, which stays underneath.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation (only as an adaptive style).
    case none = -1
    /// The system's choice: a page sheet for most controllers.
    case automatic = -2

    /// Whether the presenting controller's view leaves the screen while this style is shown.
    var hidesPresentingView: Bool {
        self == .fullScreen || self == .currentContext
    }
}

/// The transition animation of a modal presentation. Headless: recorded, not animated.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom.
    case coverVertical = 0
    /// A horizontal 3D flip.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl.
    case partialCurl = 3
}
