import Foundation

// What a presentation controller does while its controller is presented: the container view,
// the placement of the presented view, adaptation to a compact environment, and which view
// controllers' views stay on screen.
extension UIPresentationController {
    /// Begins the presentation in `window`: adapts it to `traits`, installs a container filling
    /// the window, and calls ``presentationTransitionWillBegin()``.
    func beginPresentation(in window: UIWindow, adaptingTo traits: UITraitCollection) {
        adapt(to: traits)
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentation = self
        window.addSubview(container)
        storedContainerView = container
        presentationTransitionWillBegin()
    }

    /// Places ``presentedView`` in the container at ``frameOfPresentedViewInContainerView``,
    /// unless a subclass already placed it in a view of its own.
    func placePresentedView() {
        guard let container = storedContainerView, let view = presentedView else { return }
        if view.superview == nil { container.addSubview(view) }
        view.frame = frameOfPresentedViewInContainerView
        if presentationStyle != .custom { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    }

    /// Ends the presentation: the container lays out, then ``presentationTransitionDidEnd(_:)``;
    /// a presentation that covers the presenting controller then takes its view out of the
    /// window, as UIKit does once a full-screen presentation completed.
    func endPresentation() {
        storedContainerView?.layoutIfNeeded()
        presentationTransitionDidEnd(true)
        guard removesPresentersView, let view = presentingViewController.viewIfLoaded, let superview = view.superview else { return }
        removedPresenterView = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0)
        view.removeFromSuperview()
    }

    /// Removes the container and everything in it, between ``dismissalTransitionWillBegin()``
    /// and ``dismissalTransitionDidEnd(_:)`` (which the caller calls around it), and puts back
    /// the presenting controller's view the presentation took out.
    func removeContainer() {
        if let (view, superview, index) = removedPresenterView {
            superview.insertSubview(view, at: min(index, superview.subviews.count))
            removedPresenterView = nil
        }
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        storedContainerView?.removeFromSuperview()
    }

    /// Ends the dismissal: ``dismissalTransitionDidEnd(_:)``, then the container is gone.
    func endDismissal() {
        dismissalTransitionDidEnd(true)
        storedContainerView = nil
        adaptedStyle = nil
    }

    /// Whether the presenting controller's view leaves the screen: for a custom presentation,
    /// ``shouldRemovePresentersView``; otherwise whether the style, once adapted, covers it.
    var removesPresentersView: Bool {
        let style = effectiveStyle
        return style == .custom ? shouldRemovePresentersView : style.hidesPresentingView
    }

    /// The style the presentation shows as: ``presentationStyle`` adapted to the environment it
    /// was presented in.
    var effectiveStyle: UIModalPresentationStyle { adaptedStyle ?? presentationStyle }

    /// Adapts a popover presented in a compact environment, as UIKit does since iOS 13: it shows
    /// as a form sheet, unless the delegate answers another style, or `.none` to stay a popover.
    /// The delegate is told of the adapted style; a popover delegate is first told the popover is
    /// about to be presented.
    private func adapt(to traits: UITraitCollection) {
        adaptedStyle = nil
        guard let popover = self as? UIPopoverPresentationController else { return }
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else { return }
        let adapted = delegateAdaptiveStyle(for: traits) ?? .formSheet
        guard adapted != .none else { return }
        adaptedStyle = adapted
        delegate?.presentationController(self, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: nil)
    }

    /// The delegate's answer to `adaptivePresentationStyle(for:traitCollection:)`, else to
    /// `adaptivePresentationStyle(for:)`; `nil` when there is no delegate or it implements
    /// neither.
    func delegateAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard let delegate else { return nil }
        let (forTraits, implementsForTraits) = HeadlessUnimplementedMethod.detect {
            delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        }
        if implementsForTraits { return forTraits }
        let (style, implemented) = HeadlessUnimplementedMethod.detect { delegate.adaptivePresentationStyle(for: self) }
        return implemented ? style : nil
    }
}
