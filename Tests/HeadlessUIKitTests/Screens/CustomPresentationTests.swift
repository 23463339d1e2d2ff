import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A bottom card over a dimmed screen, written as apps write custom presentations for iOS.
private class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var events: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        events.append("presentationTransitionWillBegin, container in window: \(containerView?.window != nil)")
        dimmingView.alpha = 0
        containerView?.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        events.append("presentationTransitionDidEnd \(completed)")
    }

    override func dismissalTransitionWillBegin() {
        events.append("dismissalTransitionWillBegin")
        dimmingView.alpha = 0
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        events.append("dismissalTransitionDidEnd \(completed)")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        events.append("viewWillTransition \(Int(size.width))×\(Int(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Vends the card presentation, as a screen's transitioning delegate does.
private final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var removesPresentersView = false
    private(set) var presentation: CardPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let card = removesPresentersView
            ? CoveringCardPresentationController(presentedViewController: presented, presenting: presenting)
            : CardPresentationController(presentedViewController: presented, presenting: presenting)
        presentation = card
        return card
    }
}

/// A card that covers the screen underneath, so the presenter's view leaves it.
private final class CoveringCardPresentationController: CardPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// A controller that logs its appearance and size transitions.
private final class LoggingController: UIViewController {
    var events: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition")
    }
}

/// A popover's delegate that keeps it a popover on an iPhone, or picks another style.
private final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var style: UIModalPresentationStyle = .none
    var events: [String] = []

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        events.append("adaptivePresentationStyle")
        return style
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("prepare")
    }

    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        events.append("willPresentWithAdaptiveStyle \(style.rawValue)")
    }
}

/// A delegate that answers for an environment's traits: popovers only in regular width.
private final class TraitAwareDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .overFullScreen : .none
    }
}

/// A fade for the card, written as apps write transition animators.
private final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    var events: [String] = []

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        if isPresenting, let view = transitionContext.view(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: controller)
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
        }
        events.append("animate, from view: \(transitionContext.view(forKey: .from) != nil), animated: \(transitionContext.isAnimated)")
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            transitionContext.view(forKey: self.isPresenting ? .to : .from)?.alpha = self.isPresenting ? 1 : 0
        }) { _ in
            if !self.isPresenting { transitionContext.view(forKey: .from)?.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        events.append("ended \(transitionCompleted)")
    }
}

/// Vends the card presentation with its animators.
private final class AnimatedCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let presenting = CardAnimator(isPresenting: true)
    let dismissing = CardAnimator(isPresenting: false)

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self.presenting
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissing
    }
}

@MainActor @Suite struct CustomPresentationTests {
    @Test func theTransitioningDelegatesAnimatorsPlaceAndRemoveThePresentedView() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let transitioning = AnimatedCardTransitioning()
        let card = LoggingController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning

        screen.present(card, animated: true)

        expectEqual(transitioning.presenting.events, ["animate, from view: false, animated: true", "ended true"])
        let container = try #require(card.presentationController?.containerView)
        #expect(card.view.superview === container && card.view.alpha == 1)
        expectEqual(card.view.frame, CGRect(x: 0, y: window.bounds.height / 2, width: window.bounds.width, height: window.bounds.height / 2))
        expectEqual(card.events, ["viewWillAppear"])

        card.dismiss(animated: false)

