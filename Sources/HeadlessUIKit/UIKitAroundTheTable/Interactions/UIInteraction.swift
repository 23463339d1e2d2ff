import Foundation

/// An object that adds a behaviour, such as a context menu, to the view it is added to.
///
/// Add one with `UIView.addInteraction(_:)`; the view keeps it until `removeInteraction(_:)`.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to, if any.
    var view: UIView? { get }

    /// Called before the interaction is added to, or removed from, a view.
    ///
    /// - Parameter view: The view it is being added to, or `nil` when it is being removed.
    func willMove(to view: UIView?)

    /// Called after the interaction was added to, or removed from, a view.
    ///
    /// - Parameter view: The view it was added to, or `nil` when it was removed.
    func didMove(to view: UIView?)
}
