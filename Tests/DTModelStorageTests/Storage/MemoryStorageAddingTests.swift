import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageAddingTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func addingItemsToALaterSectionCreatesTheSectionsBeforeIt() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems([1, 2], toSection: 1)
        expectEqual(contents(of: storage), [[], [1, 2]])
        expectEqual(sectionChanges(of: delegate.lastUpdate), ["insert [0]", "insert [1]"])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[1, 0]]", "insert [[1, 1]]"])
    }

    @Test func addItemAppendsToTheFirstSectionByDefault() {
        let storage = MemoryStorage()
        storage.addItem(1)
        storage.addItem(2)
        expectEqual(contents(of: storage), [[1, 2]])
        expectEqual(storage.totalNumberOfItems, 2)
    }

    @Test func insertItemPlacesTheItemAndReportsItsIndexPath() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems([2, 4, 6])
        storage.addItem(5, toSection: 1)
        try storage.insertItem(1, to: #require(storage.indexPath(forItem: 6)))
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 2]]"])
        try storage.insertItem(3, to: #require(storage.indexPath(forItem: 5)))
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[1, 0]]"])
        expectEqual(contents(of: storage), [[2, 4, 1, 6], [3, 5]])
    }

    @Test func insertItemAtTheFirstIndexPathOfAnEmptyStorageWorks() throws {
        let storage = MemoryStorage()
        try storage.insertItem(1, to: ip(0, 0))
        expectEqual(contents(of: storage), [[1]])
    }

    @Test func insertItemsAtAnIndexPathInsertsThemContiguously() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.setItems([1, 2, 3])
        storage.delegate = delegate
        try storage.insertItems([4, 5], at: ip(2, 0))
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 2]]", "insert [[0, 3]]"])
        try storage.insertItems([6], at: ip(5, 0))
        expectEqual(contents(of: storage), [[1, 2, 4, 5, 3, 6]])
    }

    @Test func insertItemsToIndexPathsInsertsEachInTurn() {
        let storage = MemoryStorage()
        storage.insertItems([1, 2, 3], to: [ip(0, 0), ip(1, 0), ip(2, 0)])
        expectEqual(contents(of: storage), [[1, 2, 3]])
        storage.insertItems([4, 5], to: [ip(0, 0), ip(0, 0)])
        expectEqual(contents(of: storage), [[5, 4, 1, 2, 3]])
    }

    @Test func insertItemsToIndexPathsDeliversBatchCoordinates() throws {
        let storage = MemoryStorage()
        storage.setItems([1])
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.insertItems([4, 5], to: [ip(0, 0), ip(0, 0)])
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(Set(objectChanges(of: update)), ["insert [[0, 0]]", "insert [[0, 1]]"])
        try expectEqual(BatchReplay.apply(update, to: [[1]], target: contents(of: storage)), [[5, 4, 1]])
    }

    @Test func insertSectionInsertsItWithItsItems() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.setItems([1])
        storage.delegate = delegate
        let section = SectionModel(items: [7, 8])
        storage.insertSection(section, atIndex: 0)
        expectEqual(contents(of: storage), [[7, 8], [1]])
        expectIdentical(storage.section(atIndex: 0), section)
        expectEqual(sectionChanges(of: delegate.lastUpdate), ["insert [0]"])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 0]]", "insert [[0, 1]]"])
    }

    @Test func reloadItemReportsItsIndexPathAndItem() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems([2, 4, 6])
        storage.reloadItem(4)
        expectEqual(objectChanges(of: delegate.lastUpdate), ["update [[0, 1]]"])
        expectEqual(delegate.lastUpdate?.updatedObjects[ip(1, 0)] as? Int, 4)
    }

    @Test func replaceItemSwapsTheItemAndReloadsIt() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems([2, 4, 6])
        try storage.replaceItem(4, with: 5)
        expectEqual(contents(of: storage), [[2, 5, 6]])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["update [[0, 1]]"])
        expectEqual(delegate.lastUpdate?.updatedObjects[ip(1, 0)] as? Int, 5)
    }
}
