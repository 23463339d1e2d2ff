import Foundation

/// The type-erased face of a mapping between a reusable view and the model type it displays.
///
/// The manager keeps mappings of different view and model types in one list and resolves a
/// model to a mapping through this interface. ``ViewModelMapping`` is the one implementation.
@preconcurrency @MainActor
public protocol ViewModelMappingProtocol: AnyObject {
    /// Whether the mapping produces cells or supplementary views of a kind.
    var viewType: ViewType { get }
    /// Returns whether a model instance (already unwrapped from optionals) is of the mapped type.
    var modelTypeCheckingBlock: (Any) -> Bool { get }
    /// Returns whether a type is the mapped model type or one of its subtypes.
    var modelTypeTypeCheckingBlock: (Any.Type) -> Bool { get }
    /// The class of the view this mapping produces.
    var viewClass: AnyClass { get }
    /// Where the mapping applies beyond its model type.
    var condition: MappingCondition { get }
    /// Event reactions attached to this mapping, in the order they were added.
    var reactions: [EventReaction] { get set }
    /// The first reaction added for the event identified by `eventKey`, or `nil`.
    ///
    /// - Complexity: O(1) in ``ViewModelMapping``, which indexes its reactions by event key.
    func reaction(for eventKey: AnyHashable) -> EventReaction?
}

extension ViewModelMappingProtocol {
    /// The first of ``reactions`` for the event identified by `eventKey`, found by scanning them;
    /// lets mapping types written for DTModelStorage 11, which had no such requirement, conform.
    ///
    /// - Complexity: O(*r*), where *r* is the number of reactions.
    public func reaction(for eventKey: AnyHashable) -> EventReaction? {
        reactions.first { $0.eventKey == eventKey }
    }
}
