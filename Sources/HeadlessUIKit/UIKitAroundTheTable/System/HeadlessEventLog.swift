import Foundation

/// What one recording collected: the events HeadlessUIKit reports instead of performing them
/// (accessibility announcements, opened URLs, haptics), for the task that installed the log.
///
/// Each kind of event keeps its log in a task-local value of its own, so tests running in
/// parallel never see each other's events; ``recording(in:_:)`` installs a log around a body.
// `@unchecked Sendable`: a task-local value must be Sendable. The log is appended to by the
// task that installed it (and tasks it starts while the body runs) and read after the body
// returns.
final class HeadlessEventLog<Event>: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [Event] = []

    /// Adds an event.
    func append(_ event: Event) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    /// The events appended so far, in order.
    var recorded: [Event] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }

    /// Runs `body` with a fresh log installed in `local` and returns what it collected.
    static func recording(
        in local: TaskLocal<HeadlessEventLog<Event>?>, _ body: () throws -> Void
    ) rethrows -> [Event] {
        let log = HeadlessEventLog()
        try local.withValue(log) { try body() }
        return log.recorded
    }
}
