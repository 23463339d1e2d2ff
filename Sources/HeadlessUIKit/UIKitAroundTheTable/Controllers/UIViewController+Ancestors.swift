import Foundation

// Finding the container a view controller is in (`tabBarController`, `splitViewController`).
extension UIViewController {
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
