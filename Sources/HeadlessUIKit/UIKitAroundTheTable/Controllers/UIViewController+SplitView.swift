import Foundation

// The view controller's place in a split view controller.
extension UIViewController {
    /// The nearest ancestor that is a split view controller, if any.
    ///
    /// Headless: declared in an extension, so subclasses cannot override it (UIKit's can).
    public var splitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }
}