        expectEqual(transitioning.dismissing.events, ["animate, from view: true, animated: false", "ended true"], "dismissing, the card is the view leaving")
        #expect(card.view.superview == nil && container.superview == nil)
    }

    @Test func interactionControllersAndNavigationAnimatorsCompileAsOnIOS() {
        final class Swipe: UIPercentDrivenInteractiveTransition {}
        final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
            let animator = CardAnimator(isPresenting: true)
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController,
                to toVC: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? {
                operation == .push ? animator : nil
            }
        }
        let swipe = Swipe()
        swipe.update(0.4)
        #expect(swipe.percentComplete == 0.4 && swipe.wantsInteractiveStart && swipe.completionSpeed == 1)
        swipe.finish()
        expectEqual(swipe.percentComplete, 1)
        let delegate = NavigationDelegate()
        let navigation = UINavigationController(rootViewController: UIViewController())
        expectIdentical(delegate.navigationController(navigation, animationControllerFor: .push, from: UIViewController(), to: UIViewController()), delegate.animator)
        expectNil(delegate.navigationController(navigation, interactionControllerFor: delegate.animator))
    }

    @Test func aCustomPresentationRunsThePresentationControllersOverridesInUIKitsOrder() throws {
        let screen = LoggingController()
        let window = showInWindow(screen)
        let transitioning = CardTransitioning()
        let card = LoggingController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        screen.events = []

        screen.present(card, animated: true)

        let presentation = try #require(transitioning.presentation)
        expectIdentical(card.presentationController, presentation)
        expectEqual(presentation.events, ["presentationTransitionWillBegin, container in window: true", "presentationTransitionDidEnd true"])
        let container = try #require(presentation.containerView)
        #expect(container.frame == window.bounds && container.superview === window)
        expectIdentical(card.view.superview, container)
        expectEqual(card.view.frame, CGRect(x: 0, y: window.bounds.height / 2, width: window.bounds.width, height: window.bounds.height / 2))
        #expect(presentation.dimmingView.superview === container && presentation.dimmingView.alpha == 1)
        expectEqual(presentation.dimmingView.frame, container.bounds, "containerViewWillLayoutSubviews ran")
        #expect(screen.events.isEmpty, "a custom presentation keeps the presenter on screen")
        expectEqual(card.events, ["viewWillAppear"])
        expectEqual(presentation.simulateSwipeToDismiss(), false, "no system gesture dismisses a custom presentation")

        card.dismiss(animated: true)

        expectEqual(presentation.events.suffix(2), ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd true"])
        #expect(presentation.containerView == nil && container.superview == nil)
        #expect(presentation.dimmingView.superview == nil && card.view.superview == nil)
        expectNil(screen.presentedViewController)
    }

    @Test func aCustomPresentationThatRemovesThePresentersViewMakesItDisappear() {
        let screen = LoggingController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let transitioning = CardTransitioning()
        transitioning.removesPresentersView = true
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        screen.events = []

        screen.present(card, animated: false)
        expectEqual(screen.events, ["viewWillDisappear"])

        card.dismiss(animated: false)
        expectEqual(screen.events, ["viewWillDisappear", "viewWillAppear"])
    }

    @Test func theCardFollowsARotationThroughItsContainersLayout() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        let transitioning = CardTransitioning()
        let card = LoggingController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        screen.present(card, animated: false)
        let presentation = try #require(transitioning.presentation)

        window.simulateSizeTransition(to: CGSize(width: 844, height: 390))

        expectEqual(presentation.events.last, "viewWillTransition 844×390")
        expectEqual(card.events.last, "viewWillTransition", "the presentation controller is told first, then the presented controller")
        expectEqual(card.view.frame, CGRect(x: 0, y: 195, width: 844, height: 195))
        expectEqual(presentation.dimmingView.frame.size, CGSize(width: 844, height: 390))
    }

    @Test func withoutATransitioningDelegateACustomPresentationFillsTheWindow() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom

        screen.present(presented, animated: false)

        #expect(type(of: presented.presentationController!) == UIPresentationController.self)
        expectEqual(presented.view.frame, window.bounds)
        expectIdentical(presented.presentationController?.containerView?.superview, window)
    }

    @Test func aPopoverOnAPhoneShowsAsASheetUnlessItsDelegateKeepsIt() throws {
        let screen = LoggingController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        let delegate = PopoverDelegate()
        let popover = try #require(menu.popoverPresentationController)
        popover.sourceView = screen.view
        popover.delegate = delegate
        screen.events = []

        screen.present(menu, animated: true)

        expectEqual(delegate.events, ["prepare", "adaptivePresentationStyle"], "kept a popover: no adaptive style to announce")
        #expect(screen.events.isEmpty)
        expectIdentical(menu.popoverPresentationController, popover)
        expectEqual(popover.adaptivePresentationStyle, .none)
        menu.dismiss(animated: false)

        delegate.style = .fullScreen
        delegate.events = []
        screen.present(menu, animated: true)

        expectEqual(delegate.events, ["prepare", "adaptivePresentationStyle", "willPresentWithAdaptiveStyle \(UIModalPresentationStyle.fullScreen.rawValue)"])
        expectEqual(screen.events, ["viewWillDisappear"], "adapted to full screen, the presenter leaves the screen")
        expectEqual(popover.simulateSwipeToDismiss(), false)
        menu.dismiss(animated: false)
        expectEqual(screen.events, ["viewWillDisappear", "viewWillAppear"])
    }

    @Test func aPopoverWithoutADelegateAdaptsToASheetThatCanBeSwipedAway() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceView = screen.view

        screen.present(menu, animated: false)

        #expect(try #require(menu.presentationController).simulateSwipeToDismiss())
        expectNil(screen.presentedViewController)
    }

    @Test func inARegularWidthAPopoverStaysAPopoverWithoutAskingTheDelegate() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        window.headlessTraitOverrides = UITraitCollection(horizontalSizeClass: .regular)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        let delegate = PopoverDelegate()
        delegate.style = .fullScreen
        menu.popoverPresentationController?.delegate = delegate

        screen.present(menu, animated: false)

        expectEqual(delegate.events, ["prepare"])
        expectNotNil(screen.viewIfLoaded?.window)
    }

    @Test func theTraitAwareAdaptiveStyleIsAskedInsteadOfThePlainOne() {
        let controller = UIViewController()
        let presentation = UIPresentationController(presentedViewController: controller, presenting: nil)
        expectEqual(presentation.adaptivePresentationStyle, .none, "no delegate")
        let delegate = TraitAwareDelegate()
        presentation.delegate = delegate

        expectEqual(presentation.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)), .overFullScreen)
        expectEqual(presentation.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .regular)), .none)
        expectEqual(presentation.adaptivePresentationStyle, .none, "the plain method is not implemented")
    }
}

