import Foundation

/// The look of a navigation bar, toolbar or search bar before appearance objects.
///
/// Headless: stored, not drawn.
public enum UIBarStyle: Int, Sendable {
    /// The light default look.
    case `default` = 0
    /// The dark look.
    case black = 1
}

/// The bar metrics a background image or title adjustment applies to.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the standard height.
    case `default` = 0
    /// A compact bar (landscape iPhone).
    case compact = 1
    /// A bar of the standard height with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// Where a bar sits, for background images set per position.
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, under the status bar.
    case topAttached = 3
}
