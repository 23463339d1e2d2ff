import Foundation

// Finding and performing reactions attached to mappings by their Objective-C method name, as
// DTModelStorage 11 does. They live here rather than in DTModelStorage because they take views.
// The manager's own dispatch runs such reactions too, when an app attached them to a mapping.
extension EventReaction {
    /// The reaction to the event named `signature` of the first mapping that displays `model` at
    /// `indexPath` in a view like `view` and has such a reaction.
    ///
    /// - Parameters:
    ///   - mappings: The mappings to search, in order.
    ///   - signature: The event's Objective-C method name.
    ///   - model: The model, possibly wrapped in optionals.
    ///   - indexPath: Where the model is displayed.
    ///   - view: The displayed view; when given, only mappings of its class or a superclass apply.
    ///   - supplementaryKind: The supplementary kind, or `nil` for cells.
    /// - Returns: The reaction, or `nil` when no mapping has one.
    public static func reaction(
        from mappings: [ViewModelMappingProtocol],
        signature: String,
        forModel model: Any,
        at indexPath: IndexPath,
        view: UIView?,
        supplementaryKind: String? = nil
    ) -> EventReaction? {
        guard let model = RuntimeHelper.recursivelyUnwrapAnyValue(model) else { return nil }
        let viewType = supplementaryKind.map(ViewType.supplementaryView(kind:)) ?? .cell
        return viewType.mappingCandidates(for: mappings, withModel: model, at: indexPath).lazy
            .filter { mapping in view.map { $0.isKind(of: mapping.viewClass) } ?? true }
            .compactMap { mapping in mapping.reactions.first { $0.methodSignature == signature } }
            .first
    }

    /// Performs the reaction to the event named `signature` that
    /// ``reaction(from:signature:forModel:at:view:supplementaryKind:)`` finds, with the view,
    /// model and index path.
    ///
    /// - Returns: The reaction's result, or `0` when there is none or it does not apply.
    public static func performReaction(
        from mappings: [ViewModelMappingProtocol],
        signature: String,
        view: Any?,
        model: Any,
        location: IndexPath,
        supplementaryKind: String? = nil
    ) -> Any {
        reaction(from: mappings, signature: signature, forModel: model, at: location, view: view as? UIView, supplementaryKind: supplementaryKind)?
            .performWithArguments((view ?? noResult, model, location)) ?? noResult
    }

    /// Performs the four-argument cell reaction to the event named `signature`, passing
    /// `argument` before the view, model and index path.
    ///
    /// - Returns: The reaction's result, or `0` when there is no four-argument reaction or it
    ///   does not apply.
    public static func perform4ArgumentsReaction(
        from mappings: [ViewModelMappingProtocol],
        signature: String,
        argument: Any,
        view: Any?,
        model: Any,
        location: IndexPath
    ) -> Any {
        let found = reaction(from: mappings, signature: signature, forModel: model, at: location, view: view as? UIView)
        guard let reaction = found as? FourArgumentsEventReaction else { return noResult }
        return reaction.performWithArguments((argument, view ?? noResult, model, location))
    }

    /// Performs the five-argument cell reaction to the event named `signature`, passing both
    /// arguments before the view, model and index path.
    ///
    /// - Returns: The reaction's result, or `0` when there is no five-argument reaction or it
    ///   does not apply.
    public static func perform5ArgumentsReaction(
        from mappings: [ViewModelMappingProtocol],
        signature: String,
        firstArgument: Any,
        secondArgument: Any,
        view: Any?,
        model: Any,
        location: IndexPath
    ) -> Any {
        let found = reaction(from: mappings, signature: signature, forModel: model, at: location, view: view as? UIView)
        guard let reaction = found as? FiveArgumentsEventReaction else { return noResult }
        return reaction.performWithArguments((firstArgument, secondArgument, view ?? noResult, model, location))
    }
}

extension EventReaction {
    /// Runs a reaction built from a method name with the arguments of a mapped event: the event's
    /// extra arguments first for four- and five-argument reactions, then the view (`0` when
    /// there is none), model and index path.
    ///
    /// - Returns: The reaction's result, or `0` when it does not apply.
    func performTypeErased<Extra>(with arguments: MappedEventArguments<Extra>) -> Any {
        let view: Any = arguments.view ?? EventReaction.noResult
        switch self {
        case let reaction as FiveArgumentsEventReaction:
            guard let (first, second) = arguments.extra as? (Any, Any) else { return EventReaction.noResult }
            return reaction.performWithArguments((first, second, view, arguments.model, arguments.indexPath))
        case let reaction as FourArgumentsEventReaction:
            return reaction.performWithArguments((arguments.extra, view, arguments.model, arguments.indexPath))
        default:
            return performWithArguments((view, arguments.model, arguments.indexPath))
        }
    }
}
