import Foundation

/// The object told when a search controller activates and deactivates.
///
/// Every method is optional, as in UIKit: a requirement with a default implementation that does
/// nothing.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Tells the delegate the controller is about to become active.
    ///
    /// - Parameter searchController: The search controller.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Tells the delegate the controller became active.
    ///
    /// - Parameter searchController: The search controller.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Tells the delegate the controller is about to become inactive.
    ///
    /// - Parameter searchController: The search controller.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Tells the delegate the controller became inactive.
    ///
    /// - Parameter searchController: The search controller.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Presents the search controller yourself. Headless: never called (nothing is presented).
    ///
    /// - Parameter searchController: The search controller.
    func presentSearchController(_ searchController: UISearchController)
}

// Default implementations stand in for UIKit's unimplemented optional methods.
extension UISearchControllerDelegate {
    /// Not implemented: does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Not implemented: does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Not implemented: does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Not implemented: does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Not implemented: does nothing.
    public func presentSearchController(_ searchController: UISearchController) {}
}
