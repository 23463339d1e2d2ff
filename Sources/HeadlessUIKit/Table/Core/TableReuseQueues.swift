import Foundation

/// Views waiting for reuse, by reuse identifier.
///
/// A table dequeues the same identifier row after row, so the queue used last is kept at hand:
/// such a run costs a string comparison per view instead of a hash lookup.
struct TableReuseQueues<View: AnyObject> {
    /// The views of one identifier, most recently queued last.
    private final class Queue {
        var views: [View] = []
    }

    private var queues: [String: Queue] = [:]
    private var lastUsed: (identifier: String, queue: Queue)?

    /// Queues a view under `identifier`.
    ///
    /// - Complexity: Amortized O(1).
    mutating func append(_ view: View, identifier: String) {
        if let queue = queue(for: identifier) {
            queue.views.append(view)
        } else {
            let queue = Queue()
            queue.views.append(view)
            queues[identifier] = queue
            lastUsed = (identifier, queue)
        }
    }

    /// Takes the view queued last under `identifier`, if any.
    ///
    /// - Complexity: Amortized O(1).
    mutating func popLast(identifier: String) -> View? {
        queue(for: identifier)?.views.popLast()
    }

    private mutating func queue(for identifier: String) -> Queue? {
        if let lastUsed, lastUsed.identifier == identifier { return lastUsed.queue }
        guard let queue = queues[identifier] else { return nil }
        lastUsed = (identifier, queue)
        return queue
    }
}
