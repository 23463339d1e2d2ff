import Foundation

/// A reaction built from a method name whose closure receives two event arguments before the
/// view, model and index path, such as an action and its sender.
@preconcurrency @MainActor
open class FiveArgumentsEventReaction: EventReaction {
    /// The type-erased closure: both arguments, view, model and index path in; the result, or `0`
    /// when the arguments are not of the types it expects, out.
    open var reaction5Arguments: ((Any, Any, Any, Any, Any) -> Any)?

    /// Creates a reaction to the event named `signature`.
    ///
    /// - Parameters:
    ///   - viewType: The view type the closure expects.
    ///   - modelType: The model type the closure expects.
    ///   - argumentOne: The type of the first event argument.
    ///   - argumentTwo: The type of the second event argument.
    ///   - signature: The event's Objective-C method name.
    ///   - closure: Runs when all arguments are of the expected types.
    public init<View, ModelType, ArgumentOne, ArgumentTwo, ReturnType>(
        _ viewType: View.Type,
        modelType: ModelType.Type,
        argumentOne: ArgumentOne.Type,
        argumentTwo: ArgumentTwo.Type,
        signature: String,
        _ closure: @escaping (ArgumentOne, ArgumentTwo, View, ModelType, IndexPath) -> ReturnType
    ) {
        super.init(eventKey: signature)
        reaction5Arguments = { first, second, view, model, indexPath in
            guard let first = first as? ArgumentOne, let second = second as? ArgumentTwo, let view = view as? View,
                  let model = model as? ModelType, let indexPath = indexPath as? IndexPath
            else { return EventReaction.noResult }
            return closure(first, second, view, model, indexPath)
        }
    }

    /// Not available: a five-argument reaction is performed with five arguments.
    @available(*, unavailable, message: "Perform a five-argument reaction with performWithArguments((first, second, view, model, indexPath)).")
    open override func performWithArguments(_ arguments: (Any, Any, Any)) -> Any {
        EventReaction.noResult
    }

    /// Runs ``reaction5Arguments`` with `arguments`.
    ///
    /// - Parameter arguments: Both event arguments, then the view, model and index path.
    /// - Returns: The closure's result, or `0` when the arguments are not of the types it expects.
    open func performWithArguments(_ arguments: (Any, Any, Any, Any, Any)) -> Any {
        reaction5Arguments?(arguments.0, arguments.1, arguments.2, arguments.3, arguments.4) ?? EventReaction.noResult
    }
}
