import DTTableViewManager

/// Records what happened during one step of the showcase: the event closures that fired, the
/// batch updates the manager applied and any consistency violation the table reported.
///
/// Height requests are counted rather than listed, because the table asks for the height of
/// every row whenever it rebuilds its geometry.
@MainActor
final class EventLog {
    /// The events fired since the last ``drain()``, oldest first.
    private(set) var events: [String] = []
    /// The batch updates applied since the last ``drain()``, oldest first.
    private(set) var batchUpdates: [String] = []
    /// How many row heights the table asked for since the last ``drain()``.
    private(set) var heightRequests = 0

    /// Records an event closure that fired.
    ///
    /// - Parameter event: What happened, in one line.
    func record(_ event: String) {
        events.append(event)
    }

    /// Counts one height request.
    func recordHeightRequest() {
        heightRequests += 1
    }

    /// Records an update the manager applied to the table.
    ///
    /// - Parameter update: The storage's update, or `nil` for a full reload.
    func recordUpdate(_ update: StorageUpdate?) {
        batchUpdates.append(update.map(Self.describe) ?? "reloadData()")
    }

    /// Records a batch update described by the screen, such as a snapshot it applied.
    ///
    /// - Parameter description: The update, in one line.
    func recordBatchUpdate(_ description: String) {
        batchUpdates.append(description)
    }

    /// Returns everything recorded since the last call, and starts over.
    func drain() -> (events: [String], batchUpdates: [String], heightRequests: Int) {
        defer {
            events = []
            batchUpdates = []
            heightRequests = 0
        }
        return (events, batchUpdates, heightRequests)
    }

    /// One line per change of `update`, in the order the updater applies them.
    private static func describe(_ update: StorageUpdate) -> String {
        var parts: [String] = []
        for (change, indexPaths) in update.objectChanges {
            let paths = indexPaths.map { "\($0.section).\($0.row)" }.joined(separator: " -> ")
            parts.append("\(change) row \(paths)")
        }
        for (change, sections) in update.sectionChanges {
            parts.append("\(change) section \(sections.map(String.init).joined(separator: " -> "))")
        }
        return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
    }
}
