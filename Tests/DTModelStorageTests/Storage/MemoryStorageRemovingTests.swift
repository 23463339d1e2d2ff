import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

@MainActor @Suite struct MemoryStorageRemovingTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    private func makeStorage() -> (MemoryStorage, RecordingStorageDelegate) {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[2, 4, 6], [5]])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        return (storage, delegate)
    }

    @Test func removeItemRemovesItsFirstOccurrence() throws {
        let (storage, delegate) = makeStorage()
        try storage.removeItem(2)
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[0, 0]]"])
        try storage.removeItem(5)
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[1, 0]]"])
        expectEqual(contents(of: storage), [[4, 6], []])
    }

    @Test func removeItemsAtIndexPathsReportsThemLastFirst() {
        let (storage, delegate) = makeStorage()
        storage.removeItems(at: [ip(0, 0), ip(1, 0), ip(1, 0)])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[0, 1]]", "delete [[0, 0]]"])
        expectEqual(contents(of: storage), [[6], [5]])
    }

    @Test func removeItemsRemovesEachListedItem() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 3], [2, 4]])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.removeItems([2, 4, 1])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[1, 0]]", "delete [[1, 1]]", "delete [[0, 0]]"])
        expectEqual(contents(of: storage), [[3], []])
    }

    @Test func removeItemsWithRepeatedItemsRemovesSuccessiveOccurrences() {
        let storage = MemoryStorage()
        storage.setItems([7, 1, 7, 7])
        storage.removeItems([7, 7])
        expectEqual(contents(of: storage), [[1, 7]])
    }

    @Test func removeItemsFromSectionEmptiesOnlyThatSection() {
        let (storage, delegate) = makeStorage()
        storage.removeItems(fromSection: 0)
        expectEqual(contents(of: storage), [[], [5]])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[0, 0]]", "delete [[0, 1]]", "delete [[0, 2]]"])
    }

    @Test func deleteSectionsRemovesThemWithTheirItems() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2], [3], [4]])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.deleteSections(IndexSet([1, 3]))
        expectEqual(sectionChanges(of: delegate.lastUpdate), ["delete [1]", "delete [3]"])
        expectEqual(contents(of: storage), [[1], [3]])
    }

    @Test func removingManyIndexPathsFromALargeSectionKeepsTheRest() {
        let storage = MemoryStorage()
        storage.setItems(Array(0..<10_000))
        let removed = stride(from: 0, to: 10_000, by: 2).map { IndexPath(item: $0, section: 0) }.shuffled()
        storage.removeItems(at: removed)
        expectEqual(contents(of: storage), [Array(stride(from: 1, to: 10_000, by: 2))])
    }

    @Test func removeItemsSkipsItemsThatAreNotFoundAndReportsEach() {
        let storage = MemoryStorage()
        storage.addItems([1, 2, 3, 4, 5])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        let recorder = AnomalyRecorder(recording: storage)
        storage.removeItems([1, 3, 4, 6, 1])
        expectEqual(contents(of: storage), [[2, 5]])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[0, 0]]", "delete [[0, 2]]", "delete [[0, 3]]"])
        #expect(recorder.anomalies == [
            .removeItemFailedItemNotFound(itemDescription: "6"),
            .removeItemFailedItemNotFound(itemDescription: "1"),
        ])
    }

    @Test func removeItemsAtIndexPathsSkipsThoseHoldingNoItemAndReportsEach() {
        let (storage, delegate) = makeStorage()
        let recorder = AnomalyRecorder(recording: storage)
        storage.removeItems(at: [ip(0, 0), ip(3, 0), ip(0, 1), ip(0, 2)])
        expectEqual(contents(of: storage), [[4, 6], []])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[1, 0]]", "delete [[0, 0]]"])
        #expect(recorder.anomalies == [
            .removeItemFailedIndexPathNotFound(indexPath: ip(3, 0)),
            .removeItemFailedIndexPathNotFound(indexPath: ip(0, 2)),
        ])
    }

    @Test func removeItemsFindingNothingDeliversNoUpdate() {
        let (storage, delegate) = makeStorage()
        let recorder = AnomalyRecorder(recording: storage)
        storage.removeItems([42])
        #expect(delegate.events.isEmpty)
        expectEqual(contents(of: storage), [[2, 4, 6], [5]])
        expectEqual(recorder.anomalies, [.removeItemFailedItemNotFound(itemDescription: "42")])
    }
}
