import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage

/// Long batches of moves inside one `performUpdates` block: the storage ends as the naive
/// remove-and-insert model does, and the delivered update replays onto the old contents.
@MainActor @Suite struct MemoryStorageMoveBatchTests {
    @Test(arguments: 0..<12)
    func longMoveBatchMatchesNaiveModelAndReplays(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let old = [Array(0..<30), Array(100..<112), Array(200..<205)]
        let storage = MemoryStorage()
        storage.setItemsForAllSections(old)
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        var expected = old
        var reloaded: [Int] = []
        storage.performUpdates {
            for _ in 0..<60 {
                let from = randomItemPath(in: expected, using: &generator)
                var to = IndexPath(item: 0, section: Int.random(in: 0..<expected.count, using: &generator))
                let countAfterRemoval = expected[to.section].count - (to.section == from.section ? 1 : 0)
                to.item = Int.random(in: 0...countAfterRemoval, using: &generator)
                storage.moveItem(at: from, to: to)
                let item = expected[from.section].remove(at: from.item)
                expected[to.section].insert(item, at: to.item)
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    storage.reloadItem(item)
                    reloaded.append(item)
                }
            }
        }
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(contents(of: storage), expected)
        let replayed = try BatchReplay.apply(update, to: old, target: expected)
        expectEqual(replayed, expected, "seed \(seed)\n\(update)")
        #expect(!reloaded.isEmpty || update.objectChanges.allSatisfy { $0.0 != .update })
    }

    @Test func moveBackAndForthWithinASectionDeliversNothing() {
        let storage = MemoryStorage()
        storage.setItems([1, 2, 3, 4, 5])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.performUpdates {
            storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
            storage.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
        }
        expectEqual(contents(of: storage), [[1, 2, 3, 4, 5]])
        expectEqual(delegate.lastUpdate?.objectChanges.isEmpty, true)
    }

    private func randomItemPath(in sections: [[Int]], using generator: inout SeededGenerator) -> IndexPath {
        let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
        let section = nonEmpty.randomElement(using: &generator)!
        return IndexPath(item: Int.random(in: 0..<sections[section].count, using: &generator), section: section)
    }
}
