import Foundation

/// Where a mapping applies, beyond its model type.
///
/// Conditions let one model type be shown by different views, for example by section or by a
/// property of the model. Keep conditions of mappings for the same model type disjoint: when two
/// mappings apply to one model, the one registered first is used and the manager reports the
/// overlap.
public enum MappingCondition {
    /// The mapping applies everywhere.
    case none
    /// The mapping applies only in the section with this index.
    case section(Int)
    /// The mapping applies where the closure returns `true` for the index path and the model.
    case custom((_ indexPath: IndexPath, _ model: Any) -> Bool)

    /// Whether the condition admits `model` at `indexPath`.
    ///
    /// - Parameters:
    ///   - indexPath: Where the model is displayed.
    ///   - model: The model, already unwrapped from optionals.
    /// - Returns: `true` if a mapping with this condition may display the model there.
    public func isCompatible(with indexPath: IndexPath, model: Any) -> Bool {
        switch self {
        case .none: true
        case .section(let section): indexPath.section == section
        case .custom(let condition): condition(indexPath, model)
        }
    }

    /// A custom condition that casts the model to `Model` before asking `condition`; models of
    /// another type are rejected.
    static func matching<Model>(
        _ modelType: Model.Type,
        _ condition: @escaping (IndexPath, Model) -> Bool
    ) -> MappingCondition {
        .custom { indexPath, model in
            guard let model = model as? Model else { return false }
            return condition(indexPath, model)
        }
    }
}
