import Foundation

/// A mapping between a reusable view type and the model type it displays.
///
/// A mapping records the view class, the kind of view (cell or supplementary), the model type and
/// the ``condition`` under which it applies; UI layers subclass it to add how the view is
/// registered and dequeued. Model matching sees through optionals and matches subclasses and
/// conforming types, so a mapping for a protocol serves every conforming model.
@preconcurrency @MainActor
open class ViewModelMapping<View, Model>: ViewModelMappingProtocol {
    /// Whether the mapping produces cells or supplementary views of a kind.
    public let viewType: ViewType

    /// The class of the view this mapping produces.
    open var viewClass: AnyClass

    /// Where the mapping applies beyond its model type. Defaults to ``MappingCondition/none``.
    open var condition: MappingCondition = .none

    /// Event reactions attached to this mapping, in the order they were added.
    open var reactions: [EventReaction] = [] {
        didSet { reactionsByEventKey = Self.index(reactions) }
    }

    /// The first reaction added for each event key, so lookups do not scan ``reactions``.
    private var reactionsByEventKey: [AnyHashable: EventReaction] = [:]

    /// Returns whether a model instance (already unwrapped from optionals) is a `Model`.
    public let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Model }

    /// Returns whether a type is `Model` or one of its subtypes.
    public let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Model.Type }

    /// Creates a mapping.
    ///
    /// - Parameters:
    ///   - viewClass: The class of the view the mapping produces.
    ///   - viewType: Whether it produces cells or supplementary views of a kind.
    public init(viewClass: AnyClass, viewType: ViewType) {
        self.viewClass = viewClass
        self.viewType = viewType
    }

    /// The first reaction of this mapping for the event identified by `eventKey`.
    ///
    /// When several reactions were added for one event, the first one answers it.
    ///
    /// - Parameter eventKey: The event's key.
    /// - Returns: The reaction added first for that event, or `nil`.
    /// - Complexity: O(1), whatever the number of reactions.
    public func reaction(for eventKey: AnyHashable) -> EventReaction? {
        reactionsByEventKey[eventKey]
    }

    private static func index(_ reactions: [EventReaction]) -> [AnyHashable: EventReaction] {
        var index: [AnyHashable: EventReaction] = [:]
        for reaction in reactions where index[reaction.eventKey] == nil {
            index[reaction.eventKey] = reaction
        }
        return index
    }

    /// Makes a condition that admits only models for which `condition` returns `true`.
    ///
    /// ```swift
    /// manager.register(VideoPostCell.self) { mapping in
    ///     mapping.condition = mapping.modelCondition { indexPath, post in post.containsVideo }
    /// }
    /// ```
    ///
    /// - Parameter condition: Receives the index path and the model, already cast to `Model`.
    /// - Returns: A ``MappingCondition/custom(_:)`` condition; models of another type never match.
    public func modelCondition(_ condition: @escaping (IndexPath, Model) -> Bool) -> MappingCondition {
        MappingCondition.matching(Model.self, condition)
    }

    /// Makes a condition from a closure that takes the model first, then the index path.
    ///
    /// When a closure type-checks in both parameter orders, the index-path-first form is used.
    ///
    /// - Parameter condition: Receives the model, already cast to `Model`, and its index path.
    /// - Returns: A ``MappingCondition/custom(_:)`` condition; models of another type never match.
    @_disfavoredOverload
    public func modelCondition(_ condition: @escaping (Model, IndexPath) -> Bool) -> MappingCondition {
        MappingCondition.matching(Model.self) { indexPath, model in condition(model, indexPath) }
    }
}
