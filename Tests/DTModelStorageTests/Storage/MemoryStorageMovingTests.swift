import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageMovingTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func moveSectionReportsSourceAndDestination() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [1, 1], [1, 1, 1]])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.moveSection(0, toSection: 1)
        expectEqual(storage.section(atIndex: 0)?.items.count, 2)
        expectEqual(storage.section(atIndex: 1)?.items.count, 1)
        expectEqual(sectionChanges(of: delegate.lastUpdate), ["move [0, 1]"])
    }

    @Test func moveItemAcrossSections() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2, 3], [4, 5, 6]])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.moveItem(at: ip(0, 0), to: ip(1, 1))
        expectEqual(contents(of: storage), [[], [2, 1, 3], [4, 5, 6]])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["move [[0, 0], [1, 1]]"])
    }

    @Test func moveItemIntoANewSectionCreatesIt() {
        let storage = MemoryStorage()
        storage.setItems([1])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.moveItem(at: ip(0, 0), to: ip(0, 1))
        expectEqual(contents(of: storage), [[], [1]])
        expectEqual(sectionChanges(of: delegate.lastUpdate), ["insert [1]"])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["move [[0, 0], [1, 0]]"])
    }

    @Test func moveItemWithinASectionToItsEnd() {
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3])
        storage.moveItem(at: ip(0, 0), to: ip(2, 0))
        expectEqual(contents(of: storage), [[2, 3, 1]])
    }

    @Test func moveItemWithoutAnimationMovesAndDeliversNothing() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3]])
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.moveItemWithoutAnimation(from: ip(0, 0), to: ip(1, 1))
        expectEqual(contents(of: storage), [[2], [3, 1]])
        #expect(delegate.events.isEmpty)
    }

    @Test func moveItemWithoutAnimationAppliesPendingUpdatesFirst() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([1, 2])
        storage.moveItemWithoutAnimation(from: ip(0, 0), to: ip(1, 0))
        expectEqual(contents(of: storage), [[2, 1]])
        expectEqual(delegate.lastUpdate?.containsDeferredDatasourceUpdates, false)
    }
}
