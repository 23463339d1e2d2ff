import Foundation

// The one path by which event closures attach to a mapping. The typed entry points
// (`mapping.didSelect`, `mapping.heightForCell`, …) call one of these adapters, which turn a
// closure of a given shape into a `TypedEventReaction` over `MappedEventArguments`.
extension ViewModelMappingProtocol {
    /// The reaction of this mapping that answers `event`: the typed one, otherwise one built from
    /// the event's Objective-C method name.
    ///
    /// A mapping without reactions answers at once: the table asks on every scroll step
    /// (prefetching) and for every displayed row, and the lookups by key hash the event's keys.
    ///
    /// - Complexity: O(1) in ``ViewModelMapping``.
    func reaction(answering event: EventMethodSignature) -> EventReaction? {
        guard !reactions.isEmpty else { return nil }
        return reaction(for: event.reactionKey) ?? reaction(for: event.methodNameKey)
    }

    /// Attaches a reaction to `event` that receives the mapped arguments.
    ///
    /// The first reaction attached for an event is the one the event runs.
    func appendReaction<Extra, Result>(for event: EventMethodSignature, _ perform: @escaping (MappedEventArguments<Extra>) -> Result?) {
        reactions.append(TypedEventReaction(event: event, perform: perform))
    }

    /// Attaches a `(Argument, View, Model, IndexPath) -> Result` closure; it runs when the view
    /// is a `View` and the model a `Model`.
    func appendReaction<Argument, View, Model, Result>(
        for event: EventMethodSignature,
        _ closure: @escaping (Argument, View, Model, IndexPath) -> Result
    ) {
        appendReaction(for: event) { (arguments: MappedEventArguments<Argument>) -> Result? in
            guard let view = arguments.view as? View, let model = arguments.model as? Model else { return nil }
            return closure(arguments.extra, view, model, arguments.indexPath)
        }
    }

    /// Attaches a `(View, Model, IndexPath) -> Result` closure.
    func appendReaction<View, Model, Result>(for event: EventMethodSignature, _ closure: @escaping (View, Model, IndexPath) -> Result) {
        appendReaction(for: event) { (_: Void, view: View, model: Model, indexPath: IndexPath) in closure(view, model, indexPath) }
    }

    /// Attaches an `(ArgumentOne, ArgumentTwo, View, Model, IndexPath) -> Result` closure; the
    /// delegate object passes both arguments as a pair.
    func appendReaction<ArgumentOne, ArgumentTwo, View, Model, Result>(
        for event: EventMethodSignature,
        _ closure: @escaping (ArgumentOne, ArgumentTwo, View, Model, IndexPath) -> Result
    ) {
        appendReaction(for: event) { (pair: (ArgumentOne, ArgumentTwo), view: View, model: Model, indexPath: IndexPath) in
            closure(pair.0, pair.1, view, model, indexPath)
        }
    }

    /// Attaches a `(Model, IndexPath) -> Result` closure, for events fired before a view exists.
    func appendReaction<Model, Result>(for event: EventMethodSignature, _ closure: @escaping (Model, IndexPath) -> Result) {
        appendReaction(for: event) { (arguments: MappedEventArguments<Void>) -> Result? in
            guard let model = arguments.model as? Model else { return nil }
            return closure(model, arguments.indexPath)
        }
    }

    /// Attaches a header or footer `(View, Model, Int) -> Result` closure receiving the section.
    func appendSectionReaction<View, Model, Result>(for event: EventMethodSignature, _ closure: @escaping (View, Model, Int) -> Result) {
        appendReaction(for: event) { (view: View, model: Model, indexPath: IndexPath) in closure(view, model, indexPath.section) }
    }

    /// Attaches a header or footer `(Model, Int) -> Result` closure receiving the section.
    func appendSectionReaction<Model, Result>(for event: EventMethodSignature, _ closure: @escaping (Model, Int) -> Result) {
        appendReaction(for: event) { (model: Model, indexPath: IndexPath) in closure(model, indexPath.section) }
    }
}
