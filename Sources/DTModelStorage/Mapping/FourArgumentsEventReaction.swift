import Foundation

/// A reaction built from a method name whose closure receives an event argument before the view,
/// model and index path, such as the proposed index path of a move.
@preconcurrency @MainActor
open class FourArgumentsEventReaction: EventReaction {
    /// The type-erased closure: argument, view, model and index path in; the result, or `0` when
    /// the arguments are not of the types it expects, out.
    open var reaction4Arguments: ((Any, Any, Any, Any) -> Any)?

    /// Creates a reaction to the event named `signature`.
    ///
    /// - Parameters:
    ///   - viewType: The view type the closure expects.
    ///   - modelType: The model type the closure expects.
    ///   - argument: The type of the event argument the closure expects.
    ///   - signature: The event's Objective-C method name.
    ///   - closure: Runs when all arguments are of the expected types.
    public init<View, ModelType, Argument, ReturnType>(
        _ viewType: View.Type,
        modelType: ModelType.Type,
        argument: Argument.Type,
        signature: String,
        _ closure: @escaping (Argument, View, ModelType, IndexPath) -> ReturnType
    ) {
        super.init(eventKey: signature)
        reaction4Arguments = { argument, view, model, indexPath in
            guard let argument = argument as? Argument, let view = view as? View,
                  let model = model as? ModelType, let indexPath = indexPath as? IndexPath
            else { return EventReaction.noResult }
            return closure(argument, view, model, indexPath)
        }
    }

    /// Not available: a four-argument reaction is performed with four arguments.
    @available(*, unavailable, message: "Perform a four-argument reaction with performWithArguments((argument, view, model, indexPath)).")
    open override func performWithArguments(_ arguments: (Any, Any, Any)) -> Any {
        EventReaction.noResult
    }

    /// Runs ``reaction4Arguments`` with `arguments`.
    ///
    /// - Parameter arguments: The event argument, view, model and index path.
    /// - Returns: The closure's result, or `0` when the arguments are not of the types it expects.
    open func performWithArguments(_ arguments: (Any, Any, Any, Any)) -> Any {
        reaction4Arguments?(arguments.0, arguments.1, arguments.2, arguments.3) ?? EventReaction.noResult
    }
}
