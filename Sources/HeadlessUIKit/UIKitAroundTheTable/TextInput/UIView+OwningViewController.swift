import Foundation

extension UIView {
    /// The view controller whose view this is, found among the controllers the window shows:
    /// its root view controller, their children and presented controllers. `nil` in no window.
    var headlessOwningViewController: UIViewController? {
        window?.shownViewControllers.first { $0.viewIfLoaded === self }
    }
}
