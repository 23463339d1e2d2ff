import Foundation

/// An event reaction whose closure keeps its argument and result types.
///
/// Every event closure, whatever its shape, is stored as one of these: `Arguments` is what the
/// delegate object hands over when the event fires (``MappedEventArguments`` for events tied to
/// a mapping, the method's own arguments otherwise) and `Result` what the table receives. The
/// closure returns `nil` when the reaction does not apply, for example because the displayed
/// cell is not of the class the closure expects.
@MainActor
final class TypedEventReaction<Arguments, Result>: EventReaction {
    /// The event this reaction answers.
    let event: EventMethodSignature

    /// Runs the closure, or returns `nil` when it does not apply to `arguments`.
    let perform: (Arguments) -> Result?

    /// Creates a reaction to `event`.
    ///
    /// - Parameters:
    ///   - event: The event answered.
    ///   - perform: Runs the event closure; returns `nil` when it does not apply.
    init(event: EventMethodSignature, perform: @escaping (Arguments) -> Result?) {
        self.event = event
        self.perform = perform
        super.init(eventKey: event)
    }
}

/// What a delegate object hands to a reaction attached to a mapping.
@MainActor
struct MappedEventArguments<Extra> {
    /// Arguments of the delegate method beyond the row or section, such as a proposed index path.
    let extra: Extra
    /// The displayed cell, header or footer, when the event has one.
    let view: AnyObject?
    /// The model at the row or section, unwrapped from optionals.
    let model: Any
    /// The row, or `IndexPath(row: 0, section: section)` for headers and footers.
    let indexPath: IndexPath
}
