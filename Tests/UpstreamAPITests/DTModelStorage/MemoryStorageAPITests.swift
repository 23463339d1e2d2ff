import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: MemoryStorage, its anomalies and errors".
@MainActor @Suite struct MemoryStorageAPITests {
    @Test func contentsAreSetAndRead() {
        let storage = MemoryStorage()
        storage.setItems([1, 2])
        storage.setItems(["a"], forSection: 1)
        expectEqual(storage.numberOfSections(), 2)
        expectEqual(storage.numberOfItems(inSection: 0), 2)
        expectEqual(storage.totalNumberOfItems, 3)
        expectEqual(storage.item(at: IndexPath(item: 0, section: 1)) as? String, "a")
        expectEqual(storage.items(inSection: 0)?.count, 2)
        expectEqual(storage.indexPath(forItem: 2), IndexPath(item: 1, section: 0))
        expectEqual(storage.section(atIndex: 1)?.numberOfItems, 1)
        expectEqual(storage.sectionIndex(for: storage.sections[1]), 1)

        storage.setItemsForAllSections([[1], [2], [3]])
        expectEqual(storage.numberOfSections(), 3)
        storage.setSection(SectionModel(items: [9]), forSection: 0)
        storage.insertSection(SectionModel(items: [8]), atIndex: 0)
        expectEqual(storage.item(at: IndexPath(item: 0, section: 0)) as? Int, 8)
        storage.sections = [SectionModel(items: [7])]
        expectEqual(storage.numberOfSections(), 1)
    }

    @Test func itemsAreAddedInsertedMovedReplacedAndRemoved() throws {
        let storage = MemoryStorage()
        storage.addItems([1, 2])
        storage.addItem(3)
        storage.addItems([10], toSection: 1)
        storage.addItem(11, toSection: 1)
        try storage.insertItem(0, to: IndexPath(item: 0, section: 0))
        try storage.insertItems([-2, -1], at: IndexPath(item: 0, section: 0))
        storage.insertItems([20, 21], to: [IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Int }, [-2, -1, 0, 1, 2, 3])

        storage.reloadItem(1)
        try storage.replaceItem(1, with: 100)
        try storage.removeItem(100)
        storage.removeItems([-2, -1])
        storage.removeItems(at: [IndexPath(item: 0, section: 0)])
        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Int }, [2, 3])

        storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        storage.moveItemWithoutAnimation(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        storage.moveSection(0, toSection: 1)
        storage.removeItems(fromSection: 0)
        storage.deleteSections(IndexSet(integer: 2))
        expectEqual(storage.numberOfSections(), 2)
        storage.removeAllItems()
        expectEqual(storage.totalNumberOfItems, 0)
    }

    @Test func updateWithoutAnimationsAppliesChangesWithoutUpdates() {
        let storage = MemoryStorage()
        storage.updateWithoutAnimations {
            storage.addItems([1, 2, 3])
        }
        expectEqual(storage.totalNumberOfItems, 3)
    }

    @Test func failuresThrowUpstreamErrorsAndReportAnomalies() {
        let storage = MemoryStorage()
        var anomalies: [MemoryStorageAnomaly] = []
        storage.anomalyHandler.anomalyAction = { anomalies.append($0) }

        #expect(throws: MemoryStorageError.self) { try storage.insertItem(1, to: IndexPath(item: 5, section: 0)) }
        #expect(throws: MemoryStorageError.self) { try storage.removeItem(42) }
        expectEqual(anomalies.first, .insertionIndexPathTooBig(indexPath: IndexPath(item: 5, section: 0), countOfElementsInSection: 0))

        let tooBig: MemoryStorageError.InsertionReason = .indexPathTooBig(IndexPath(item: 1, section: 0))
        let notFound: MemoryStorageError.SearchReason = .itemNotFound(item: "42")
        let insertion = MemoryStorageError.insertionFailed(reason: tooBig)
        let search = MemoryStorageError.searchFailed(reason: notFound)
        #expect(!insertion.localizedDescription.isEmpty)
        if case .searchFailed(reason: .itemNotFound(let item)) = search {
            expectEqual("\(item)", "42")
        }
    }

    @Test func everyUpstreamAnomalyCaseDescribesItself() {
        let indexPath = IndexPath(item: 0, section: 0)
        let anomalies: [MemoryStorageAnomaly] = [
            .insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: 0),
            .batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2),
            .replaceItemFailedItemNotFound(itemDescription: "1"),
            .removeItemFailedItemNotFound(itemDescription: "1"),
            .moveItemFailedItemNotFound(indexPath: indexPath),
            .moveItemFailedIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: 0),
            .moveItemFailedInvalidIndexPaths(sourceIndexPath: indexPath, destinationIndexPath: indexPath,
                                             sourceElementsInSection: 0, destinationElementsInSection: 0),
        ]
        for anomaly in anomalies {
            #expect(!anomaly.description.isEmpty)
            #expect(!anomaly.debugDescription.isEmpty)
        }
    }

    @Test func anomalyHandlerStartsFromTheDefaultAction() {
        let handler = MemoryStorageAnomalyHandler()
        MemoryStorageAnomalyHandler.defaultAction = MemoryStorageAnomalyHandler.defaultAction
        var reported: [MemoryStorageAnomaly] = []
        handler.anomalyAction = { reported.append($0) }
        handler.reportAnomaly(.moveItemFailedItemNotFound(indexPath: IndexPath(item: 0, section: 0)))
        expectEqual(reported.count, 1)
    }
}
