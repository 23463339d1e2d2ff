import DiffingReference
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct SingleSectionStorageDeliveryTests {
    private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func withoutDelegateChangesApplyAtOnce() {
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.setItems(diffEntries([2, 1]))
        #expect(storage.items == diffEntries([2, 1]))
        storage.addItems(diffEntries([3]))
        #expect(storage.items == diffEntries([2, 1, 3]))
    }

    @Test func itemsAreReadThroughTheStorageProtocol() {
        let storage = SingleSectionEquatableStorage(items: [SingleSectionPost(1, "a"), SingleSectionPost(2, "b")])
        #expect(storage.numberOfSections() == 1)
        #expect(storage.numberOfItems(inSection: 0) == 2)
        #expect(storage.numberOfItems(inSection: 1) == 0)
        #expect(storage.item(at: ip(1)) as? SingleSectionPost == SingleSectionPost(2, "b"))
        #expect(storage.item(at: ip(2)) == nil)
        #expect(storage.item(at: ip(0, 1)) == nil)
    }

    @Test func pendingUpdateIsAppliedBeforeTheNextChange() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.delegate = delegate
        storage.addItems(diffEntries([2]))
        storage.addItems(diffEntries([3]))
        #expect(delegate.updates.count == 2)
        #expect(storage.items == diffEntries([1, 2]))
        #expect(objectChanges(of: delegate.lastUpdate) == ["insert [[0, 2]]"])
        delegate.applyUpdates()
        #expect(storage.items == diffEntries([1, 2, 3]))
    }

    @Test func changesInOneBatchAreDeliveredAsOneUpdate() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionHashableStorage(items: diffEntries([1, 2, 3]))
        storage.delegate = delegate
        storage.performUpdates {
            storage.setItems(diffEntries([3, 2]))
            storage.addItems([DiffEntry(id: 3, content: 1), DiffEntry(id: 4)], UpdateOldValuesAccumulationStrategy())
        }
        #expect(delegate.updates.count == 1)
        let update = try #require(delegate.lastUpdate)
        let new = [DiffEntry(id: 3, content: 1), DiffEntry(id: 2), DiffEntry(id: 4)]
        #expect(try BatchReplay.apply(update, to: [diffEntries([1, 2, 3])], target: [new]) == [new])
        update.applyDeferredDatasourceUpdates()
        #expect(storage.items == new)
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
        #expect(storage.items == diffEntries([9]))
        #expect(delegate.reloadCount == 1)
        delegate.applyUpdates()
        #expect(storage.items == diffEntries([9]), "an earlier update applied late must not undo the reload")
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
        #expect(delegate.reloadCount == 1)
        #expect(storage.items == diffEntries([5, 6]))
    }

    @Test func headerAndFooterModelsAreProvided() {
        let storage = SingleSectionHashableStorage(items: diffEntries([1]))
        storage.configureForTableViewUsage()
        storage.setSectionHeaderModels(["Header"])
        storage.setSectionFooterModels(["Footer"])
        #expect(storage.headerModel(forSection: 0) as? String == "Header")
        #expect(storage.footerModel(forSection: 0) as? String == "Footer")
        #expect(storage.supplementaryModel(ofKind: DTTableViewElementSectionHeader, forSectionAt: ip(0)) as? String == "Header")
        #expect(storage.headerModel(forSection: 1) == nil)
    }
}
