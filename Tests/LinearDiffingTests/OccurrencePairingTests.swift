import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

@Suite struct OccurrencePairingTests {
    private func pairing(_ old: [Int], _ new: [Int]) -> OccurrencePairing {
        OccurrencePairing(
            oldCount: old.count,
            newCount: new.count,
            oldIdentity: { old[$0] },
            newIdentity: { new[$0] },
            areIdentical: { _, _ in false },
            contentEquals: { _, _ in true }
        )
    }

    @Test func kthOccurrenceInOldPairsWithKthOccurrenceInNew() {
        let result = pairing([5, 7, 5, 5], [5, 5, 7])
        expectEqual(result.newToOld, [0, 2, 1])
        expectEqual(result.isOldPaired, [true, true, true, false])
        expectEqual(result.duplicates, [.old(0)])
    }

    @Test func randomDuplicateRichListsFollowTheKthOccurrenceRule() {
        for seed in UInt64(0)..<3000 {
            var random = SeededGenerator(seed: seed)
            let (oldEntries, newEntries) = RandomDiffCases.list(&random, allowDuplicates: true)
            let old = oldEntries.map(\.id)
            let new = newEntries.map(\.id)
            let result = pairing(old, new)
            var expected = [Int32](repeating: -1, count: new.count)
            for pair in ReferenceMinimality.kthOccurrencePairs(old: old, new: new) { expected[pair.new] = Int32(pair.old) }
            expectEqual(result.newToOld, expected, "seed \(seed): \(old) → \(new)")
            expectEqual(result.isOldPaired, old.indices.map { expected.contains(Int32($0)) }, "seed \(seed): \(old) → \(new)")
            if result.newToOld != expected { return }
        }
    }

    @Test func integerIdentitiesAcrossTheWholeRangeFollowTheKthOccurrenceRule() {
        // `Int` identities are hashed by the table's own mix: values that differ only in their
        // high bits, the extremes and negative values must still pair by equality alone.
        let spread = [Int.min, Int.max, -1, 0, 1 << 62, -(1 << 62)] + (1...200).map { $0 << 40 } + (1...200).map { -$0 << 33 }
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            let old = (0..<300).map { _ in spread.randomElement(using: &random)! }
            var new = old.shuffled(using: &random)
            new.removeLast(30)
            new += (0..<30).map { _ in spread.randomElement(using: &random)! }
            let result = pairing(old, new)
            var expected = [Int32](repeating: -1, count: new.count)
            for pair in ReferenceMinimality.kthOccurrencePairs(old: old, new: new) { expected[pair.new] = Int32(pair.old) }
            expectEqual(result.newToOld, expected, "seed \(seed)")
            if result.newToOld != expected { return }
        }
    }

    @Test func contentIsComparedOnlyForPairs() {
        let old = [1, 2, 3]
        let new = [3, 4, 1]
        var compared = [[Int]]()
        let result = OccurrencePairing(
            oldCount: old.count,
            newCount: new.count,
            oldIdentity: { old[$0] },
            newIdentity: { new[$0] },
            areIdentical: { _, _ in false },
            contentEquals: { oldPosition, newPosition in
                compared.append([oldPosition, newPosition])
                return oldPosition != 0
            }
        )
        expectEqual(compared, [[2, 0], [0, 2]])
        expectEqual(result.isContentChanged, [false, false, true])
    }
}
