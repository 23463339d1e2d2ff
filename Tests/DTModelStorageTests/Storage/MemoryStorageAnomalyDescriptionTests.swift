import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageAnomalyDescriptionTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func debugDescriptionsKeepTheirWording() {
        #expect(MemoryStorageAnomaly.batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2).debugDescription
            == "⚠️ [MemoryStorage] Failed to insert batch of items, items count: 1, indexPaths count: 2")
        #expect(MemoryStorageAnomaly.insertionIndexPathTooBig(indexPath: ip(10, 1), countOfElementsInSection: 5).debugDescription
            == "⚠️ [MemoryStorage] Failed to insert item into IndexPath: [1, 10], count of elements in the section: 5")
        #expect(MemoryStorageAnomaly.replaceItemFailedItemNotFound(itemDescription: "3").debugDescription
            == "⚠️ [MemoryStorage] Failed to find item for replacement: 3")
        #expect(MemoryStorageAnomaly.removeItemFailedItemNotFound(itemDescription: "3").debugDescription
            == "⚠️ [MemoryStorage] Failed to find item for removal: 3")
        #expect(MemoryStorageAnomaly.moveItemFailedItemNotFound(indexPath: ip(0, 0)).debugDescription
            == "⚠️ [MemoryStorage] Failed to find item for moving at indexPath: [0, 0]")
        #expect(MemoryStorageAnomaly.moveItemFailedIndexPathTooBig(indexPath: ip(1, 0), countOfElementsInSection: 0).debugDescription
            == "⚠️ [MemoryStorage] Failed to move item, destination indexPath is too big: [0, 1], number of items in section after removing source item: 0")
        #expect(MemoryStorageAnomaly.moveItemFailedInvalidIndexPaths(
            sourceIndexPath: ip(0, 0), destinationIndexPath: ip(3, 1),
            sourceElementsInSection: 1, destinationElementsInSection: 1).debugDescription
            == "⚠️ [MemoryStorage] Failed to move item, sourceIndexPath: [0, 0], destination indexPath: [1, 3], number of items in source section: 1, number of items in destination section after removing source item: 1")
    }

    @Test func shortDescriptionsNameTheCase() {
        #expect(MemoryStorageAnomaly.batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2).description
            == "MemoryStorageAnomaly.batchInsertionItemCountMismatch(1, 2)")
        #expect(MemoryStorageAnomaly.sectionIndexOutOfRange(index: 4, numberOfSections: 2).description
            == "MemoryStorageAnomaly.sectionIndexOutOfRange(4, 2)")
    }

    @Test func everyAnomalySaysWhatToFix() {
        let anomalies: [MemoryStorageAnomaly] = [
            .insertionIndexPathTooBig(indexPath: ip(0, 0), countOfElementsInSection: 0),
            .batchInsertionItemCountMismatch(itemsCount: 0, indexPathsCount: 1),
            .replaceItemFailedItemNotFound(itemDescription: ""),
            .removeItemFailedItemNotFound(itemDescription: ""),
            .moveItemFailedItemNotFound(indexPath: ip(0, 0)),
            .moveItemFailedIndexPathTooBig(indexPath: ip(0, 0), countOfElementsInSection: 0),
            .moveItemFailedInvalidIndexPaths(sourceIndexPath: ip(0, 0), destinationIndexPath: ip(0, 0),
                                             sourceElementsInSection: 0, destinationElementsInSection: 0),
            .removeItemFailedIndexPathNotFound(indexPath: ip(0, 0)),
            .reloadItemFailedItemNotFound(itemDescription: ""),
            .sectionIndexOutOfRange(index: 0, numberOfSections: 0),
        ]
        expectEqual(Set(anomalies.map(\.recoverySuggestion)).count, anomalies.count)
        expectEqual(Set(anomalies.map(\.description)).count, anomalies.count)
        #expect(anomalies.allSatisfy { $0.debugDescription.hasPrefix("⚠️ [MemoryStorage] ") })
    }
}
