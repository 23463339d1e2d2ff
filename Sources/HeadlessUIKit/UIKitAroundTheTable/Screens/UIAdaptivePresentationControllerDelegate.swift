import Foundation

/// The object a presentation controller tells about the user dismissing the presented
/// controller interactively (swiping a sheet down).
///
/// Every method is optional, as in UIKit: the defaults allow the dismissal and do nothing.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
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
    /// Allows the dismissal: the method is optional.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing: the method is optional.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing: the method is optional.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing: the method is optional.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
