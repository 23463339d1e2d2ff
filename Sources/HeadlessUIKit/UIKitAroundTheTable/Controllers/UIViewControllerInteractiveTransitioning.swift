import Foundation

/// An object that drives a view controller transition interactively (a pan that dismisses a
/// card as the finger moves).
///
/// Headless: declared so that apps' interaction controllers compile; no transition asks for one
/// (transitions complete at once; see REMAINING_UIKIT.md).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    ///
    /// - Parameter transitionContext: The transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)

    /// How fast the transition completes after the interaction ends, relative to its duration;
    /// 1 by default.
    var completionSpeed: CGFloat { get }

    /// The timing of the rest of the transition after the interaction ends; `.easeInOut` by
    /// default.
    var completionCurve: UIView.AnimationCurve { get }

    /// Whether the transition starts interactively; `true` by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// The default completion speed: 1.
    public var completionSpeed: CGFloat { 1 }
    /// The default completion curve: `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// The default: the transition starts interactively.
    public var wantsInteractiveStart: Bool { true }
}
