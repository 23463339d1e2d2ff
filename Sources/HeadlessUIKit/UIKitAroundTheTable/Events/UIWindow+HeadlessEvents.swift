import Foundation

// Simulated touches and shakes: events UIKit receives from the system.
extension UIWindow {
    /// Simulates a finger tapping a point of the window (HeadlessUIKit-only).
    ///
    /// The window hit-tests the point (`hitTest(_:with:)`) and sends a touch event for the
    /// touch beginning and then one for it ending through ``sendEvent(_:)``, so the view hit
    /// gets `touchesBegan(_:with:)` and then `touchesEnded(_:with:)` and passes them up the
    /// responder chain unless it handles them. Controls do not
    /// track these touches (use `UIControl.simulateTap()`), and gesture recognizers do not
    /// receive them (use `UIGestureRecognizer.simulateRecognition(at:states:)`).
    /// - Parameter point: The point, in the window's coordinates.
    /// - Returns: The view hit, or `nil` when none is.
    @discardableResult
    public func simulateTouch(at point: CGPoint) -> UIView? {
        guard let view = hitTest(point, with: nil) else { return nil }
        let location = view.convert(point, from: self)
        for phase in [UITouch.Phase.began, .ended] {
            let touch = UITouch(headlessLocation: location, in: view, phase: phase)
            sendEvent(UIEvent(headlessType: .touches, touches: [touch]))
        }
        return view
    }

    /// Simulates the user shaking the device (HeadlessUIKit-only): `motionBegan(_:with:)` and
    /// then `motionEnded(_:with:)` with `.motionShake`, sent to the window's first responder,
    /// or, when it has none, to the controller on screen: the root view controller, following
    /// presented controllers, navigation controllers' top controllers and tab bar controllers'
    /// selected ones. They pass up the responder chain (to the containers) unless handled.
    public func simulateShake() {
        guard let responder = HeadlessFirstResponders.firstResponder(within: self) ?? visibleViewController else { return }
        let event = UIEvent(headlessType: .motion, subtype: .motionShake)
        responder.motionBegan(.motionShake, with: event)
        responder.motionEnded(.motionShake, with: event)
    }

    /// The controller on screen, as ``simulateShake()`` describes it.
    private var visibleViewController: UIViewController? {
        guard var controller = rootViewController else { return nil }
        while let shown = controller.presentedViewController
            ?? (controller as? UINavigationController)?.topViewController
            ?? (controller as? UITabBarController)?.selectedViewController,
            shown !== controller {
            controller = shown
        }
        return controller
    }
}