/// Popovers kept as popovers are dismissed by a tap outside, not by a swipe.
@MainActor @Suite struct PopoverTapOutsideTests {
    /// A filter popover's delegate that keeps it a popover and refuses to close with changes.
    private final class FilterDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        var hasChanges = false
        var events: [String] = []

        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            .none
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            !hasChanges
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("attempt")
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("did")
        }
    }

    @Test func aTapOutsideDismissesUnlessTheDelegateRefuses() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let filter = UIViewController()
        filter.modalPresentationStyle = .popover
        let delegate = FilterDelegate()
        let popover = try #require(filter.popoverPresentationController)
        popover.sourceView = screen.view
        popover.delegate = delegate
        screen.present(filter, animated: true)

        expectEqual(popover.simulateSwipeToDismiss(), false, "a popover is not swiped away")
        delegate.hasChanges = true
        expectEqual(popover.simulateTapOutside(), false)
        #expect(delegate.events == ["attempt"] && screen.presentedViewController === filter)

        delegate.hasChanges = false
        #expect(popover.simulateTapOutside())
        #expect(delegate.events == ["attempt", "did"] && screen.presentedViewController == nil)
        expectEqual(popover.simulateTapOutside(), false, "nothing is presented any more")
    }
}

/// A full-screen presentation takes the presenting views out of the window once it completed.
@MainActor @Suite struct FullScreenPresentationTests {
    @Test func thePresentersViewLeavesTheWindowAndComesBack() {
        let catalogue = UIViewController()
        let window = showInWindow(catalogue)
        let onboarding = UIViewController()
        onboarding.modalPresentationStyle = .fullScreen

        catalogue.present(onboarding, animated: true)

        expectNil(catalogue.viewIfLoaded?.window, "Apple: the presenting views are removed after the presentation completes")
        expectIdentical(onboarding.view.window, window)

        onboarding.dismiss(animated: true)

        #expect(catalogue.view.window === window && window.subviews.first === catalogue.view)
        expectEqual(catalogue.view.frame, window.bounds)
    }

    @Test func aPageSheetKeepsThePresenterOnScreen() {
        let catalogue = UIViewController()
        let window = showInWindow(catalogue)
        let form = UIViewController()
        form.modalPresentationStyle = .pageSheet

        catalogue.present(form, animated: true)

        expectIdentical(catalogue.view.window, window)
    }
}
