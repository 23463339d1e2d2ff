import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

@MainActor @Suite struct SingleSectionStorageDiffingTests {
    private func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func builtInDifferMovesReorderedItems() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionEquatableStorage(items: [SingleSectionPost(1, "a"), SingleSectionPost(2, "b")])
        storage.delegate = delegate
        storage.setItems([SingleSectionPost(2, "b"), SingleSectionPost(1, "a")])
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["move [[0, 1], [0, 0]]"])
        expectEqual(storage.items, [SingleSectionPost(1, "a"), SingleSectionPost(2, "b")])
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, [SingleSectionPost(2, "b"), SingleSectionPost(1, "a")])
    }

    @Test func changedItemIsReloadedWithItsNewValue() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2, 3]))
        storage.delegate = delegate
        storage.setItems([DiffEntry(id: 0), DiffEntry(id: 1), DiffEntry(id: 2, content: 5), DiffEntry(id: 3)])
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["insert [[0, 0]]", "update [[0, 1]]"])
        expectEqual(update.updatedObjects[ip(1)] as? DiffEntry, DiffEntry(id: 2, content: 5))
    }

    @Test func customEquatableDifferIsUsed() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionEquatableStorage(
            items: [SingleSectionPost(1, "foo"), SingleSectionPost(2, "bar")], differ: DeleteInsertTestDiffer())
        storage.delegate = delegate
        storage.setItems([SingleSectionPost(2, "bar"), SingleSectionPost(1, "foo")])
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["delete [[0, 0]]", "delete [[0, 1]]", "insert [[0, 0]]", "insert [[0, 1]]"])
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, [SingleSectionPost(2, "bar"), SingleSectionPost(1, "foo")])
    }

    @Test func customHashableDifferIsUsed() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2]), differ: DeleteInsertTestDiffer())
        storage.delegate = delegate
        storage.addItems(diffEntries([3]))
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["insert [[0, 2]]"])
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, diffEntries([1, 2, 3]))
    }

    @Test func differOperationsThatAreNotABatchAreReportedAndReloaded() {
        let cases: [[SingleSectionOperation]] = [
            [.insert(5)],
            [.delete(0), .delete(0)],
            [.update(0), .delete(0)],
            [.delete(0)],
            [],
            [.move(from: 0, to: 1)],
        ]
        for operations in cases {
            let delegate = RecordingStorageDelegate()
            let storage = SingleSectionEquatableStorage(
                items: [SingleSectionPost(1, "a"), SingleSectionPost(2, "b")],
                differ: FixedOperationsTestDiffer(operations: operations))
            storage.delegate = delegate
            let anomalies = AnomalyRecorder(recording: storage)
            storage.setItems([SingleSectionPost(3, "c"), SingleSectionPost(2, "b")])
            expectEqual(anomalies.anomalies.count, 1, "\(operations)")
            if case .invalidDifferOperations? = anomalies.anomalies.first {} else {
                Issue.record("expected invalidDifferOperations for \(operations), got \(anomalies.anomalies)")
            }
            #expect(delegate.reloadCount == 1 && delegate.updates.isEmpty, "\(operations)")
            expectEqual(storage.items, [SingleSectionPost(3, "c"), SingleSectionPost(2, "b")], "\(operations)")
        }
    }

    @Test func baseStorageReloadsItemsItCannotCompare() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionStorage(items: [SingleSectionToken(id: 1), SingleSectionToken(id: 2)])
        storage.delegate = delegate
        storage.setItems([SingleSectionToken(id: 2), SingleSectionToken(id: 1), SingleSectionToken(id: 3)])
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["delete [[0, 1]]", "insert [[0, 0]]", "insert [[0, 2]]", "update [[0, 0]]"])
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items.map(\.id), [2, 1, 3])
    }

    @Test func duplicateIdentifiersAreReportedAndKept() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2]))
        storage.delegate = delegate
        let anomalies = AnomalyRecorder(recording: storage)
        storage.setItems(diffEntries([2, 1, 2, 1, 1]))
        expectEqual(anomalies.anomalies, [.duplicateIdentifiers(identifierDescriptions: ["2", "1"])])
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, diffEntries([2, 1, 2, 1, 1]))
        let new = diffEntries([2, 1, 2, 1, 1])
        try expectEqual(BatchReplay.apply(update, to: [diffEntries([1, 2])], target: [new]), [new])
    }

    @Test func swiftIdentifiableItemsAreIdentifiedByTheirID() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: [SingleSectionTag(id: "a"), SingleSectionTag(id: "b")])
        storage.delegate = delegate
        storage.setItems([SingleSectionTag(id: "b")])
        expectEqual(SingleSectionTag(id: "a").identifier, AnyHashable("a"))
        expectEqual(objectChanges(of: delegate.lastUpdate), ["delete [[0, 0]]"])
    }
}
