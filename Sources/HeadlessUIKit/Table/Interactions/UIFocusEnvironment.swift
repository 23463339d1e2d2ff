import Foundation

/// An object that takes part in focus updates (keyboard or remote focus): views and view
/// controllers.
///
/// The focus engine asks every environment containing the item losing focus or the item gaining
/// it ``shouldUpdateFocus(in:)``, from the items up; if all agree it moves the focus and tells
/// them ``didUpdateFocus(in:with:)`` in the same order.
///
/// Headless: there is no focus engine; a test moves the focus with
/// `UIWindow.simulateFocusUpdate(to:)`, which follows those rules. `focusItemContainer`, the
/// optional `soundIdentifierForFocusUpdate(in:)`, `focusGroupIdentifier` and
/// `preferredFocusedView` are missing, and `preferredFocusEnvironments` is not searched (the view
/// a test names receives focus).
@available(iOS 9.0, *)
@preconcurrency @MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// The environments focus should go to in this one, most preferred first; an empty array
    /// means this environment itself.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }

    /// The environment containing this one, or `nil` at the top.
    @available(iOS 12.0, *)
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }

    /// Asks for a focus update toward ``preferredFocusEnvironments`` at the next opportunity.
    func setNeedsFocusUpdate()

    /// Runs a requested focus update now.
    func updateFocusIfNeeded()

    /// Whether the focus update described by `context` may happen.
    ///
    /// - Parameter context: The views losing and gaining focus.
    /// - Returns: `false` to cancel the update.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool

    /// Called right after focus moved, for every environment containing the view that lost it
    /// or the view that gained it.
    ///
    /// - Parameters:
    ///   - context: The views that lost and gained focus.
    ///   - coordinator: Runs animations alongside the change.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

@available(iOS 11.0, tvOS 11.0, *)
extension UIFocusEnvironment {
    /// Whether `environment` is this environment or lies inside it: whether this environment is
    /// met going up from `environment` through `parentFocusEnvironment`.
    ///
    /// - Parameter environment: The environment to look for.
    /// - Returns: `true` when this environment contains it.
    public func contains(_ environment: any UIFocusEnvironment) -> Bool {
        var next: (any UIFocusEnvironment)? = environment
        while let current = next {
            if current === self { return true }
            next = current.parentFocusEnvironment
        }
        return false
    }
}

/// Views are focus environments; a view that can become focused is a focus item.
@available(iOS 9.0, *)
extension UIView: UIFocusEnvironment {}

/// View controllers are focus environments, between their root view and its superview.
@available(iOS 9.0, *)
extension UIViewController: UIFocusEnvironment {}
