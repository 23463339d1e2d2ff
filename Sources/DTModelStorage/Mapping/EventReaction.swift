import Foundation

/// A reaction to one table or collection event, attached to a mapping or to the manager.
///
/// This is the storage hook for event closures: a reaction is identified by an event key chosen by
/// the UI layer (for example a typed enum of delegate methods), and subclasses carry the typed
/// closure that answers the event.
@preconcurrency @MainActor
open class EventReaction {
    /// Identifies the event this reaction answers.
    public let eventKey: AnyHashable

    /// Creates a reaction for the event identified by `eventKey`.
    ///
    /// - Parameter eventKey: The event's key, such as a case of the UI layer's event enum.
    public init(eventKey: AnyHashable) {
        self.eventKey = eventKey
    }
}
