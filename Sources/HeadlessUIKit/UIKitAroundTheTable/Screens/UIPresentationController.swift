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
    /// handles it: when the controller, or a controller it shows (the top controller of a
    /// presented navigation controller, as in Apple's "Disabling the pull-down gesture for a
    /// sheet"), is ``UIViewController/isModalInPresentation``, or the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers `false`, the delegate is told
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
