import Foundation

// Modal presentation: who presents whom, and the views and callbacks of presenting and
// dismissing.
extension UIViewController {
    /// The controller that presentations from this one go through: its topmost ancestor.
    var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// The presentation controller of this controller while it is presented, `nil` otherwise.
    var presentationInProgress: UIPresentationController? {
        guard storedPresenting != nil else { return nil }
        return storedPresentationController
    }

    /// Presents `controller` over ``presentationHost``; see `present(_:animated:completion:)`.
    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationHost
        guard presenter.storedPresented == nil, controller.storedPresenting == nil,
              let window = presenter.viewIfLoaded?.window
        else { return }
        let presentation = controller.presentationController(presentedFrom: self, over: presenter)
        let animator = controller.transitioningDelegate?.animationController(forPresented: controller, presenting: presenter, source: self)
        presenter.storedPresented = controller
        controller.storedPresenting = presenter
        presentation.beginPresentation(in: window, adaptingTo: presenter.traitCollection)
        Self.performAppearanceTransition(
            disappearing: presentation.removesPresentersView ? [presenter] : [],
            appearing: controller,
            roles: [(controller, .beingPresented)],
            animated: animated
        ) {
            // A custom animator places the presented view itself, as in UIKit.
            if let animator {
                animator.animateTransition(using: PresentationTransitionContext(presentation, isPresenting: true, animated: animated))
            } else {
                presentation.placePresentedView()
            }
        }
        presentation.endPresentation()
        animator?.animationEnded(true)
        completion?()
    }

    /// The presentation controller for presenting this controller: for `.custom`, the one the
    /// ``transitioningDelegate`` gives, when it gives one.
    private func presentationController(presentedFrom source: UIViewController, over presenter: UIViewController) -> UIPresentationController {
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source)
        {
            storedPresentationController = custom
            return custom
        }
        // Every style has one; it may already be configured (a popover's source view, a delegate).
        return presentationController!
    }

    /// Dismisses what this controller's host presented, or the host itself when it presents
    /// nothing; see `dismiss(animated:completion:)`.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        let presenter: UIViewController
        if host.storedPresented != nil {
            presenter = host
        } else if let presenting = host.storedPresenting {
            presenter = presenting
        } else {
            return
        }
        var stack: [UIViewController] = []
        var next = presenter.storedPresented
        while let controller = next {
            stack.append(controller)
            next = controller.storedPresented
        }
        let presentations = stack.compactMap(\.storedPresentationController)
        let revealsPresenter = presentations.first?.removesPresentersView == true
        let dismissed = stack.first
        let animator = dismissed.flatMap { $0.transitioningDelegate?.animationController(forDismissed: $0) }
        for presentation in presentations { presentation.dismissalTransitionWillBegin() }
        Self.performAppearanceTransition(
            disappearing: stack.reversed(),
            appearing: revealsPresenter ? presenter : nil,
            roles: stack.map { ($0, .beingDismissed) },
            animated: animated
        ) {
            if let animator, let presentation = presentations.first {
                animator.animateTransition(using: PresentationTransitionContext(presentation, isPresenting: false, animated: animated))
            }
            for presentation in presentations { presentation.removeContainer() }
        }
        for presentation in presentations { presentation.endDismissal() }
        animator?.animationEnded(true)
        presenter.storedPresented = nil
        for controller in stack {
            controller.storedPresented = nil
            controller.storedPresenting = nil
        }
        completion?()
    }
}
