import DTTableViewManager

/// Collects the anomalies an anomaly handler reports, in order, instead of printing them.
///
/// A test that provokes anomalies records them with this and asserts on them, so that a passing
/// run prints nothing. Works for every handler: a manager's, a `MemoryStorage`'s and a
/// single-section storage's.
@MainActor
public final class AnomalyRecorder<Anomaly> {
    /// The anomalies reported so far.
    public private(set) var anomalies: [Anomaly] = []

    /// Starts recording the anomalies of `handler`, replacing its anomaly action.
    ///
    /// The recorder is held weakly by the action, so recording creates no retain cycle.
    ///
    /// - Parameter handler: The handler to observe; its anomalies must be reported on the main actor.
    public init<Handler: AnomalyHandler>(recording handler: Handler) where Handler.Anomaly == Anomaly {
        handler.anomalyAction = { [weak self] anomaly in
            MainActor.assumeIsolated { self?.anomalies.append(anomaly) }
        }
    }

    /// Returns the anomalies reported since the last call and forgets them.
    public func takeAnomalies() -> [Anomaly] {
        defer { anomalies.removeAll() }
        return anomalies
    }
}

extension AnomalyRecorder where Anomaly == DTTableViewManagerAnomaly {
    /// Starts recording the anomalies of `manager`.
    ///
    /// - Parameter manager: The manager to observe.
    public convenience init(recording manager: DTTableViewManager) {
        self.init(recording: manager.anomalyHandler)
    }
}

extension AnomalyRecorder where Anomaly == MemoryStorageAnomaly {
    /// Starts recording the anomalies of `storage`.
    ///
    /// - Parameter storage: The storage to observe.
    public convenience init(recording storage: MemoryStorage) {
        self.init(recording: storage.anomalyHandler)
    }

    /// Starts recording the anomalies of a single-section storage.
    ///
    /// - Parameter storage: The storage to observe.
    public convenience init<Item: EntityIdentifiable>(recording storage: SingleSectionStorage<Item>) {
        self.init(recording: storage.anomalyHandler)
    }
}
