import Foundation

/// Receives the anomalies a ``DTTableViewManager`` reports.
///
/// By default every anomaly goes to ``defaultAction``, which prints its `ExplainedAnomaly.message`
/// in debug builds. Replace ``anomalyAction`` on one manager's handler, or ``defaultAction`` for
/// every handler created afterwards, to log, assert or count anomalies instead; silence the ones you
/// expect with `silenceAnomaly(_:)` or `silenceAnomaly(usingCondition:)`.
@preconcurrency @MainActor
open class DTTableViewManagerAnomalyHandler: @MainActor AnomalyHandler {
    /// The action new handlers start with. Prints the anomaly's
    /// `ExplainedAnomaly.message` (what happened and what to fix) in debug builds.
    ///
    /// Main-actor isolated, so it is safe to replace at launch or in tests.
    public static var defaultAction: (DTTableViewManagerAnomaly) -> Void = { anomaly in
        #if DEBUG
        print(anomaly.message)
        #endif
    }

    /// The action run for every reported anomaly. Starts as ``defaultAction``.
    open var anomalyAction: (DTTableViewManagerAnomaly) -> Void = DTTableViewManagerAnomalyHandler.defaultAction

    /// Creates a handler that runs ``defaultAction``.
    public init() {}
}
