import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct StorageUpdateTests {
    @Test func newUpdateIsEmptyAndEqualToAnotherEmptyUpdate() {
        let update = StorageUpdate()
        #expect(update.isEmpty)
        expectEqual(update, StorageUpdate())
        #expect(!update.containsDeferredDatasourceUpdates)
    }

    @Test(arguments: ChangeType.allCases)
    func anyRecordedChangeMakesUpdatesDiffer(type: ChangeType) {
        let sectionChange = StorageUpdate()
        sectionChange.sectionChanges.append((type, type == .move ? [0, 1] : [2]))
        let objectChange = StorageUpdate()
        objectChange.objectChanges.append((type, [IndexPath(item: 0, section: 0)]))
        expectNotEqual(sectionChange, StorageUpdate())
        expectNotEqual(objectChange, StorageUpdate())
        #expect(!sectionChange.isEmpty)
        #expect(!objectChange.isEmpty)
    }

    @Test func deferredUpdatesRunOnceInOrder() {
        let update = StorageUpdate()
        var runs: [Int] = []
        update.enqueueDatasourceUpdate { _ in runs.append(1) }
        update.enqueueDatasourceUpdate { _ in runs.append(2) }
        #expect(update.containsDeferredDatasourceUpdates)
        expectEqual(update.enqueuedDatasourceUpdates.count, 2)
        #expect(!update.isEmpty)

        update.applyDeferredDatasourceUpdates()
        update.applyDeferredDatasourceUpdates()

        expectEqual(runs, [1, 2])
        #expect(!update.containsDeferredDatasourceUpdates)
        #expect(update.enqueuedDatasourceUpdates.isEmpty)
    }

    @Test func callingAnEnqueuedClosureAppliesTheWholeUpdateOnce() throws {
        let update = StorageUpdate()
        var runs: [Int] = []
        update.enqueueDatasourceUpdate { _ in runs.append(1) }
        update.enqueueDatasourceUpdate { _ in runs.append(2) }
        let closures = update.enqueuedDatasourceUpdates

        try closures[1](update)
        try closures[0](update)
        try closures[1](update)

        expectEqual(runs, [1, 2])
    }

    @Test func deferredUpdateReceivesTheUpdateToRecordItsChanges() {
        let update = StorageUpdate()
        update.enqueueDatasourceUpdate { $0.objectChanges.append((.insert, [IndexPath(item: 0, section: 0)])) }
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["insert [[0, 0]]"])
    }

    @Test func descriptionListsEveryChange() {
        let update = StorageUpdate()
        update.sectionChanges.append((.insert, [1]))
        update.objectChanges.append((.move, [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)]))
        expectEqual(update.description, "StorageUpdate\n  section insert 1\n  item move [0, 0] -> [1, 2]")
        expectEqual(StorageUpdate().description, "StorageUpdate\n  no changes")
    }
}
