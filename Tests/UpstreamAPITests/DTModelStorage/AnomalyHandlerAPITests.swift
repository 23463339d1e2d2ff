import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: AnomalyHandler".
@MainActor @Suite struct AnomalyHandlerAPITests {
    private enum Trouble: Equatable, CustomDebugStringConvertible {
        case small, big
        var debugDescription: String { "trouble" }
    }

    /// An app's own handler, adopting `AnomalyHandler`.
    private final class TroubleHandler: AnomalyHandler {
        typealias Anomaly = Trouble
        var anomalyAction: (Trouble) -> Void = { _ in }
    }

    @Test func silencedAnomaliesAreNotReported() {
        let handler = TroubleHandler()
        var reported: [Trouble] = []
        handler.anomalyAction = { reported.append($0) }
        handler.silenceAnomaly(.small)
        handler.reportAnomaly(.small)
        handler.reportAnomaly(.big)
        handler.silenceAnomaly(usingCondition: { $0 == .big })
        handler.reportAnomaly(.big)
        expectEqual(reported, [.big])
    }
}
