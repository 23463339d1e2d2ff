import Foundation

/// The visual state of a spring-loaded interaction.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No spring loading is happening.
    case inactive = 0
    /// A drag is hovering and may spring-load the view.
    case possible = 1
    /// The view is about to spring-load.
    case activating = 2
    /// The view spring-loaded.
    case activated = 3
}

/// The state of a spring-loaded interaction on a view while a drag hovers over it.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    /// The interaction's visual state.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view that shows the spring-loading effect; the interaction's view when `nil`.
    var targetView: UIView? { get set }
    /// An object identifying what spring-loads, for the app's own use.
    var targetItem: Any? { get set }

    /// Returns the drag's location in a view's coordinates.
    ///
    /// - Parameter view: The view, or `nil` for the window.
    /// - Returns: The drag's location.
    func location(in view: UIView?) -> CGPoint
}
