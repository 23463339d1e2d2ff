import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Every anomaly of DTModelStorage and DTTableViewManager prints in one format:
/// `⚠️ [Library] What happened. Fix: What to do.`
@Suite struct AnomalyMessageFormatTests {
    /// Checks one message: the library's prefix, one line, what happened, then `. Fix: ` and
    /// sentences that end with a period.
    private func checkFormat(of anomaly: some ExplainedAnomaly, library: String) {
        let message = anomaly.message
        #expect(message.hasPrefix("⚠️ [\(library)] "), "\(message)")
        #expect(!message.contains("\n"), "\(message)")
        expectEqual(message, "⚠️ [\(library)] \(anomaly.problemDescription). Fix: \(anomaly.recoverySuggestion)")
        #expect(!anomaly.problemDescription.hasSuffix("."), "\(message)")
        #expect(anomaly.recoverySuggestion.hasSuffix("."), "\(message)")
        expectEqual(message.components(separatedBy: ". Fix: ").count, 2, "\(message)")
    }

    @Test func everyManagerAnomalyUsesTheSharedFormat() {
        for anomaly in AnomalySamples.managerAnomalies {
            checkFormat(of: anomaly, library: "DTTableViewManager")
        }
        expectEqual(Set(AnomalySamples.managerAnomalies.map(\.problemDescription)).count, AnomalySamples.managerAnomalies.count)
    }

    @Test func everyStorageAnomalyUsesTheSharedFormat() {
        for anomaly in AnomalySamples.storageAnomalies {
            checkFormat(of: anomaly, library: "DTModelStorage")
        }
        expectEqual(Set(AnomalySamples.storageAnomalies.map(\.problemDescription)).count, AnomalySamples.storageAnomalies.count)
    }

    @Test func messagesReadAsOneLine() {
        #expect(MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42").message
            == "⚠️ [DTModelStorage] Failed to find item for removal: 42. Fix: Remove only items the storage holds; nothing was removed.")
        #expect(DTTableViewManagerAnomaly.noCellMappingFound(modelDescription: "3", indexPath: IndexPath(row: 0, section: 0)).message
            == "⚠️ [DTTableViewManager] UITableView requested a cell at [0, 0], but no cell mapping accepts its model: 3. "
            + "Fix: Register a cell for the model's type, or widen a mapping's condition; an empty cell is shown meanwhile.")
    }
}
