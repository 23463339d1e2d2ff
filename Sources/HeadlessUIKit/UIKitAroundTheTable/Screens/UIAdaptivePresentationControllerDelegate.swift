import Foundation

/// The object a presentation controller asks how to adapt a presentation to a compact
/// environment (a popover on an iPhone) and tells about the user dismissing the presented
/// controller interactively (swiping a sheet down).
///
/// Every method is optional, as in UIKit: the defaults allow the dismissal and do nothing, and
/// an adaptive style left unimplemented lets the presentation adapt its own way.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asks for the style a presentation takes in a horizontally compact environment.
    ///
    /// - Parameter controller: The presentation controller.
    /// - Returns: `.fullScreen`, `.overFullScreen`, `.formSheet`, `.pageSheet`, or `.none` to keep
    ///   the presentation's own style (a popover stays a popover).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

    /// Asks for the style a presentation takes in an environment with the given traits; asked
    /// instead of ``adaptivePresentationStyle(for:)`` when implemented.
    ///
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - traitCollection: The traits of the environment the presentation adapts to.
    /// - Returns: The style to use, or `.none` to keep the presentation's own style.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle

    /// Asks for the controller to show in place of the presented one when the presentation
    /// adapts (usually the presented controller in a navigation controller).
    ///
    /// - Parameters:
    ///   - controller: The presentation controller.
    ///   - style: The adapted style.
    /// - Returns: The controller to show, or `nil` (the default) for the presented one.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?

    /// Tells the delegate the presentation is about to take an adapted style.
    ///
    /// - Parameters:
    ///   - presentationController: The presentation controller.
    ///   - style: The adapted style.
    ///   - transitionCoordinator: The coordinator of the change; `nil` headlessly, where nothing
    ///     animates.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    )

    /// Asks whether the user may dismiss the presented controller by swiping.
    ///
    /// - Parameter presentationController: The presentation controller.
    /// - Returns: Whether the dismissal may happen; `true` by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// Tells the delegate the user tried to dismiss and was not allowed (an unsaved form).
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)

    /// Tells the delegate the user is dismissing the presented controller.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// Tells the delegate the user dismissed the presented controller.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: the presentation adapts its own way.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        HeadlessUnimplementedMethod.reached()
        return .none
    }
    /// Not implemented: ``adaptivePresentationStyle(for:)`` is asked instead.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        HeadlessUnimplementedMethod.reached()
        return .none
    }
    /// Shows the presented controller itself: the method is optional.
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    /// Does nothing: the method is optional.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}
    /// Allows the dismissal: the method is optional.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing: the method is optional.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing: the method is optional.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing: the method is optional.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
