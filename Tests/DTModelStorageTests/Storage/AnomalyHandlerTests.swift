import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

@MainActor @Suite struct AnomalyHandlerTests {
    private let anomaly = MemoryStorageAnomaly.moveItemFailedItemNotFound(indexPath: IndexPath(item: 0, section: 0))
    private let other = MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "1")

    @Test func reportedAnomaliesReachTheAction() {
        let handler = MemoryStorageAnomalyHandler()
        var received: [MemoryStorageAnomaly] = []
        handler.anomalyAction = { received.append($0) }
        handler.reportAnomaly(anomaly)
        expectEqual(received, [anomaly])
    }

    @Test func silencedAnomalyIsNotReportedButOthersAre() {
        let handler = MemoryStorageAnomalyHandler()
        var received: [MemoryStorageAnomaly] = []
        handler.anomalyAction = { received.append($0) }
        handler.silenceAnomaly(anomaly)
        handler.reportAnomaly(anomaly)
        handler.reportAnomaly(other)
        expectEqual(received, [other])
    }

    @Test func anomaliesCanBeSilencedByCondition() {
        let handler = MemoryStorageAnomalyHandler()
        var received: [MemoryStorageAnomaly] = []
        handler.anomalyAction = { received.append($0) }
        handler.silenceAnomaly { anomaly in
            if case .moveItemFailedItemNotFound = anomaly { true } else { false }
        }
        handler.reportAnomaly(anomaly)
        handler.reportAnomaly(other)
        expectEqual(received, [other])
    }

    @Test func handlersForwardToTheCurrentDefaultAction() {
        let received = LockedValue<[MemoryStorageAnomaly]>([])
        let original = MemoryStorageAnomalyHandler.defaultAction
        defer { MemoryStorageAnomalyHandler.defaultAction = original }
        let handler = MemoryStorageAnomalyHandler()
        MemoryStorageAnomalyHandler.defaultAction = { anomaly in received.value.append(anomaly) }
        handler.reportAnomaly(anomaly)
        expectEqual(received.value, [anomaly])
    }

    @Test func storageReportsToItsOwnHandler() {
        let storage = MemoryStorage()
        let recorder = AnomalyRecorder(recording: storage)
        storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        expectEqual(recorder.anomalies, [anomaly])
    }
}
