import Expectations
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
        expectEqual(contents(of: storage), [[4, 6, 8, 2]])
    }

    @Test func delegateReceivesADeferredUpdateThatAppliesOnce() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([2, 4, 6], toSection: 0)

        let update = try #require(delegate.lastUpdate)
        #expect(update.objectChanges.isEmpty)
        expectEqual(update.enqueuedDatasourceUpdates.count, 1)
        expectEqual(storage.totalNumberOfItems, 0)

        update.applyDeferredDatasourceUpdates()
        update.applyDeferredDatasourceUpdates()

        #expect(!update.containsDeferredDatasourceUpdates)
        expectEqual(update.objectChanges.count, 3)
        expectEqual(contents(of: storage), [[2, 4, 6]])
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
        expectEqual(delegate.updates.count, 1)
        expectEqual(update.enqueuedDatasourceUpdates.count, 2)
        expectEqual(storage.totalNumberOfItems, 0)
        update.applyDeferredDatasourceUpdates()
        expectEqual(update.objectChanges.count, 4)
        expectEqual(sectionChanges(of: update), ["insert [0]"])
        expectEqual(contents(of: storage), [[2, 3, 4, 6]])
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
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 0]]", "insert [[1, 0]]"])
    }

    @Test func updateLeftUnappliedIsAppliedBeforeTheNextChange() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([1, 2])
        storage.addItem(3)
        expectEqual(delegate.updates.count, 2)
        expectEqual(delegate.updates[0].objectChanges.count, 2)
        expectEqual(contents(of: storage), [[1, 2]])
        delegate.applyUpdates()
        expectEqual(contents(of: storage), [[1, 2, 3]])
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 2]]"])
    }

    @Test func removingTheDelegateAppliesWhatItLeftUnapplied() {
        let storage = MemoryStorage()
        var delegate: RecordingStorageDelegate? = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([1, 2])
        storage.delegate = nil
        expectEqual(contents(of: storage), [[1, 2]])
        storage.delegate = delegate
        storage.addItem(3)
        delegate = nil
        storage.addItem(4)
        expectEqual(contents(of: storage), [[1, 2, 3, 4]])
        storage.applyPendingUpdates()
        expectEqual(contents(of: storage), [[1, 2, 3, 4]])
    }

    @Test func delegateApplyingInsideDeliveryLeavesNothingPending() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems([1, 2])
        expectEqual(contents(of: storage), [[1, 2]])
        expectEqual(delegate.lastUpdate?.containsDeferredDatasourceUpdates, false)
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 0]]", "insert [[0, 1]]"])
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
        expectEqual(contents(of: storage), [[1]])
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
        expectEqual(delegate.updates.count, 1)
        expectEqual(contents(of: storage), [[1, 2]])
    }

    @Test func updateWithoutAnimationsAppliesAtOnceAndDeliversNothing() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItem(1)
        storage.updateWithoutAnimations {
            storage.addItem(2)
            storage.moveItem(at: ip(0, 0), to: ip(1, 0))
            expectEqual(contents(of: storage), [[2, 1]])
        }
        expectEqual(delegate.updates.count, 1)
        expectEqual(contents(of: storage), [[2, 1]])
        storage.addItem(3)
        expectEqual(delegate.updates.count, 2)
    }

    @Test func delegateMayChangeTheStorageWhileHandlingAnUpdate() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        delegate.onUpdate = { _ in
            if storage.totalNumberOfItems == 1 { storage.addItem(2) }
        }
        storage.addItem(1)
        expectEqual(contents(of: storage), [[1, 2]])
        expectEqual(delegate.updates.map(objectChanges(of:)), [["insert [[0, 0]]"], ["insert [[0, 1]]"]])
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
        expectEqual(contents(of: storage), [[1, 2]])
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
        expectEqual(objectChanges(of: first), ["insert [[0, 0]]"])
        expectEqual(delegate.updates.count, 1)
        expectEqual(delegate.reloadCount, 1)
        expectEqual(contents(of: storage), [[1, 2]])
    }

    @Test func updateTheDelegateAppliesIsNotMarked() throws {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItem(1)
        storage.addItem(2)
        #expect(delegate.updates.allSatisfy { !$0.wasAppliedByStorage })
        expectEqual(delegate.reloadCount, 0)
    }
}
