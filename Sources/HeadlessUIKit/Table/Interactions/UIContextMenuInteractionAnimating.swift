import Foundation

/// Runs animations alongside a context menu appearing or disappearing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The view controller shown as the menu's preview, if any.
    var previewViewController: UIViewController? { get }

    /// Adds changes to animate with the transition.
    ///
    /// - Parameter animations: The changes to animate.
    func addAnimations(_ animations: @escaping () -> Void)

    /// Adds a closure to run when the transition ends.
    ///
    /// - Parameter completion: The closure to run.
    func addCompletion(_ completion: @escaping () -> Void)
}
