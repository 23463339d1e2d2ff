import DTTableViewManager
import Foundation
import Testing

/// Every anomaly of DTModelStorage and DTTableViewManager prints in one format:
/// `⚠️ [Library] What happened. Fix: What to do.`
@Suite struct AnomalyMessageFormatTests {
    private static let index = IndexPath(row: 1, section: 2)

    private static var managerAnomalies: [DTTableViewManagerAnomaly] { [
        .nilCellModel(index), .nilHeaderModel(1), .nilFooterModel(1),
        .noCellMappingFound(modelDescription: "m", indexPath: index),
        .noHeaderFooterMappingFound(modelDescription: "m", indexPath: index),
        .differentCellReuseIdentifier(mappingReuseIdentifier: "a", cellReuseIdentifier: "b"),
        .differentCellClass(xibName: "x", cellClass: "c", expectedCellClass: "e"),
        .differentHeaderFooterClass(xibName: "x", viewClass: "v", expectedViewClass: "e"),
        .emptyXibFile(xibName: "x", expectedViewClass: "e"),
        .modelEventCalledWithCellClass(modelType: "m", methodName: "n", subclassOf: "s"),
        .unusedEventDetected(viewType: "v", methodName: "n"),
        .eventRegistrationForUnregisteredMapping(viewClass: "v", signature: "s"),
        .ambiguousMapping(modelDescription: "m", indexPath: index, usedMapping: "A", ignoredMappings: ["B"]),
        .duplicateReuseIdentifier(reuseIdentifier: "r", viewClass: "v", previousViewClass: "p"),
        .headerFooterViewWithoutXib(viewClass: "v", xibName: nil),
        .headerFooterViewWithoutXib(viewClass: "v", xibName: "x"),
        .duplicateEventRegistration(signature: "s", viewClass: "v"),
    ] }

    private static var storageAnomalies: [MemoryStorageAnomaly] { [
        .insertionIndexPathTooBig(indexPath: index, countOfElementsInSection: 0),
        .batchInsertionItemCountMismatch(itemsCount: 0, indexPathsCount: 1),
        .replaceItemFailedItemNotFound(itemDescription: "i"),
        .removeItemFailedItemNotFound(itemDescription: "i"),
        .moveItemFailedItemNotFound(indexPath: index),
        .moveItemFailedIndexPathTooBig(indexPath: index, countOfElementsInSection: 0),
        .moveItemFailedInvalidIndexPaths(sourceIndexPath: index, destinationIndexPath: index,
                                         sourceElementsInSection: 0, destinationElementsInSection: 0),
        .removeItemFailedIndexPathNotFound(indexPath: index),
        .reloadItemFailedItemNotFound(itemDescription: "i"),
        .sectionIndexOutOfRange(index: 3, numberOfSections: 2),
        .duplicateIdentifiers(identifierDescriptions: ["7", "x"]),
        .invalidDifferOperations(reason: "inserted index 5 is out of range"),
    ] }

    /// Checks one message: the library's prefix, one line, what happened, then `. Fix: ` and
    /// sentences that end with a period.
    private func checkFormat(of anomaly: some ExplainedAnomaly, library: String) {
        let message = anomaly.message
        #expect(message.hasPrefix("⚠️ [\(library)] "), "\(message)")
        #expect(!message.contains("\n"), "\(message)")
        #expect(message == "⚠️ [\(library)] \(anomaly.problemDescription). Fix: \(anomaly.recoverySuggestion)")
        #expect(!anomaly.problemDescription.hasSuffix("."), "\(message)")
        #expect(anomaly.recoverySuggestion.hasSuffix("."), "\(message)")
        #expect(message.components(separatedBy: ". Fix: ").count == 2, "\(message)")
    }

    @Test func everyManagerAnomalyUsesTheSharedFormat() {
        for anomaly in Self.managerAnomalies {
            checkFormat(of: anomaly, library: "DTTableViewManager")
        }
        #expect(Set(Self.managerAnomalies.map(\.problemDescription)).count == Self.managerAnomalies.count)
    }

    @Test func everyStorageAnomalyUsesTheSharedFormat() {
        for anomaly in Self.storageAnomalies {
            checkFormat(of: anomaly, library: "DTModelStorage")
        }
        #expect(Set(Self.storageAnomalies.map(\.problemDescription)).count == Self.storageAnomalies.count)
    }

    @Test func messagesReadAsOneLine() {
        #expect(MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "42").message
            == "⚠️ [DTModelStorage] Failed to find item for removal: 42. Fix: Remove only items the storage holds; nothing was removed.")
        #expect(DTTableViewManagerAnomaly.noCellMappingFound(modelDescription: "3", indexPath: IndexPath(row: 0, section: 0)).message
            == "⚠️ [DTTableViewManager] UITableView requested a cell at [0, 0], but no cell mapping accepts its model: 3. "
            + "Fix: Register a cell for the model's type, or widen a mapping's condition; an empty cell is shown meanwhile.")
    }
}
