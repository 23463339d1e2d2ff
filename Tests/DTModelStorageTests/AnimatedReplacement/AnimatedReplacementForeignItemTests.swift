import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

/// Old items of another type than the replacement's are deleted wherever they sit, and the items
/// around them are still paired, moved and kept as usual.
@MainActor @Suite struct AnimatedReplacementForeignItemTests {
    /// Every section's items, whatever their type.
    private func mixedContents(of storage: MemoryStorage) -> [[AnyHashable]] {
        (0..<storage.numberOfSections()).map { section in
            storage.items(inSection: section)?.compactMap { $0 as? AnyHashable } ?? []
        }
    }

    /// `sections` with a string put at a random place in about half of the sections.
    private func interspersingStrings(in sections: [[Int]], using random: inout SeededGenerator) -> [[AnyHashable]] {
        sections.enumerated().map { index, items in
            var mixed = items.map { AnyHashable($0) }
            if Bool.random(using: &random) {
                mixed.insert(AnyHashable("note \(index)"), at: Int.random(in: 0...mixed.count, using: &random))
            }
            return mixed
        }
    }

    @Test func itemsAroundForeignItemsReplayInOneBatch() throws {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            var nextValue = 0
            let plain = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (0..<Int.random(in: 0...6, using: &random)).map { _ in nextValue += 1; return nextValue }
            }
            let old = interspersingStrings(in: plain, using: &random)
            let target = RandomReplacement.target(
                for: plain, nextValue: &nextValue, allowDuplicates: seed % 2 == 1, using: &random)
            let (storage, delegate) = storageWithDelegate(holding: old.map { $0.map(\.base) })
            let anomalies = AnomalyRecorder(recording: storage)
            storage.setItemsForAllSections(target, animated: true)
            let expected = target.map { $0.map { AnyHashable($0) } }
            func context() -> String { "seed \(seed): \(old) → \(target)" }
            #expect(anomalies.anomalies.map(\.repeatedIdentities)
                == expectedReplacementAnomalies(old: plain.flatMap { $0 }, new: target.flatMap { $0 }), "\(context())")
            guard let update = delegate.lastUpdate else {
                // Nothing to animate: the storage already held exactly the target.
                expectEqual(old, expected, "\(context())")
                continue
            }
            update.applyDeferredDatasourceUpdates()
            expectEqual(mixedContents(of: storage), expected, "\(context())")
            try expectEqual(BatchReplay.apply(update, to: old, target: expected), expected, "\(context())\n\(update)")
        }
    }

    @Test func foreignItemIsDeletedAtItsOwnRowBetweenKeptItems() throws {
        let (storage, delegate) = storageWithDelegate(holding: [[1, "title", 2, 3] as [Any]])
        storage.setItems([3, 1, 2], animated: true)
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(objectChanges(of: update), ["delete [[0, 1]]", "move [[0, 3], [0, 0]]"])
        expectEqual(contents(of: storage), [[3, 1, 2]])
    }

    @Test func replacementAfterAnEditInOneBatchReplays() throws {
        let old: [[AnyHashable]] = [[1, "a", 2], ["b", 3]]
        let (storage, delegate) = storageWithDelegate(holding: old.map { $0.map(\.base) })
        storage.performUpdates {
            storage.addItem(4, toSection: 1)
            storage.setItemsForAllSections([[3, 2], [1, 4, 5]], animated: true)
        }
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        let expected: [[AnyHashable]] = [[3, 2], [1, 4, 5]]
        expectEqual(mixedContents(of: storage), expected)
        try expectEqual(BatchReplay.apply(update, to: old, target: expected), expected, "\(update)")
    }
}
