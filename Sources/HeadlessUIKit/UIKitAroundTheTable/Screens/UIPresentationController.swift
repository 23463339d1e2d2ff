import Foundation

/// The object that manages how a view controller is presented: a sheet, a popover, full screen,
/// or a custom presentation.
///
/// Apps reach it through ``UIViewController/presentationController`` to set its ``delegate``
/// (to learn that the user swiped a sheet away, or to keep a popover on an iPhone), or through
/// the popover and sheet subclasses to configure those. For `modalPresentationStyle = .custom`,
/// an app subclasses it and returns an instance from its
/// ``UIViewControllerTransitioningDelegate``; the presentation then calls the subclass's
/// overrides as UIKit does: ``presentationTransitionWillBegin()`` with the ``containerView`` in
/// the window, the ``presentedView`` placed at ``frameOfPresentedViewInContainerView``,
/// ``containerViewWillLayoutSubviews()`` and ``containerViewDidLayoutSubviews()`` around every
/// layout of the container, ``presentationTransitionDidEnd(_:)``, and the dismissal
/// counterparts. Headless: nothing animates, every transition completes, and
/// ``simulateSwipeToDismiss()`` stands for the user's swipe.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The controller being presented.
    open var presentedViewController: UIViewController { storedPresentedViewController }
    private unowned let storedPresentedViewController: UIViewController
    /// The controller presenting it: the presenting controller once presented, else the
    /// presented controller itself.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presentedViewController
    }
    /// The object told about interactive dismissal and adaptation.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style of the presentation: the presented controller's ``UIViewController/modalPresentationStyle``.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Creates a presentation controller.
    ///
    /// - Parameters:
    ///   - presentedViewController: The controller being presented.
    ///   - presentingViewController: The controller presenting it; headless: read from the
    ///     presented controller once it is presented.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresentedViewController = presentedViewController
        super.init()
    }

    // MARK: - Adaptation

    /// The style the presentation takes in a horizontally compact environment: the delegate's
    /// answer to `adaptivePresentationStyle(for:)`, or `.none` (keep the presentation's style)
    /// when there is no delegate or it does not implement the method.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        guard let delegate else { return .none }
        let (style, implemented) = HeadlessUnimplementedMethod.detect { delegate.adaptivePresentationStyle(for: self) }
        return implemented ? style : .none
    }

    /// The style the presentation takes in an environment with `traitCollection`: the delegate's
    /// answer to `adaptivePresentationStyle(for:traitCollection:)` when it implements it, else
    /// ``adaptivePresentationStyle``.
    ///
    /// - Parameter traitCollection: The traits of the environment.
    /// - Returns: The adapted style, or `.none` to keep the presentation's style.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegateAdaptiveStyle(for: traitCollection) ?? .none
    }

    /// Traits the presented controller's traits are given on top of its environment's; stored
    /// only, headlessly (see REMAINING_UIKIT.md).
    open var overrideTraitCollection: UITraitCollection?

    // MARK: - Views and layout

    /// The view the presentation takes place in, filling the window: set from just before
    /// ``presentationTransitionWillBegin()`` until the dismissal ends, `nil` otherwise.
    open var containerView: UIView? { storedContainerView }
    /// The container, while presented.
    var storedContainerView: UIView?
    /// The style a popover adapted to when presented in a compact environment, while presented.
    var adaptedStyle: UIModalPresentationStyle?
    /// The presenting controller's view taken out of its superview while a covering presentation
    /// is on screen, with where to put it back.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?

    /// The view the presentation shows: the presented controller's view. A subclass that wraps
    /// that view (in a rounded or shadowed view) returns the wrapper, and places the
    /// controller's view in it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where ``presentedView`` is placed in ``containerView``: the container's bounds. A custom
    /// presentation (a half-height card) overrides it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen; `true`. Headless: nothing reads it.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the screen once the presentation ends:
    /// `false`, so a custom presentation keeps it visible underneath, and it does not disappear.
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the container lays out its subviews; the default does nothing. A custom
    /// presentation places its views here (`presentedView?.frame = frameOfPresentedViewInContainerView`).
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its subviews; the default does nothing.
    open func containerViewDidLayoutSubviews() {}

    // MARK: - Transitions

    /// Called when the presentation begins, with ``containerView`` in the window; a custom
    /// presentation adds its chrome (a dimming view) here. The default does nothing.
    open func presentationTransitionWillBegin() {}

    /// Called when the presentation ended; headless: always with `completed` `true`. The default
    /// does nothing.
    ///
    /// - Parameter completed: Whether the presentation completed.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called when the dismissal begins; the default does nothing.
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal ended; headless: always with `completed` `true`. The default
    /// does nothing.
    ///
    /// - Parameter completed: Whether the dismissal completed.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: - Trait environment and content container

    /// The traits of the presentation: its container's while presented, else the presenting
    /// controller's.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// Called when ``traitCollection`` changed; not called headlessly (register for trait changes
    /// on the presented controller instead). The default does nothing.
    ///
    /// - Parameter previousTraitCollection: The previous traits.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The presentation's own preferred content size: `.zero` (a popover sizes itself by the
    /// presented controller's `preferredContentSize`).
    open var preferredContentSize: CGSize { .zero }

    /// Called when the presented controller's preferred content size changed; the default does
    /// nothing.
    ///
    /// - Parameter container: The presented controller.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when the presented controller's fitting size changed; the default does nothing.
    ///
    /// - Parameter container: The presented controller.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of the presented controller's view in a container of `parentSize`: `parentSize`.
    ///
    /// - Parameters:
    ///   - container: The presented controller.
    ///   - parentSize: The container's size.
    /// - Returns: The size for the presented view.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called before the container's size changes (a rotation), before the presented controller
    /// is; the default does nothing.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - coordinator: The transition's coordinator.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Called before the traits change in a transition, before the presented controller is; the
    /// default does nothing.
    ///
    /// - Parameters:
    ///   - newCollection: The traits after the transition.
    ///   - coordinator: The transition's coordinator.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Simulates the user swiping the presented sheet down (HeadlessUIKit-only), as UIKit
    /// handles it: when the controller, or a controller it shows (the top controller of a
    /// presented navigation controller, as in Apple's "Disabling the pull-down gesture for a
    /// sheet"), is ``UIViewController/isModalInPresentation``, or the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers `false`, the delegate is told
    /// `presentationControllerDidAttemptToDismiss(_:)` and the sheet stays; otherwise it is told
    /// `presentationControllerWillDismiss(_:)`, the controller is dismissed, and it is told
    /// `presentationControllerDidDismiss(_:)`. Full-screen presentations (a popover adapted to
    /// full screen included), custom ones and popovers shown as popovers cannot be swiped away
    /// (see `UIPopoverPresentationController.simulateTapOutside()`).
    ///
    /// - Returns: Whether the controller was dismissed.
    @discardableResult
    public func simulateSwipeToDismiss() -> Bool {
        let style = effectiveStyle
        guard !style.hidesPresentingView, style != .overFullScreen, style != .custom, style != .popover else { return false }
        return dismissInteractively()
    }

    /// Dismisses the presented controller as a user's gesture does, when it is presented and
    /// nothing prevents it, telling the delegate; see ``simulateSwipeToDismiss()``.
    func dismissInteractively() -> Bool {
        guard presentedViewController.presentingViewController != nil else { return false }
        let allowed = !Self.isModalInPresentation(presentedViewController)
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(self)
        return true
    }

    /// Whether `controller` or a controller it shows on screen is modal in presentation: Apple
    /// documents the property as preventing the interactive dismissal "while it is onscreen", and
    /// sets it on the controller inside the presented navigation controller.
    private static func isModalInPresentation(_ controller: UIViewController) -> Bool {
        if controller.isModalInPresentation { return true }
        let shown: [UIViewController] = if let navigation = controller as? UINavigationController {
            navigation.topViewController.map { [$0] } ?? []
        } else if let tabs = controller as? UITabBarController {
            tabs.selectedViewController.map { [$0] } ?? []
        } else {
            controller.children.filter { $0.viewIfLoaded?.window != nil }
        }
        return shown.contains { isModalInPresentation($0) }
    }
}
