import Foundation

/// The kind of reusable view a mapping produces.
public enum ViewType: Hashable, Sendable {
    /// A cell.
    case cell
    /// A supplementary view of the given kind, such as a table section header or footer.
    case supplementaryView(kind: String)

    /// The supplementary kind, or `nil` for ``cell``.
    ///
    /// - Returns: The kind string of a ``supplementaryView(kind:)``.
    public func supplementaryKind() -> String? {
        switch self {
        case .cell: nil
        case .supplementaryView(let kind): kind
        }
    }

    /// Every mapping of this view type that applies to `model` at `indexPath`, in registration
    /// order.
    ///
    /// A mapping applies when its model type matches the model (seen through optionals, class
    /// hierarchies and protocol conformances) and its ``MappingCondition`` admits the model at the
    /// index path. Usually at most one mapping applies; more than one means registrations overlap.
    ///
    /// - Parameters:
    ///   - mappings: The mappings to search.
    ///   - model: The model, possibly wrapped in optionals; `nil` matches nothing.
    ///   - indexPath: Where the model is displayed.
    /// - Returns: The applicable mappings.
    /// - Complexity: O(*n*) in the number of mappings. The managers answer the same question
    ///   from an index of their mappings, without scanning every mapping.
    @preconcurrency @MainActor
    public func mappingCandidates(
        for mappings: [ViewModelMappingProtocol],
        withModel model: Any,
        at indexPath: IndexPath
    ) -> [ViewModelMappingProtocol] {
        guard let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(model) else { return [] }
        return mappings.filter { mapping in
            mapping.viewType == self
                && mapping.modelTypeCheckingBlock(unwrapped)
                && mapping.condition.isCompatible(with: indexPath, model: unwrapped)
        }
    }
}
