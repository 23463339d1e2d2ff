import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

/// Runs seeded random edit sequences and checks every delivered update against an independent
/// replay of UIKit's batch semantics, and every result against a naive model.
@MainActor @Suite struct MemoryStorageReplayTests {
    @Test(arguments: 0..<40)
    func deliveredUpdatesReplayOntoOldContents(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        let anomalies = AnomalyRecorder(recording: storage)
        var nextValue = 0
        var expectedAnomalies = 0
        for step in 0..<30 {
            let old = contents(of: storage)
            let edits = randomBatch(for: old, nextValue: &nextValue, using: &generator)
            var expected = old
            for edit in edits {
                expectedAnomalies += edit.anomalyCount(in: expected)
                expected = edit.expected(from: expected) ?? expected
            }
            let updatesBefore = delegate.updates.count
            if edits.count == 1 {
                edits[0].perform(on: storage)
            } else {
                storage.performUpdates { edits.forEach { $0.perform(on: storage) } }
            }
            func context() -> String { "seed \(seed) step \(step) edits \(edits)" }
            expectEqual(contents(of: storage), old, "storage changed before the update was applied: \(context())")
            let delivered = delegate.updates[updatesBefore...]
            try #require(delivered.count <= 1, "\(context())")
            if let update = delivered.first {
                update.applyDeferredDatasourceUpdates()
                let new = contents(of: storage)
                expectEqual(new, expected, "\(context())")
                let replayed = try BatchReplay.apply(update, to: old, target: new)
                expectEqual(replayed, new, "\(context())\n\(update)")
            } else {
                expectEqual(expected, old, "no update delivered for a change: \(context())")
            }
            expectEqual(anomalies.anomalies.count, expectedAnomalies, "\(context())")
        }
    }

    @Test(arguments: 0..<20)
    func detachedStorageAppliesEveryEditAtOnce(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let storage = MemoryStorage()
        let anomalies = AnomalyRecorder(recording: storage)
        var nextValue = 0
        var expectedAnomalies = 0
        var expected: [[Int]] = []
        for step in 0..<30 {
            let edits = randomBatch(for: expected, nextValue: &nextValue, using: &generator)
            for edit in edits {
                expectedAnomalies += edit.anomalyCount(in: expected)
                expected = edit.expected(from: expected) ?? expected
            }
            if edits.count == 1 {
                edits[0].perform(on: storage)
            } else {
                storage.performUpdates { edits.forEach { $0.perform(on: storage) } }
            }
            expectEqual(contents(of: storage), expected, "seed \(seed) step \(step) edits \(edits)")
            if step % 10 == 9 {
                // Whole-section replacement, which reloads instead of animating.
                expected = expected.map { $0.reversed() }
                storage.setItemsForAllSections(expected)
                expectEqual(contents(of: storage), expected)
            }
        }
        expectEqual(anomalies.anomalies.count, expectedAnomalies)
    }

    private func randomBatch(for sections: [[Int]], nextValue: inout Int, using generator: inout SeededGenerator) -> [Edit] {
        let count = Bool.random(using: &generator) ? 1 : Int.random(in: 2...4, using: &generator)
        var edits: [Edit] = []
        var state = sections
        for _ in 0..<count {
            let edit = Edit.random(for: state, nextValue: &nextValue, using: &generator)
            state = edit.expected(from: state) ?? state
            edits.append(edit)
        }
        return edits
    }
}
