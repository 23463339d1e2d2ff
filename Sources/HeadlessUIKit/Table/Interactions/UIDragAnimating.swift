import Foundation

/// Runs animations alongside a drag or drop animation.
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds changes to animate alongside.
    ///
    /// - Parameter animations: The changes.
    func addAnimations(_ animations: @escaping () -> Void)

    /// Adds a closure to run when the animation ends.
    ///
    /// - Parameter completion: The closure, given where the animation stopped.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
