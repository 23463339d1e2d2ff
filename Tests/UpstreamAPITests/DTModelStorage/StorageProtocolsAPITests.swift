import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: storage protocols and base storages".
@MainActor @Suite struct StorageProtocolsAPITests {
    /// An app's own storage, adopting `Storage` and `SupplementaryStorage` directly.
    private final class ArrayStorage: Storage, SupplementaryStorage {
        var rows: [[Any]] = [[1, 2], [3]]
        var headerModelProvider: ((Int) -> Any?)?
        var footerModelProvider: ((Int) -> Any?)?
        var supplementaryModelProvider: ((String, IndexPath) -> Any?)?
        var supplementaryHeaderKind: String?
        var supplementaryFooterKind: String?
        func numberOfSections() -> Int { rows.count }
        func numberOfItems(inSection section: Int) -> Int { rows[section].count }
        func item(at indexPath: IndexPath) -> Any? { rows[indexPath.section][indexPath.item] }
    }

    /// An app's own update receiver.
    private final class UpdateRecorder: StorageUpdating {
        var updates: [StorageUpdate] = []
        var reloads = 0
        func storageDidPerformUpdate(_ update: StorageUpdate) {
            updates.append(update)
            update.applyDeferredDatasourceUpdates()
        }
        func storageNeedsReloading() { reloads += 1 }
    }

    @Test func appStoragesAdoptStorageAndSupplementaryStorage() {
        let storage = ArrayStorage()
        expectEqual(storage.numberOfSections(), 2)
        expectEqual(storage.numberOfItems(inSection: 0), 2)
        expectEqual(storage.item(at: IndexPath(item: 0, section: 1)) as? Int, 3)

        storage.configureForTableViewUsage()
        expectEqual(storage.supplementaryHeaderKind, DTTableViewElementSectionHeader)
        expectEqual(storage.supplementaryFooterKind, DTTableViewElementSectionFooter)
        storage.configureForCollectionViewFlowLayoutUsage()
        expectNotEqual(storage.supplementaryHeaderKind, DTTableViewElementSectionHeader)

        storage.setSectionHeaderModels(["H0", "H1"])
        storage.setSectionFooterModels(["F0"])
        storage.supplementaryModelProvider = { kind, indexPath in "\(kind) \(indexPath.section)" }
        expectEqual(storage.headerModel(forSection: 1) as? String, "H1")
        expectEqual(storage.footerModel(forSection: 0) as? String, "F0")
        expectNil(storage.footerModel(forSection: 1))
        expectEqual(storage.supplementaryModel(ofKind: "badge", forSectionAt: IndexPath(item: 0, section: 2)) as? String, "badge 2")
    }

    @Test func baseSupplementaryStorageAnswersHeaderAndFooterKindsFromItsProviders() {
        let storage = BaseSupplementaryStorage()
        storage.supplementaryHeaderKind = DTTableViewElementSectionHeader
        storage.supplementaryFooterKind = DTTableViewElementSectionFooter
        storage.headerModelProvider = { "header \($0)" }
        storage.footerModelProvider = { "footer \($0)" }
        storage.supplementaryModelProvider = { kind, _ in kind }
        let provider = storage.supplementaryModelProvider
        expectEqual(provider?(DTTableViewElementSectionHeader, IndexPath(item: 0, section: 3)) as? String, "header 3")
        expectEqual(provider?(DTTableViewElementSectionFooter, IndexPath(item: 0, section: 1)) as? String, "footer 1")
        expectEqual(provider?("other", IndexPath(item: 0, section: 1)) as? String, "other")
    }

    @Test func storagesAreObjectiveCObjects() {
        let storages: [NSObject] = [BaseSupplementaryStorage(), BaseUpdateDeliveringStorage(), MemoryStorage()]
        expectEqual(storages.count, 3)
    }

    @Test func baseUpdateDeliveringStorageDeliversOneUpdatePerBatch() {
        let storage = BaseUpdateDeliveringStorage()
        let recorder = UpdateRecorder()
        storage.delegate = recorder
        expectIdentical(storage.delegate, recorder)
        storage.performUpdates {
            #expect(storage.batchUpdatesInProgress)
            storage.currentUpdate?.sectionChanges.append((.insert, [0]))
        }
        #expect(!storage.batchUpdatesInProgress)
        storage.startUpdate()
        storage.currentUpdate?.sectionChanges.append((.delete, [0]))
        storage.finishUpdate()
        expectNil(storage.currentUpdate)
        expectEqual(recorder.updates.map(\.sectionChanges.first?.0), [.insert, .delete])
        recorder.storageNeedsReloading()
        expectEqual(recorder.reloads, 1)
    }
}
