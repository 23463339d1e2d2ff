import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage

/// Feeds seeded random lists (0–30 items, with and without repeated identities) to the
/// single-section storages and replays every delivered update onto the old items with the
/// storage tests' independent reference.
@MainActor @Suite struct SingleSectionStorageReplayTests {
    @Test(arguments: [false, true])
    func settingItemsReplaysOntoOldItems(allowDuplicates: Bool) throws {
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.list(&random, allowDuplicates: allowDuplicates)
            let hashable = SingleSectionHashableStorage(items: old)
            try check(hashable, changing: old, to: new, "hashable seed \(seed)") { hashable.setItems(new) }
            let equatable = SingleSectionEquatableStorage(items: old)
            try check(equatable, changing: old, to: new, "equatable seed \(seed)") { equatable.setItems(new) }
        }
    }

    @Test(arguments: [false, true])
    func addingItemsWithEveryStrategyReplaysOntoOldItems(allowDuplicates: Bool) throws {
        let strategies: [any AccumulationStrategy] = [
            AdditiveAccumulationStrategy(), UpdateOldValuesAccumulationStrategy(), DeleteOldValuesAccumulationStrategy(),
        ]
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let (old, added) = RandomDiffCases.list(&random, allowDuplicates: allowDuplicates)
            for strategy in strategies {
                let storage = SingleSectionHashableStorage(items: old)
                let new = strategy.accumulate(oldItems: old, newItems: added)
                try check(storage, changing: old, to: new, "seed \(seed) \(strategy)") { storage.addItems(added, strategy) }
            }
        }
    }

    private func check<T>(
        _ storage: SingleSectionStorage<T>,
        changing old: [DiffEntry],
        to new: [DiffEntry],
        _ context: String,
        _ change: () -> Void
    ) throws {
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.anomalyHandler.anomalyAction = { _ in }
        change()
        let description = "\(context): \(old) → \(new)"
        guard old != new else {
            #expect(delegate.events.isEmpty, "\(description)")
            return
        }
        try #require(delegate.updates.count == 1 && delegate.reloadCount == 0, "\(description)")
        let update = delegate.updates[0]
        expectEqual(storage.items.map { $0 as? DiffEntry }, old.map { $0 }, "applied early: \(description)")
        update.applyDeferredDatasourceUpdates()
        expectEqual(storage.items.map { $0 as? DiffEntry }, new.map { $0 }, "\(description)")
        do {
            try expectEqual(BatchReplay.apply(update, to: [old], target: [new]), [new], "\(description)\n\(update)")
        } catch {
            Issue.record("\(error): \(description)\n\(update)")
        }
    }
}
