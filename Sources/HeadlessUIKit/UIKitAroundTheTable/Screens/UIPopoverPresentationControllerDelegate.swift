import Foundation

/// The object a popover presentation tells about its popover, besides what every adaptive
/// presentation asks (``UIAdaptivePresentationControllerDelegate``: apps return `.none` from
/// `adaptivePresentationStyle(for:)` to keep a popover on an iPhone).
///
/// Assign it to the popover presentation controller's `delegate`. Every method is optional.
/// Headless: ``prepareForPopoverPresentation(_:)`` is called when the popover is presented; the
/// two methods deprecated in iOS 13 are declared so that older code compiles, and are not called
/// (``UIPopoverPresentationController/simulateTapOutside()`` asks the adaptive delegate's
/// replacements). `popoverPresentationController(_:willRepositionPopoverTo:in:)` is not declared: its
/// `AutoreleasingUnsafeMutablePointer` exists only with the Objective-C runtime (see
/// REMAINING_UIKIT.md).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Tells the delegate the popover is about to be presented, the last moment to configure it
    /// (its source view or bar button item).
    ///
    /// - Parameter popoverPresentationController: The popover's presentation controller.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)

    /// Asks whether a tap outside may dismiss the popover.
    ///
    /// - Parameter popoverPresentationController: The popover's presentation controller.
    /// - Returns: Whether to dismiss; `true` by default.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool

    /// Tells the delegate a tap outside dismissed the popover.
    ///
    /// - Parameter popoverPresentationController: The popover's presentation controller.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing: the method is optional.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Allows the dismissal: the method is optional.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }
    /// Does nothing: the method is optional.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
