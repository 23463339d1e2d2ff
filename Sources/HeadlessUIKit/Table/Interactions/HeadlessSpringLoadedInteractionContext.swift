import Foundation

/// A spring-loaded interaction context that tests create and pass to
/// `tableView(_:shouldSpringLoadRowAt:with:)` (HeadlessUIKit-only).
@preconcurrency @MainActor
public final class HeadlessSpringLoadedInteractionContext: NSObject, UISpringLoadedInteractionContext {
    /// The interaction's visual state.
    public var state: UISpringLoadedInteractionEffectState
    /// The view that shows the spring-loading effect.
    public var targetView: UIView?
    /// An object identifying what spring-loads.
    public var targetItem: Any?
    /// The drag's location, returned for every view: headless views have no coordinate
    /// conversion.
    public var location: CGPoint

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - state: The interaction's visual state.
    ///   - location: The drag's location.
    public init(state: UISpringLoadedInteractionEffectState = .activated, location: CGPoint = .zero) {
        self.state = state
        self.location = location
        super.init()
    }

    /// Returns ``location``.
    ///
    /// - Parameter view: Ignored.
    /// - Returns: ``location``.
    public func location(in view: UIView?) -> CGPoint {
        location
    }
}
