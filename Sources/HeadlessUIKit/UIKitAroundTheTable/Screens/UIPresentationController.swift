import Foundation

/// The object that manages how a view controller is presented: a sheet, a popover, full screen.
///
/// Apps reach it through ``UIViewController/presentationController`` to set its ``delegate``
/// (to learn that the user swiped a sheet away), or through the popover and sheet subclasses to
/// configure those. Headless: presentations are not animated or laid out differently;
/// ``simulateSwipeToDismiss()`` stands for the user's swipe.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
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

    /// Simulates the user swiping the presented sheet down (HeadlessUIKit-only), as UIKit
    /// handles it: when the controller is ``UIViewController/isModalInPresentation`` or the
    /// delegate's `presentationControllerShouldDismiss(_:)` answers `false`, the delegate is told
    /// `presentationControllerDidAttemptToDismiss(_:)` and the sheet stays; otherwise it is told
    /// `presentationControllerWillDismiss(_:)`, the controller is dismissed, and it is told
    /// `presentationControllerDidDismiss(_:)`. Full-screen presentations cannot be swiped away.
    ///
    /// - Returns: Whether the controller was dismissed.
    @discardableResult
    public func simulateSwipeToDismiss() -> Bool {
        guard presentedViewController.presentingViewController != nil,
              !presentationStyle.hidesPresentingView, presentationStyle != .overFullScreen
        else { return false }
        let allowed = !presentedViewController.isModalInPresentation
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
}
