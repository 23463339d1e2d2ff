import Foundation

/// What a container controller and its children tell each other about sizes: the size a child
/// would like, the size a parent gives a child, and the size and trait transitions coming.
///
/// `UIViewController` adopts it. Its default ``viewWillTransition(to:with:)`` and
/// ``willTransition(to:with:)`` pass the transition on to the children, so an override calls
/// `super`.
///
/// Headless: a size transition happens when a test calls `UIWindow.simulateSizeTransition(to:newTraitOverrides:)`
/// (a rotation, a split-screen resize); nothing else changes a window's size.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container would like its content to have; `.zero` for no preference.
    @available(iOS 8.0, *)
    var preferredContentSize: CGSize { get }

    /// Called on a container when a child changed its ``preferredContentSize``.
    ///
    /// - Parameter container: The child whose preferred size changed.
    @available(iOS 8.0, *)
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// Called on a container when the Auto Layout fitting size of a child's view changed.
    ///
    /// - Parameter container: The child whose view's fitting size changed.
    @available(iOS 8.0, *)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// The size a container gives a child, asked when the container's own size changes.
    ///
    /// - Parameters:
    ///   - container: The child.
    ///   - parentSize: The container's new size.
    /// - Returns: The child's size.
    @available(iOS 8.0, *)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize

    /// Called before the container's view changes size.
    ///
    /// - Parameters:
    ///   - size: The size the view will have.
    ///   - coordinator: Runs animations alongside the change and completions after it.
    @available(iOS 8.0, *)
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)

    /// Called before the container's traits change in a transition.
    ///
    /// - Parameters:
    ///   - newCollection: The traits the container will have.
    ///   - coordinator: Runs animations alongside the change and completions after it.
    @available(iOS 8.0, *)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// View controllers are content containers: they size their children and take part in size and
/// trait transitions.
extension UIViewController: UIContentContainer {}
