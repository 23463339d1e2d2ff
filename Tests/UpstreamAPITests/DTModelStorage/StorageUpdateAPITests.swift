import DTTableViewManager
import Foundation
import Testing

/// Inventory group "DTModelStorage: StorageUpdate and ChangeType".
@MainActor @Suite struct StorageUpdateAPITests {
    @Test func changeTypeHasUpstreamCasesAndRawValues() {
        let all: [ChangeType] = [.delete, .move, .insert, .update]
        #expect(all.map(\.rawValue) == ["delete", "move", "insert", "update"])
        #expect(ChangeType(rawValue: "move") == .move)
    }

    @Test func storageUpdateCollectsChangesAndAppliesDeferredUpdatesOnce() {
        let update = StorageUpdate()
        #expect(update.isEmpty)
        update.objectChanges.append((.insert, [IndexPath(item: 0, section: 0)]))
        update.sectionChanges.append((.insert, [0]))
        update.updatedObjects[IndexPath(item: 0, section: 0)] = "model"
        var applied = 0
        update.enqueueDatasourceUpdate { _ in applied += 1 }
        #expect(update.containsDeferredDatasourceUpdates)
        #expect(update.enqueuedDatasourceUpdates.count == 1)
        #expect(!update.isEmpty)
        #expect(!update.description.isEmpty)
        update.applyDeferredDatasourceUpdates()
        update.applyDeferredDatasourceUpdates()
        #expect(applied == 1)
        #expect(!update.containsDeferredDatasourceUpdates)

        let same = StorageUpdate()
        same.objectChanges = update.objectChanges
        same.sectionChanges = update.sectionChanges
        #expect(same == update)
    }
}
