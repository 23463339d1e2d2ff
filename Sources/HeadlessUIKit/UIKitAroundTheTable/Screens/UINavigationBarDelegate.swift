import Foundation

/// The object asked before and told after a standalone navigation bar pushes or pops an item.
///
/// Headless: the methods are optional (their defaults allow and do nothing). UIKit's protocol
/// refines `UIBarPositioningDelegate` (`position(for:)`), which HeadlessUIKit does not declare.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
    /// Asked before ``UINavigationBar/pushItem(_:animated:)`` pushes an item.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item to push.
    /// - Returns: Whether to push it.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Told after an item was pushed.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Asked before ``UINavigationBar/popItem(animated:)`` pops the top item.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item to pop.
    /// - Returns: Whether to pop it.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Told after an item was popped.
    ///
    /// - Parameters:
    ///   - navigationBar: The bar.
    ///   - item: The item popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// Allows the push: the method is optional.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Does nothing: the method is optional.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// Allows the pop: the method is optional.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Does nothing: the method is optional.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
