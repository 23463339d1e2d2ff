import Foundation

extension UIApplication {
    /// Simulates a low-memory warning (HeadlessUIKit-only), as the system sends one: every
    /// controller the windows show (roots, children, presented controllers) gets
    /// `didReceiveMemoryWarning()`, then ``didReceiveMemoryWarningNotification`` is posted.
    ///
    /// HeadlessUIKit keeps no list of windows, so the test passes those it created. Observers
    /// registered with `queue: .main` are not reached from a main-actor test on Linux; observe
    /// without a queue.
    /// - Parameter windows: The windows whose controllers receive the warning.
    public func headlessSimulateMemoryWarning(in windows: [UIWindow]) {
        for window in windows {
            for controller in window.shownViewControllers {
                controller.didReceiveMemoryWarning()
            }
        }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
    }
}
