import Foundation

/// Receives the anomalies of one `MemoryStorage`.
///
/// By default every anomaly goes to ``defaultAction``, which prints its
/// ``ExplainedAnomaly/message`` in debug builds. Set
/// ``anomalyAction`` to handle a storage's anomalies yourself, and use `silenceAnomaly(_:)` or
/// `silenceAnomaly(usingCondition:)` to ignore expected ones.
open class MemoryStorageAnomalyHandler: AnomalyHandler {
    private static let sharedDefaultAction = LockedValue<@Sendable (MemoryStorageAnomaly) -> Void> { anomaly in
        #if DEBUG
        print(anomaly.message)
        #endif
    }

    /// What every handler whose ``anomalyAction`` was not replaced does with an anomaly.
    ///
    /// Prints the anomaly's ``ExplainedAnomaly/message`` (what happened and what to fix) in debug
    /// builds and does nothing in release builds. Safe to read and set from any thread; handlers read it each time
    /// they report, so setting it affects existing storages too.
    public static var defaultAction: @Sendable (MemoryStorageAnomaly) -> Void {
        get { sharedDefaultAction.value }
        set { sharedDefaultAction.value = newValue }
    }

    /// What this handler does with a reported anomaly; forwards to ``defaultAction`` until replaced.
    open var anomalyAction: (MemoryStorageAnomaly) -> Void = { anomaly in
        MemoryStorageAnomalyHandler.defaultAction(anomaly)
    }

    /// Creates a handler that forwards to ``defaultAction``.
    public init() {}
}
