// The controllers a window shows, for the walks UIKit makes over them.
extension UIWindow {
    /// The root view controller, their children and presented controllers, depth first.
    var shownViewControllers: [UIViewController] {
        var shown: [UIViewController] = []
        var pending = [rootViewController].compactMap { $0 }
        while let controller = pending.popLast() {
            shown.append(controller)
            pending.append(contentsOf: controller.children.reversed())
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                pending.append(presented)
            }
        }
        return shown
    }
}
