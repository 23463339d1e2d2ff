import Foundation

extension EventMethodSignature {
    /// The event as the key mappings index their reactions by, boxed once per event rather than
    /// at every dispatch (boxing a value in `AnyHashable` looks up generic metadata each time).
    ///
    /// - Complexity: O(1).
    @MainActor var reactionKey: AnyHashable {
        Self.reactionKeys[self] ?? AnyHashable(self)
    }

    /// The event's Objective-C method name as a key, boxed once per event: reactions built as
    /// DTModelStorage 11 builds them, from a method name (`EventReaction+TypeErased.swift`), are
    /// indexed under it.
    ///
    /// - Complexity: O(1).
    @MainActor var methodNameKey: AnyHashable {
        Self.methodNameKeys[self] ?? AnyHashable(rawValue)
    }

    /// Main-actor isolated: `AnyHashable` is not `Sendable`, and events are dispatched there.
    @MainActor private static let reactionKeys: [EventMethodSignature: AnyHashable] = {
        var keys: [EventMethodSignature: AnyHashable] = [:]
        for event in allCases { keys[event] = AnyHashable(event) }
        return keys
    }()

    @MainActor private static let methodNameKeys: [EventMethodSignature: AnyHashable] = {
        var keys: [EventMethodSignature: AnyHashable] = [:]
        for event in allCases { keys[event] = AnyHashable(event.rawValue) }
        return keys
    }()
}
