import Foundation

/// A reusable view that displays one model type.
///
/// Conform a cell, header or footer to `ModelTransfer` and the manager can find it for a model on
/// its own: the associated ``ModelType`` is what a registration maps to the view, and
/// ``update(with:)`` is called every time the view is dequeued for a model.
///
/// ```swift
/// final class PostCell: UITableViewCell, ModelTransfer {
///     func update(with model: Post) { textLabel?.text = model.title }
/// }
/// ```
///
/// The model type may be a value type, a class (subclasses match too) or a protocol (every
/// conforming type matches).
@preconcurrency @MainActor
public protocol ModelTransfer: AnyObject {
    /// The model type this view displays.
    associatedtype ModelType

    /// Updates the view to display `model`.
    ///
    /// - Parameter model: The model the view was dequeued for.
    func update(with model: ModelType)
}

extension ModelTransfer {
    /// Makes a mapping condition that admits only models for which `condition` returns `true`.
    ///
    /// - Parameter condition: Receives the index path and the model, already cast to ``ModelType``.
    /// - Returns: A ``MappingCondition/custom(_:)`` condition; models of another type never match.
    public static func modelCondition(
        _ condition: @escaping (IndexPath, ModelType) -> Bool
    ) -> MappingCondition {
        MappingCondition.matching(ModelType.self, condition)
    }

    /// Makes a mapping condition from a closure that takes the model first, then the index path.
    ///
    /// When a closure type-checks in both parameter orders, the index-path-first form
    /// ``modelCondition(_:)-((IndexPath,Self.ModelType)->Bool)`` is used.
    ///
    /// - Parameter condition: Receives the model, already cast to ``ModelType``, and its index path.
    /// - Returns: A ``MappingCondition/custom(_:)`` condition; models of another type never match.
    @_disfavoredOverload
    public static func modelCondition(
        _ condition: @escaping (ModelType, IndexPath) -> Bool
    ) -> MappingCondition {
        MappingCondition.matching(ModelType.self) { indexPath, model in condition(model, indexPath) }
    }
}
