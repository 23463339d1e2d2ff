import Foundation

/// A reaction to one table or collection event, attached to a mapping or to the manager.
///
/// This is the storage hook for event closures: a reaction is identified by an event key chosen by
/// the UI layer (for example a typed enum of delegate methods), and subclasses carry the typed
/// closure that answers the event.
///
/// Reactions can also be built as DTModelStorage 11 builds them, from an Objective-C method name
/// and a closure over type-erased arguments (`EventReaction+TypeErased.swift`); such a reaction
/// runs through ``performWithArguments(_:)``.
@preconcurrency @MainActor
open class EventReaction {
    /// Identifies the event this reaction answers.
    public let eventKey: AnyHashable

    /// The closure of a reaction built from a method name: it receives the event's arguments as
    /// `Any` (view, model and index path, or the event's own arguments padded with `0`) and
    /// returns the result as `Any`, or `0` when the arguments are not of the types it expects.
    ///
    /// `nil` for reactions that keep their types, such as those the manager's event methods create.
    open var reaction: ((Any, Any, Any) -> Any)?

    /// Creates a reaction for the event identified by `eventKey`.
    ///
    /// - Parameter eventKey: The event's key, such as a case of the UI layer's event enum.
    public init(eventKey: AnyHashable) {
        self.eventKey = eventKey
    }

    /// Runs ``reaction`` with `arguments`.
    ///
    /// - Parameter arguments: The view, model and index path, or the event's own arguments
    ///   padded with `0`.
    /// - Returns: The closure's result, or `0` when there is no closure or the arguments are not
    ///   of the types it expects.
    open func performWithArguments(_ arguments: (Any, Any, Any)) -> Any {
        reaction?(arguments.0, arguments.1, arguments.2) ?? EventReaction.noResult
    }
}
