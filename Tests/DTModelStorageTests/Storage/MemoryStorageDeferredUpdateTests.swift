import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageDeferredUpdateTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func storageWithoutDelegateAppliesChangesAtOnce() {
        let storage = MemoryStorage()
        storage.addItems([2, 4, 6])
        storage.performUpdates {
            storage.addItem(8)
            storage.moveItem(at: ip(0, 0), to: ip(3, 0))
        }
        #expect(contents(of: storage) == [[4, 6, 8, 2]])
    }

    @Test func delegateReceivesADeferredUpdateThatAppliesOnce() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([2, 4, 6], toSection: 0)

        let update = try #require(delegate.lastUpdate)
        #expect(update.objectChanges.isEmpty)
        #expect(update.enqueuedDatasourceUpdates.count == 1)
        #expect(storage.totalNumberOfItems == 0)

        update.applyDeferredDatasourceUpdates()
        update.applyDeferredDatasourceUpdates()

        #expect(!update.containsDeferredDatasourceUpdates)
        #expect(update.objectChanges.count == 3)
        #expect(contents(of: storage) == [[2, 4, 6]])
    }

    @Test func performUpdatesDeliversOneUpdateForEveryCall() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItems([2, 4, 6])
            try? storage.insertItem(3, to: ip(1, 0))
        }
        let update = try #require(delegate.lastUpdate)
        #expect(delegate.updates.count == 1)
        #expect(update.enqueuedDatasourceUpdates.count == 2)
        #expect(storage.totalNumberOfItems == 0)
        update.applyDeferredDatasourceUpdates()
        #expect(update.objectChanges.count == 4)
        #expect(sectionChanges(of: update) == ["insert [0]"])
        #expect(contents(of: storage) == [[2, 3, 4, 6]])
    }

    @Test func performUpdatesAcrossSectionsListsInsertionsInOrder() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItems([1], toSection: 0)
            storage.addItems([2], toSection: 1)
        }
        delegate.applyUpdates()
        #expect(objectChanges(of: delegate.lastUpdate) == ["insert [[0, 0]]", "insert [[1, 0]]"])
    }

    @Test func updateLeftUnappliedIsAppliedBeforeTheNextChange() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([1, 2])
        storage.addItem(3)
        #expect(delegate.updates.count == 2)
        #expect(delegate.updates[0].objectChanges.count == 2)
        #expect(contents(of: storage) == [[1, 2]])
        delegate.applyUpdates()
        #expect(contents(of: storage) == [[1, 2, 3]])
        #expect(objectChanges(of: delegate.lastUpdate) == ["insert [[0, 2]]"])
    }

    @Test func removingTheDelegateAppliesWhatItLeftUnapplied() {
        let storage = MemoryStorage()
        var delegate: RecordingStorageDelegate? = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([1, 2])
        storage.delegate = nil
        #expect(contents(of: storage) == [[1, 2]])
        storage.delegate = delegate
        storage.addItem(3)
        delegate = nil
        storage.addItem(4)
        #expect(contents(of: storage) == [[1, 2, 3, 4]])
        storage.applyPendingUpdates()
        #expect(contents(of: storage) == [[1, 2, 3, 4]])
    }

    @Test func delegateApplyingInsideDeliveryLeavesNothingPending() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems([1, 2])
        #expect(contents(of: storage) == [[1, 2]])
        #expect(delegate.lastUpdate?.containsDeferredDatasourceUpdates == false)
        #expect(objectChanges(of: delegate.lastUpdate) == ["insert [[0, 0]]", "insert [[0, 1]]"])
    }

    @Test func operationsThatChangeNothingDeliverNothing() {
        let storage = MemoryStorage()
        storage.setItems([1])
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.performUpdates {}
        storage.addItems([Int]())
        storage.moveSection(0, toSection: 0)
        storage.moveItem(at: ip(0, 0), to: ip(0, 0))
        #expect(delegate.events.isEmpty)
        #expect(contents(of: storage) == [[1]])
    }

    @Test func nestedPerformUpdatesJoinTheOuterBatch() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItem(1)
            storage.performUpdates { storage.addItem(2) }
            #expect(delegate.updates.isEmpty)
        }
        delegate.applyUpdates()
        #expect(delegate.updates.count == 1)
        #expect(contents(of: storage) == [[1, 2]])
    }

    @Test func updateWithoutAnimationsAppliesAtOnceAndDeliversNothing() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItem(1)
        storage.updateWithoutAnimations {
            storage.addItem(2)
            storage.moveItem(at: ip(0, 0), to: ip(1, 0))
            #expect(contents(of: storage) == [[2, 1]])
        }
        #expect(delegate.updates.count == 1)
        #expect(contents(of: storage) == [[2, 1]])
        storage.addItem(3)
        #expect(delegate.updates.count == 2)
    }

    @Test func delegateMayChangeTheStorageWhileHandlingAnUpdate() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        delegate.onUpdate = { _ in
            if storage.totalNumberOfItems == 1 { storage.addItem(2) }
        }
        storage.addItem(1)
        #expect(contents(of: storage) == [[1, 2]])
        #expect(delegate.updates.map(objectChanges(of:)) == [["insert [[0, 0]]"], ["insert [[0, 1]]"]])
    }

    @Test func delegateLeavingAnUpdateUnappliedWhileChangingTheStorageKeepsTheOrder() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        delegate.onUpdate = { [unowned delegate] _ in
            if delegate.updates.count == 1 { storage.addItem(2) }
        }
        storage.addItem(1)
        delegate.applyUpdates()
        #expect(contents(of: storage) == [[1, 2]])
    }

    @Test func changeBeforeTheDelegateAppliesMarksTheUpdateAndEndsWithAReload() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        delegate.onUpdate = { [unowned delegate] _ in
            if delegate.updates.count == 1 { storage.addItem(2) }
        }
        storage.addItem(1)
        let first = try #require(delegate.updates.first)
        #expect(first.wasAppliedByStorage)
        #expect(objectChanges(of: first) == ["insert [[0, 0]]"])
        #expect(delegate.updates.count == 1)
        #expect(delegate.reloadCount == 1)
        #expect(contents(of: storage) == [[1, 2]])
    }

    @Test func updateTheDelegateAppliesIsNotMarked() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItem(1)
        storage.addItem(2)
        #expect(delegate.updates.allSatisfy { !$0.wasAppliedByStorage })
        #expect(delegate.reloadCount == 0)
    }
}
