import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

@MainActor @Suite struct MemoryStorageAnimatedReplacementTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func reorderedItemIsDeliveredAsOneMove() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2, 3]])
        storage.setItems([3, 1, 2], animated: true)
        let update = try #require(delegate.lastUpdate)
        expectEqual(contents(of: storage), [[1, 2, 3]])
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["move [[0, 2], [0, 0]]"])
        #expect(sectionChanges(of: update).isEmpty)
        expectEqual(contents(of: storage), [[3, 1, 2]])
    }

    @Test func changedContentIsReloadedInPlaceWithItsNewValue() throws {
        let (storage, delegate) = storageWithDelegate(holding: [diffEntries([1, 2, 3])])
        let changed = DiffEntry(id: 2, content: 7)
        storage.setItems([DiffEntry(id: 1), changed, DiffEntry(id: 3)], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["update [[0, 1]]"])
        expectEqual(update.updatedObjects[ip(1, 0)] as? DiffEntry, changed)
        expectEqual(entryContents(of: storage), [[DiffEntry(id: 1), changed, DiffEntry(id: 3)]])
    }

    @Test func movedAndChangedItemIsDeletedAndInsertedNeverMovedAndReloaded() throws {
        let (storage, delegate) = storageWithDelegate(holding: [diffEntries([1, 2, 3])])
        let new = [DiffEntry(id: 3, content: 1), DiffEntry(id: 1), DiffEntry(id: 2)]
        storage.setItems(new, animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["delete [[0, 2]]", "insert [[0, 0]]"])
        #expect(update.updatedObjects.isEmpty)
        try expectEqual(BatchReplay.apply(update, to: [diffEntries([1, 2, 3])], target: [new]), [new])
    }

    @Test func itemsMoveAcrossSections() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2], [3]])
        storage.setItemsForAllSections([[2], [3, 1]], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["move [[0, 0], [1, 1]]"])
        expectEqual(contents(of: storage), [[2], [3, 1]])
    }

    @Test func trailingSectionsAreDeletedWithoutTheirRows() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1], [2, 3], [4]])
        storage.setItemsForAllSections([[4, 1]], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(sectionChanges(of: update), ["delete [1]", "delete [2]"])
        expectEqual(objectChanges(of: update), ["insert [[0, 0]]"])
        expectEqual(contents(of: storage), [[4, 1]])
    }

    @Test func appendedSectionsAreInsertedWithTheirRows() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2]])
        storage.setItemsForAllSections([[1], [2, 5]], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(sectionChanges(of: update), ["insert [1]"])
        expectEqual(objectChanges(of: update), ["delete [[0, 1]]", "insert [[1, 0]]", "insert [[1, 1]]"])
        expectEqual(contents(of: storage), [[1], [2, 5]])
    }

    @Test func missingSectionsUpToTheTargetAreCreated() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[Int]]())
        storage.setItems([7, 8], forSection: 1, animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(sectionChanges(of: update), ["insert [0]", "insert [1]"])
        expectEqual(objectChanges(of: update), ["insert [[1, 0]]", "insert [[1, 1]]"])
        expectEqual(contents(of: storage), [[], [7, 8]])
    }

    @Test func otherSectionsAreLeftAlone() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2], [3, 4]])
        storage.setItems([4, 5], forSection: 1, animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["delete [[1, 0]]", "insert [[1, 1]]"])
        expectEqual(contents(of: storage), [[1, 2], [4, 5]])
    }

    @Test func equatableOnlyItemsAreMatchedByIdentifier() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[ReplacementNote(id: 1, text: "a"), ReplacementNote(id: 2, text: "b")]])
        storage.setItems([ReplacementNote(id: 1, text: "a"), ReplacementNote(id: 2, text: "B")], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["update [[0, 1]]"])
        expectEqual(storage.item(at: ip(1, 0)) as? ReplacementNote, ReplacementNote(id: 2, text: "B"))
    }

    @Test func itemsOfAnotherTypeAreDeleted() throws {
        let storage = MemoryStorage()
        storage.setItems(["title", 1] as [Any])
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.setItems([1, 2], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["delete [[0, 0]]", "insert [[0, 1]]"])
        expectEqual(contents(of: storage), [[1, 2]])
    }

    @Test func duplicateIdentifiersAreReportedAndPairedInOrder() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 1, 2]])
        let anomalies = AnomalyRecorder(recording: storage)
        storage.setItems([2, 1, 1, 1], animated: true)
        expectEqual(anomalies.anomalies, [.duplicateIdentifiers(identifierDescriptions: ["1"])])
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(contents(of: storage), [[2, 1, 1, 1]])
        try expectEqual(BatchReplay.apply(update, to: [[1, 1, 2]], target: [[2, 1, 1, 1]]), [[2, 1, 1, 1]])
    }

    @Test func unchangedItemsDeliverNothing() {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2]])
        storage.setItems([1, 2], animated: true)
        storage.setItemsForAllSections([[1, 2]], animated: true)
        #expect(delegate.events.isEmpty)
    }

    @Test func negativeSectionIsReportedAndChangesNothing() {
        let (storage, delegate) = storageWithDelegate(holding: [[1]])
        let anomalies = AnomalyRecorder(recording: storage)
        storage.setItems([2], forSection: -1, animated: true)
        expectEqual(anomalies.anomalies, [.sectionIndexOutOfRange(index: -1, numberOfSections: 1)])
        #expect(delegate.events.isEmpty)
        expectEqual(contents(of: storage), [[1]])
    }

    @Test func notAnimatedReplacementReloads() {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2]])
        storage.setItems([2, 1], animated: false)
        storage.setItemsForAllSections([[3], [4]], animated: false)
        expectEqual(delegate.reloadCount, 2)
        #expect(delegate.updates.isEmpty)
        expectEqual(contents(of: storage), [[3], [4]])
    }

    @Test func withoutDelegateReplacementIsAppliedAtOnce() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], [3]], animated: true)
        expectEqual(contents(of: storage), [[1, 2], [3]])
        storage.setItems([3, 2], forSection: 0, animated: true)
        expectEqual(contents(of: storage), [[3, 2], [3]])
    }

    @Test func replacementJoinsAnEnclosingBatch() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, 2, 3]])
        storage.performUpdates {
            storage.addItems([4], toSection: 1)
            storage.setItems([3, 1, 5], animated: true)
            storage.moveItem(at: ip(0, 1), to: ip(0, 0))
        }
        expectEqual(delegate.updates.count, 1)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        let expected = [[4, 3, 1, 5], []]
        expectEqual(contents(of: storage), expected)
        try expectEqual(BatchReplay.apply(update, to: [[1, 2, 3]], target: expected), expected)
    }
}
