import Foundation

// The view controller's place in a tab bar controller.
extension UIViewController {
    /// The item that stands for this controller in a tab bar controller's tab bar; created on
    /// first access with the controller's `title`, which it then follows. A navigation
    /// controller without an item of its own answers its root view controller's, so the item an
    /// app sets on the root shows in the tab bar, as on iOS.
    ///
    /// Headless: declared in an extension, so subclasses cannot override it (UIKit's can).
    public var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            if let navigation = self as? UINavigationController, let root = navigation.viewControllers.first {
                return root.tabBarItem
            }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The nearest ancestor that is a tab bar controller, if any.
    ///
    /// Headless: declared in an extension, so subclasses cannot override it (UIKit's can).
    public var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }

    /// The nearest ancestor (parent, grandparent…) of a container class, if any.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parent
        while let candidate = ancestor {
            if let container = candidate as? Container { return container }
            ancestor = candidate.parent
        }
        return nil
    }
}
