import Foundation

/// The transition context a presentation or dismissal hands its transitioning delegate's
/// animator (see `UIViewControllerAnimatedTransitioning`).
@MainActor
final class PresentationTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    /// Whether the animator called `completeTransition(_:)`.
    private(set) var isCompleted = false

    private let controllers: (from: UIViewController, to: UIViewController)
    private let views: (from: UIView?, to: UIView?)
    private let presented: UIViewController
    private let presentedFrame: (initial: CGRect, final: CGRect)

    /// A context for presenting or dismissing through a presentation controller.
    ///
    /// - Parameters:
    ///   - presentation: The presentation controller, with its container view installed.
    ///   - isPresenting: `true` for the presentation, `false` for the dismissal.
    ///   - animated: Whether the transition is animated.
    init(_ presentation: UIPresentationController, isPresenting: Bool, animated: Bool) {
        containerView = presentation.containerView ?? UIView()
        isAnimated = animated
        presentationStyle = presentation.presentationStyle
        presented = presentation.presentedViewController
        let presenting = presentation.presentingViewController
        // The presenting controller's view takes part only when the presentation removes it.
        let presenterView = presentation.removesPresentersView ? presenting.view : nil
        if isPresenting {
            controllers = (presenting, presented)
            views = (presenterView, presentation.presentedView)
            presentedFrame = (.zero, presentation.frameOfPresentedViewInContainerView)
        } else {
            controllers = (presented, presenting)
            views = (presentation.presentedView, presenterView)
            presentedFrame = (presentation.presentedView?.frame ?? .zero, .zero)
        }
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        isCompleted = true
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: controllers.from
        case .to: controllers.to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: views.from
        case .to: views.to
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === presented ? presentedFrame.initial : vc === controllers.to ? .zero : containerView.bounds
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === presented ? presentedFrame.final : vc === controllers.to ? containerView.bounds : .zero
    }
}
