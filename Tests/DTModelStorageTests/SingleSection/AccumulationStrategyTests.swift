import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

@MainActor @Suite struct AccumulationStrategyTests {
    private let held = [SingleSectionPost(1, "foo"), SingleSectionPost(2, "bar")]
    private let added = [SingleSectionPost(1, "bar"), SingleSectionPost(3, "xyz")]

    @Test func additiveStrategyAppendsWithoutComparing() {
        #expect(AdditiveAccumulationStrategy().accumulate(oldItems: held, newItems: added)
            == held + added)
    }

    @Test func updateOldValuesStrategyUpdatesInPlaceAndAppendsTheRest() {
        #expect(UpdateOldValuesAccumulationStrategy().accumulate(oldItems: held, newItems: added)
            == [SingleSectionPost(1, "bar"), SingleSectionPost(2, "bar"), SingleSectionPost(3, "xyz")])
    }

    @Test func updateOldValuesStrategyPlacesARepeatedAddedItemOnce() {
        let result = UpdateOldValuesAccumulationStrategy().accumulate(
            oldItems: held + [SingleSectionPost(1, "twin")],
            newItems: [SingleSectionPost(4, "a"), SingleSectionPost(1, "b"), SingleSectionPost(4, "c")])
        expectEqual(result, [SingleSectionPost(1, "b"), SingleSectionPost(2, "bar"), SingleSectionPost(1, "twin"), SingleSectionPost(4, "c")])
    }

    @Test func deleteOldValuesStrategyMovesRepeatedEntitiesToTheEnd() {
        #expect(DeleteOldValuesAccumulationStrategy().accumulate(oldItems: held, newItems: added)
            == [SingleSectionPost(2, "bar"), SingleSectionPost(1, "bar"), SingleSectionPost(3, "xyz")])
    }

    @Test func storageAddsWithTheAdditiveStrategyByDefault() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionEquatableStorage(items: held)
        storage.delegate = delegate
        let anomalies = AnomalyRecorder(recording: storage)
        storage.addItems(added)
        expectEqual(objectChanges(of: delegate.lastUpdate), ["insert [[0, 2]]", "insert [[0, 3]]"])
        // The additive strategy keeps both posts with identity 1, which the storage reports.
        expectEqual(anomalies.anomalies, [.duplicateIdentifiers(identifierDescriptions: ["1"])])
        delegate.applyUpdates()
        expectEqual(storage.items, held + added)
    }

    @Test func storageReloadsValuesTheUpdateStrategyReplaced() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionEquatableStorage(items: held)
        storage.delegate = delegate
        storage.addItems(added, UpdateOldValuesAccumulationStrategy())
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["insert [[0, 2]]", "update [[0, 0]]"])
        expectEqual(update.updatedObjects[IndexPath(item: 0, section: 0)] as? SingleSectionPost, SingleSectionPost(1, "bar"))
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, [SingleSectionPost(1, "bar"), SingleSectionPost(2, "bar"), SingleSectionPost(3, "xyz")])
    }

    @Test func storageReinsertsEntitiesTheDeleteStrategyMoved() throws {
        let delegate = RecordingStorageDelegate()
        let storage = SingleSectionEquatableStorage(items: held)
        storage.delegate = delegate
        storage.addItems(added, DeleteOldValuesAccumulationStrategy())
        let update = try #require(delegate.lastUpdate)
        expectEqual(objectChanges(of: update), ["insert [[0, 2]]", "move [[0, 1], [0, 0]]", "update [[0, 0]]"])
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items, [SingleSectionPost(2, "bar"), SingleSectionPost(1, "bar"), SingleSectionPost(3, "xyz")])
    }
}
