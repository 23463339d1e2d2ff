import Foundation

extension UIView {
    /// The view controller whose view this is, found among the controllers the window shows:
    /// its root view controller, their children and presented controllers. `nil` in no window.
    var headlessOwningViewController: UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        var pending = [root]
        while let controller = pending.popLast() {
            if controller.viewIfLoaded === self { return controller }
            pending.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return nil
    }
}
