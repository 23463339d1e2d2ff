import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct SingleSectionStorageDeliveryTests {
    private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func withoutDelegateChangesApplyAtOnce() {
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.setItems(diffEntries([2, 1]))
        expectEqual(storage.items, diffEntries([2, 1]))
        storage.addItems(diffEntries([3]))
        expectEqual(storage.items, diffEntries([2, 1, 3]))
    }

    @Test func itemsAreReadThroughTheStorageProtocol() {
        let storage = SingleSectionEquatableStorage(items: [SingleSectionPost(1, "a"), SingleSectionPost(2, "b")])
        expectEqual(storage.numberOfSections(), 1)
        expectEqual(storage.numberOfItems(inSection: 0), 2)
        expectEqual(storage.numberOfItems(inSection: 1), 0)
        expectEqual(storage.item(at: ip(1)) as? SingleSectionPost, SingleSectionPost(2, "b"))
        expectNil(storage.item(at: ip(2)))
        expectNil(storage.item(at: ip(0, 1)))
    }

    @Test func pendingUpdateIsAppliedBeforeTheNextChange() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.delegate = delegate
        storage.addItems(diffEntries([2]))
        storage.addItems(diffEntries([3]))
        expectEqual(delegate.updates.count, 2)
        expectEqual(storage.items, diffEntries([1, 2]))
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 2]]"])
        delegate.applyUpdates()
        expectEqual(storage.items, diffEntries([1, 2, 3]))
    }

    @Test func changesInOneBatchAreDeliveredAsOneUpdate() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2, 3]))
        storage.delegate = delegate
        storage.performUpdates {
            storage.setItems(diffEntries([3, 2]))
            storage.addItems([DiffEntry(id: 3, content: 1), DiffEntry(id: 4)], UpdateOldValuesAccumulationStrategy())
        }
        expectEqual(delegate.updates.count, 1)
        let update = try #require(delegate.lastUpdate)
        let new = [DiffEntry(id: 3, content: 1), DiffEntry(id: 2), DiffEntry(id: 4)]
        try expectEqual(BatchReplay.apply(update, to: [diffEntries([1, 2, 3])], target: [new]), [new])
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, new)
    }

    @Test func unchangedItemsDeliverNothing() {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2]))
        storage.delegate = delegate
        storage.setItems(diffEntries([1, 2]))
        storage.addItems([], DeleteOldValuesAccumulationStrategy())
        #expect(delegate.events.isEmpty)
    }

    @Test func settingItemsDirectlyReloads() {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2]))
        storage.delegate = delegate
        storage.addItems(diffEntries([3]))
        storage.items = diffEntries([9])
        expectEqual(storage.items, diffEntries([9]))
        expectEqual(delegate.reloadCount, 1)
        delegate.applyUpdates()
        expectEqual(storage.items, diffEntries([9]), "an earlier update applied late must not undo the reload")
    }

    @Test func settingItemsInsideABatchEndsItWithAReload() {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItems(diffEntries([2]))
            storage.items = diffEntries([5])
            storage.addItems(diffEntries([6]))
        }
        #expect(delegate.updates.isEmpty)
        expectEqual(delegate.reloadCount, 1)
        expectEqual(storage.items, diffEntries([5, 6]))
    }

    @Test func headerAndFooterModelsAreProvided() {
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.configureForTableViewUsage()
        storage.setSectionHeaderModels(["Header"])
        storage.setSectionFooterModels(["Footer"])
        expectEqual(storage.headerModel(forSection: 0) as? String, "Header")
        expectEqual(storage.footerModel(forSection: 0) as? String, "Footer")
        expectEqual(storage.supplementaryModel(ofKind: DTTableViewElementSectionHeader, forSectionAt: ip(0)) as? String, "Header")
        expectNil(storage.headerModel(forSection: 1))
    }
}
