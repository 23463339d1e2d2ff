import Foundation

extension EventMethodSignature {
    /// The event as the key mappings index their reactions by, boxed once per event rather than
    /// at every dispatch (boxing a value in `AnyHashable` looks up generic metadata each time).
    ///
    /// - Complexity: O(1): an array read, no hashing.
    @MainActor var reactionKey: AnyHashable {
        Self.reactionKeys[ordinal]
    }

    /// The event's Objective-C method name as a key, boxed once per event: reactions built as
    /// DTModelStorage 11 builds them, from a method name (`EventReaction+TypeErased.swift`), are
    /// indexed under it.
    ///
    /// - Complexity: O(1): an array read, no hashing.
    @MainActor var methodNameKey: AnyHashable {
        Self.methodNameKeys[ordinal]
    }

    /// The event a reaction is indexed under: the event whose ``reactionKey`` or
    /// ``methodNameKey`` `key` is.
    ///
    /// - Parameter key: A reaction's event key.
    /// - Returns: `nil` when `key` names no event.
    init?(reactionKey key: AnyHashable) {
        if let event = key.base as? EventMethodSignature {
            self = event
        } else if let methodName = key.base as? String, let event = EventMethodSignature(rawValue: methodName) {
            self = event
        } else {
            return nil
        }
    }

    /// Hashes the case itself rather than its raw value.
    ///
    /// Without this, `Hashable` comes from `RawRepresentable` and hashes the method-name string,
    /// which costs a string hash on every reaction lookup. Equal events are the same case, so
    /// hashing the case is consistent with `==`.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's position in ``allCases``: its declaration order, which is how the compiler
    /// numbers the cases of an enum without payloads (checked when the key tables are built).
    var ordinal: Int {
        Int(unsafeBitCast(self, to: UInt8.self))
    }

    /// ``reactionKey`` of each case, by ``ordinal``. Main-actor isolated: `AnyHashable` is not
    /// `Sendable`, and events are dispatched there.
    @MainActor private static let reactionKeys: [AnyHashable] = allCasesByOrdinal.map { AnyHashable($0) }

    /// ``methodNameKey`` of each case, by ``ordinal``.
    @MainActor private static let methodNameKeys: [AnyHashable] = allCasesByOrdinal.map { AnyHashable($0.rawValue) }

    /// ``allCases``, after checking that each case's ``ordinal`` is its position.
    private static var allCasesByOrdinal: [EventMethodSignature] {
        precondition(MemoryLayout<EventMethodSignature>.size == 1, "EventMethodSignature is no longer one byte")
        for (position, event) in allCases.enumerated() {
            precondition(event.ordinal == position, "EventMethodSignature.\(event) is not numbered by declaration order")
        }
        return allCases
    }
}
