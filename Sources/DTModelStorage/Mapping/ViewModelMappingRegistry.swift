import Foundation

/// The registered mappings of one manager, and the resolver that finds the mapping for a model.
///
/// Resolution must not slow down as registrations grow: for each dynamic model type and view
/// type, the registry remembers which mappings accept that model type, and evaluates mapping
/// conditions over those candidates only. The memo is dropped whenever the list of mappings
/// changes.
@MainActor
package final class ViewModelMappingRegistry {
    /// The registered mappings, in registration order. Replacing the list invalidates the memo.
    package var mappings: [ViewModelMappingProtocol] = [] {
        didSet { candidatesByModelType.removeAll(keepingCapacity: true) }
    }

    /// Identifies the candidates for one dynamic model type and one view type.
    private struct CandidateKey: Hashable {
        let modelType: ObjectIdentifier
        let viewType: ViewType
    }

    /// Mappings whose model type accepts a given dynamic type, in registration order.
    private var candidatesByModelType: [CandidateKey: [ViewModelMappingProtocol]] = [:]

    /// Creates an empty registry.
    package init() {}

    /// Finds the mapping of `viewType` that displays `model` at `indexPath`.
    ///
    /// The first applicable mapping in registration order wins; the others that also apply are
    /// returned in ``MappingResolution/overlapping`` so the caller can report the ambiguity.
    ///
    /// - Parameters:
    ///   - viewType: The kind of view wanted.
    ///   - model: The model, possibly wrapped in optionals.
    ///   - indexPath: Where the model is displayed.
    /// - Returns: The resolution, or `nil` if the model is `nil` or no mapping applies.
    /// - Complexity: Amortized O(*c*), where *c* is the number of mappings registered for the
    ///   model's type and view type; independent of the other registrations.
    package func resolve(_ viewType: ViewType, model: Any, at indexPath: IndexPath) -> MappingResolution? {
        guard let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(model) else { return nil }
        return resolve(viewType, unwrappedModel: unwrapped, at: indexPath)
    }

    /// ``resolve(_:model:at:)`` for a model already unwrapped from optionals, as
    /// `RuntimeHelper.recursivelyUnwrapAnyValue(_:)` unwraps it: callers that unwrapped the model
    /// once (with a cache of plain types) do not pay the runtime cast again.
    ///
    /// - Parameters:
    ///   - viewType: The kind of view wanted.
    ///   - unwrapped: The model, not an optional.
    ///   - indexPath: Where the model is displayed.
    /// - Returns: The resolution, or `nil` if no mapping applies.
    /// - Complexity: As ``resolve(_:model:at:)``.
    package func resolve(_ viewType: ViewType, unwrappedModel unwrapped: Any, at indexPath: IndexPath) -> MappingResolution? {
        var chosen: ViewModelMappingProtocol?
        var overlapping: [ViewModelMappingProtocol] = []
        for mapping in candidates(of: viewType, for: unwrapped)
        where mapping.condition.isCompatible(with: indexPath, model: unwrapped) {
            if chosen == nil { chosen = mapping } else { overlapping.append(mapping) }
        }
        return chosen.map { MappingResolution(mapping: $0, model: unwrapped, overlapping: overlapping) }
    }

    /// The mappings of `viewType` whose model type accepts `model`, memoized per dynamic type.
    private func candidates(of viewType: ViewType, for model: Any) -> [ViewModelMappingProtocol] {
        let dynamicType = type(of: model)
        let accepts: (ViewModelMappingProtocol) -> Bool = {
            $0.viewType == viewType && $0.modelTypeCheckingBlock(model)
        }
        // Casts out of these boxes depend on the boxed value, not on the box's type alone.
        if dynamicType is AnyHashable.Type || dynamicType is NSNumber.Type {
            return mappings.filter(accepts)
        }
        let key = CandidateKey(modelType: ObjectIdentifier(dynamicType), viewType: viewType)
        if let memoized = candidatesByModelType[key] { return memoized }
        let found = mappings.filter(accepts)
        candidatesByModelType[key] = found
        return found
    }
}
