import DTTableViewManager

/// Collects the consistency violations a table reports instead of stopping the program
/// (HeadlessUIKit validates every batch update as UIKit does).
@MainActor
public final class ConsistencyViolationRecorder {
    /// The violations reported so far, in order.
    public private(set) var violations: [UITableView.HeadlessConsistencyViolation] = []

    /// Starts recording the violations of `tableView`, replacing its handler.
    ///
    /// - Parameter tableView: The table to observe.
    public init(recording tableView: UITableView) {
        tableView.headlessConsistencyViolationHandler = { [weak self] violation in
            self?.violations.append(violation)
        }
    }

    /// Returns the violations reported since the last call and forgets them.
    public func takeViolations() -> [UITableView.HeadlessConsistencyViolation] {
        defer { violations.removeAll() }
        return violations
    }
}
