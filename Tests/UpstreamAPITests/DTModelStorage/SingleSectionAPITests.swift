import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: single-section storages, diffing and accumulation".
@MainActor @Suite struct SingleSectionAPITests {
    /// An app's own differ, adopting both diffing protocols: everything old is deleted and
    /// everything new inserted.
    private struct ReplaceAllDiffer: EquatableDiffingAlgorithm, HashableDiffingAlgorithm {
        func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] {
            from.indices.reversed().map { .delete($0) } + to.indices.map { .insert($0) }
        }

        func diff<T: EntityIdentifiable & Hashable>(from: [T], to: [T]) -> [SingleSectionOperation] {
            from.indices.reversed().map { .delete($0) } + to.indices.map { .insert($0) }
        }
    }

    /// An app's own accumulation strategy: keeps the old items only.
    private struct KeepOldStrategy: AccumulationStrategy {
        func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] { oldItems }
    }

    /// An app's own single-section storage, choosing its diff by overriding `calculateDiffs(to:)`.
    private final class ReloadingStorage: SingleSectionStorage<Post> {
        override func calculateDiffs(to newItems: [Post]) -> [SingleSectionOperation] {
            items.indices.map { .update($0) }
        }
    }

    @Test func singleSectionStorageSubclassesChooseTheirDiff() {
        let storage: SingleSectionStorage<Post> = ReloadingStorage(items: [Post(id: 1, title: "one")])
        expectEqual(storage.calculateDiffs(to: []), [.update(0)])
        let base = SingleSectionStorage(items: [Post(id: 1, title: "one")])
        base.setItems([Post(id: 1, title: "uno")])
        expectEqual(base.items.map(\.title), ["uno"])
    }

    @Test func operationsHaveUpstreamCases() {
        let operations: [SingleSectionOperation] = [.delete(0), .insert(1), .move(from: 1, to: 2), .update(3)]
        expectEqual(operations.count, 4)
    }

    @Test func storagesDiffWithTheGivenDiffer() {
        let first = Post(id: 1, title: "one")
        let equatable = SingleSectionEquatableStorage(items: [first], differ: ReplaceAllDiffer())
        let hashable = SingleSectionHashableStorage(items: [first], differ: ReplaceAllDiffer())
        #expect(equatable.differ is ReplaceAllDiffer)
        #expect(hashable.differ is ReplaceAllDiffer)
        expectEqual(equatable.calculateDiffs(to: [first]).count, 2)
        expectEqual(hashable.calculateDiffs(to: []).count, 1)

        equatable.setItems([Post(id: 2, title: "two")])
        expectEqual(equatable.items.map(\.id), [2])
        equatable.addItems([Post(id: 3, title: "three")])
        equatable.addItems([Post(id: 3, title: "three again")], UpdateOldValuesAccumulationStrategy())
        expectEqual(equatable.items.map(\.title), ["two", "three again"])
        equatable.addItems([Post(id: 2, title: "moved")], DeleteOldValuesAccumulationStrategy())
        expectEqual(equatable.items.map(\.title), ["three again", "moved"])
        equatable.addItems([Post(id: 9, title: "ignored")], KeepOldStrategy())
        equatable.addItems([Post(id: 4, title: "four")], AdditiveAccumulationStrategy())
        expectEqual(equatable.items.count, 3)

        expectEqual(equatable.numberOfSections(), 1)
        expectEqual(equatable.numberOfItems(inSection: 0), 3)
        expectEqual((equatable.item(at: IndexPath(item: 0, section: 0)) as? Post)?.title, "three again")
        equatable.items = [first]
        expectEqual(equatable.items, [first])
    }

    @Test func accumulationStrategiesMergeByIdentifier() {
        let old = [Post(id: 1, title: "a"), Post(id: 2, title: "b")]
        let new = [Post(id: 2, title: "B"), Post(id: 3, title: "c")]
        expectEqual(AdditiveAccumulationStrategy().accumulate(oldItems: old, newItems: new).count, 4)
        expectEqual(UpdateOldValuesAccumulationStrategy().accumulate(oldItems: old, newItems: new).map(\.title), ["a", "B", "c"])
        expectEqual(DeleteOldValuesAccumulationStrategy().accumulate(oldItems: old, newItems: new).map(\.title), ["a", "B", "c"])
    }
}
