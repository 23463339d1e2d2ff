import Foundation

// Reactions built as DTModelStorage 11 builds them: an Objective-C method name as the event key
// and a closure over type-erased arguments, run through `performWithArguments(_:)`.
extension EventReaction {
    /// What a type-erased reaction returns when it has no result: no closure, or arguments of
    /// other types than the closure expects.
    nonisolated package static var noResult: Any { 0 }

    /// The Objective-C method name of the event this reaction answers, such as
    /// `"tableView:didSelectRowAtIndexPath:"`: the event key itself when it is a `String`,
    /// otherwise its description.
    public var methodSignature: String {
        eventKey.base as? String ?? String(describing: eventKey.base)
    }

    /// Creates a reaction to the event named `signature` that receives a view, a model and an
    /// index path.
    ///
    /// - Parameters:
    ///   - viewType: The view type the closure expects.
    ///   - modelType: The model type the closure expects.
    ///   - signature: The event's Objective-C method name.
    ///   - block: Runs when the arguments are of the expected types.
    public convenience init<View, ModelType, ReturnType>(
        viewType: View.Type,
        modelType: ModelType.Type,
        signature: String,
        _ block: @escaping (View, ModelType, IndexPath) -> ReturnType
    ) {
        self.init(eventKey: signature)
        reaction = { view, model, indexPath in
            guard let view = view as? View, let model = model as? ModelType, let indexPath = indexPath as? IndexPath else {
                return EventReaction.noResult
            }
            return block(view, model, indexPath)
        }
    }

    /// Creates a reaction to the event named `signature` that receives a model and an index path,
    /// for events fired before a view exists.
    ///
    /// - Parameters:
    ///   - modelType: The model type the closure expects.
    ///   - signature: The event's Objective-C method name.
    ///   - block: Runs when the model and index path are of the expected types.
    public convenience init<ModelType, ReturnType>(
        modelType: ModelType.Type,
        signature: String,
        _ block: @escaping (ModelType, IndexPath) -> ReturnType
    ) {
        self.init(eventKey: signature)
        reaction = { _, model, indexPath in
            guard let model = model as? ModelType, let indexPath = indexPath as? IndexPath else { return EventReaction.noResult }
            return block(model, indexPath)
        }
    }

    /// Creates a reaction to the event named `signature` that takes no arguments.
    ///
    /// - Parameters:
    ///   - signature: The event's Objective-C method name.
    ///   - closure: Runs whenever the reaction is performed.
    public convenience init<ReturnType>(signature: String, _ closure: @escaping () -> ReturnType) {
        self.init(eventKey: signature)
        reaction = { _, _, _ in closure() }
    }

    /// Creates a reaction to the event named `signature` that takes one argument.
    ///
    /// - Parameters:
    ///   - argument: The argument type the closure expects.
    ///   - signature: The event's Objective-C method name.
    ///   - closure: Runs when the first argument is of the expected type.
    public convenience init<Argument, ReturnType>(
        argument: Argument.Type,
        signature: String,
        _ closure: @escaping (Argument) -> ReturnType
    ) {
        self.init(eventKey: signature)
        reaction = { argument, _, _ in
            guard let argument = argument as? Argument else { return EventReaction.noResult }
            return closure(argument)
        }
    }

    /// Creates a reaction to the event named `signature` that takes two arguments.
    ///
    /// - Parameters:
    ///   - argumentOne: The type the closure expects first.
    ///   - argumentTwo: The type the closure expects second.
    ///   - signature: The event's Objective-C method name.
    ///   - closure: Runs when both arguments are of the expected types.
    public convenience init<ArgumentOne, ArgumentTwo, ReturnType>(
        argumentOne: ArgumentOne.Type,
        argumentTwo: ArgumentTwo.Type,
        signature: String,
        _ closure: @escaping (ArgumentOne, ArgumentTwo) -> ReturnType
    ) {
        self.init(eventKey: signature)
        reaction = { first, second, _ in
            guard let first = first as? ArgumentOne, let second = second as? ArgumentTwo else { return EventReaction.noResult }
            return closure(first, second)
        }
    }
}

// MARK: - Reactions not tied to a mapping

extension EventReaction {
    /// The first of `reactions` answering the event named `signature`.
    ///
    /// - Parameters:
    ///   - reactions: The reactions to search, in order.
    ///   - signature: The event's Objective-C method name.
    /// - Returns: The reaction, or `nil` when none answers the event.
    public static func unmappedReaction(from reactions: [EventReaction], signature: String) -> EventReaction? {
        reactions.first { $0.methodSignature == signature }
    }

    /// Performs the first of `reactions` answering the event named `signature`, without arguments.
    ///
    /// - Returns: The reaction's result (`0` when it does not apply), or `nil` when none answers the event.
    public static func performUnmappedReaction(from reactions: [EventReaction], _ signature: String) -> Any? {
        unmappedReaction(from: reactions, signature: signature)?.performWithArguments((noResult, noResult, noResult))
    }

    /// Performs the first of `reactions` answering the event named `signature` with `argument`.
    ///
    /// - Returns: The reaction's result (`0` when it does not apply), or `nil` when none answers the event.
    public static func performUnmappedReaction<T>(from reactions: [EventReaction], _ signature: String, argument: T) -> Any? {
        unmappedReaction(from: reactions, signature: signature)?.performWithArguments((argument, noResult, noResult))
    }

    /// Performs the first of `reactions` answering the event named `signature` with two arguments.
    ///
    /// - Returns: The reaction's result (`0` when it does not apply), or `nil` when none answers the event.
    public static func performUnmappedReaction<T, U>(
        from reactions: [EventReaction],
        _ signature: String,
        argumentOne: T,
        argumentTwo: U
    ) -> Any? {
        unmappedReaction(from: reactions, signature: signature)?.performWithArguments((argumentOne, argumentTwo, noResult))
    }
}
