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

/// Collects the anomalies a `MemoryStorage` reports, in order.
@MainActor
public final class MemoryStorageAnomalyRecorder {
    /// The anomalies reported so far.
    public private(set) var anomalies: [MemoryStorageAnomaly] = []

    /// Starts recording the anomalies of `storage`, replacing its anomaly action.
    ///
    /// - Parameter storage: The storage to observe.
    public init(recording storage: MemoryStorage) {
        storage.anomalyHandler.anomalyAction = { [weak self] anomaly in
            MainActor.assumeIsolated { self?.anomalies.append(anomaly) }
        }
    }

    /// Returns the anomalies reported since the last call and forgets them.
    public func takeAnomalies() -> [MemoryStorageAnomaly] {
        defer { anomalies.removeAll() }
        return anomalies
    }
}
