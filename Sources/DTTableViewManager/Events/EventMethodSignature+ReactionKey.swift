import Foundation

extension EventMethodSignature {
    /// The event as the key mappings index their reactions by, boxed once per event rather than
    /// at every dispatch (boxing a value in `AnyHashable` looks up generic metadata each time).
    ///
    /// - Complexity: O(1).
    @MainActor var reactionKey: AnyHashable {
        Self.reactionKeys[self] ?? AnyHashable(self)
    }

    /// Main-actor isolated: `AnyHashable` is not `Sendable`, and events are dispatched there.
    @MainActor private static let reactionKeys: [EventMethodSignature: AnyHashable] = {
        var keys: [EventMethodSignature: AnyHashable] = [:]
        for event in allCases { keys[event] = AnyHashable(event) }
        return keys
    }()
}
