import Foundation

/// Something a layer runs when one of its properties changes or an event happens to it: what
/// ``CALayer/action(forKey:)`` finds for the key.
///
/// Animations are actions (running one adds it to the layer); `NSNull` is the action that does
/// nothing, which a layer's delegate returns to stop the search. Headless: layers run no implicit
/// actions, so an action runs only when code calls ``run(forKey:object:arguments:)``.
public protocol CAAction {
    /// Runs the action.
    ///
    /// - Parameters:
    ///   - event: The key the action was found for: a property name or an event name.
    ///   - anObject: The object the action acts on, usually the layer.
    ///   - dict: Arguments of the event, or `nil`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the null action.
    ///
    /// - Parameters:
    ///   - event: The key.
    ///   - anObject: The object.
    ///   - dict: The arguments.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject`, when it is a layer, under `event`.
    ///
    /// - Parameters:
    ///   - event: The key to add the animation under.
    ///   - anObject: The layer.
    ///   - dict: Ignored.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}
