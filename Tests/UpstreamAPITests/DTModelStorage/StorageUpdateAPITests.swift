import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: StorageUpdate and ChangeType".
@MainActor @Suite struct StorageUpdateAPITests {
    @Test func changeTypeHasUpstreamCasesAndRawValues() {
        let all: [ChangeType] = [.delete, .move, .insert, .update]
        expectEqual(all.map(\.rawValue), ["delete", "move", "insert", "update"])
        expectEqual(ChangeType(rawValue: "move"), .move)
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
        expectEqual(update.enqueuedDatasourceUpdates.count, 1)
        #expect(!update.isEmpty)
        #expect(!update.description.isEmpty)
        update.applyDeferredDatasourceUpdates()
        update.applyDeferredDatasourceUpdates()
        expectEqual(applied, 1)
        #expect(!update.containsDeferredDatasourceUpdates)

        let same = StorageUpdate()
        same.objectChanges = update.objectChanges
        same.sectionChanges = update.sectionChanges
        expectEqual(same, update)
    }
}
