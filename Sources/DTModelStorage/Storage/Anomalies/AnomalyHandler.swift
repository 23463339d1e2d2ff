import Foundation

/// An object that receives the anomalies a component reports: programming errors that were
/// caught and ignored instead of crashing.
///
/// Set ``anomalyAction`` to log, assert or send them to analytics; silence the ones you expect.
public protocol AnomalyHandler: AnyObject {
    /// The anomalies this handler receives.
    associatedtype Anomaly: Equatable, CustomDebugStringConvertible

    /// What to do with a reported anomaly.
    var anomalyAction: (Anomaly) -> Void { get set }

    /// Reports an anomaly to ``anomalyAction``.
    ///
    /// - Parameter anomaly: The anomaly.
    func reportAnomaly(_ anomaly: Anomaly)

    /// Stops reporting an anomaly equal to `anomaly`.
    ///
    /// - Parameter anomaly: The anomaly to ignore from now on.
    func silenceAnomaly(_ anomaly: Anomaly)
}

extension AnomalyHandler {
    /// Reports an anomaly to ``anomalyAction``.
    ///
    /// - Parameter anomaly: The anomaly.
    public func reportAnomaly(_ anomaly: Anomaly) {
        anomalyAction(anomaly)
    }

    /// Stops reporting an anomaly equal to `anomaly`.
    ///
    /// - Parameter anomaly: The anomaly to ignore from now on.
    public func silenceAnomaly(_ anomaly: Anomaly) {
        silenceAnomaly(usingCondition: { $0 == anomaly })
    }

    /// Stops reporting every anomaly for which `condition` returns `true`.
    ///
    /// - Parameter condition: Decides whether an anomaly is ignored.
    public func silenceAnomaly(usingCondition condition: @escaping (Anomaly) -> Bool) {
        let action = anomalyAction
        anomalyAction = { anomaly in
            if !condition(anomaly) { action(anomaly) }
        }
    }
}
