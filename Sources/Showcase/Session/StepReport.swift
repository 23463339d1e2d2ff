import DTTableViewManager

/// What one step of the showcase did: the events that fired, the batch updates applied and the
/// table as it looks afterwards.
@MainActor
struct StepReport {
    /// The step's title.
    let title: String
    /// The event closures that fired, oldest first.
    let events: [String]
    /// How many row heights the table asked for.
    let heightRequests: Int
    /// The batch updates applied, oldest first.
    let batchUpdates: [String]
    /// The table's text picture after the step.
    let table: [String]

    /// Collects what happened on `screen` since the last report.
    ///
    /// - Parameters:
    ///   - title: The step's title.
    ///   - screen: The screen the step acted on.
    ///   - cursor: The interactive cursor, drawn in the table picture.
    init(title: String, screen: some ReportedScreen, cursor: IndexPath? = nil) {
        let recorded = screen.log.drain()
        self.title = title
        events = recorded.events
        heightRequests = recorded.heightRequests
        batchUpdates = recorded.batchUpdates
        table = TablePicture.lines(of: screen.tableView, cursor: cursor)
    }

    /// The report as text, ending with a newline.
    var text: String {
        var lines = ["== \(title) =="]
        lines.append("events:")
        lines += events.map { "  " + $0 }
        if heightRequests > 0 {
            lines.append("  heightForCell answered for \(heightRequests) row\(heightRequests == 1 ? "" : "s")")
        }
        if events.isEmpty, heightRequests == 0 {
            lines.append("  (none)")
        }
        lines.append("batch updates:")
        lines += batchUpdates.isEmpty ? ["  (none)"] : batchUpdates.map { "  " + $0 }
        lines.append("table:")
        lines += table.map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
