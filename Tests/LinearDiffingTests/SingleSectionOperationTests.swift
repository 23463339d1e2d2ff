import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

@Suite struct SingleSectionOperationTests {
    @Test func movedUpdateBecomesDeletionAndInsertion() {
        let changes = BatchChangeset<Int>(
            deletions: [3],
            insertions: [4],
            moves: [.init(from: 2, to: 0), .init(from: 0, to: 2)],
            updates: [.init(old: 1, new: 1)],
            movedUpdates: [.init(old: 2, new: 0)]
        )
        #expect(changes.singleSectionOperations == [
            .delete(2), .delete(3), .insert(0), .insert(4), .move(from: 0, to: 2), .update(1),
        ])
    }

    @Test func upstreamHashableAlgorithmIsSatisfiedByTheBuiltInDiffer() {
        let algorithm: any HashableDiffingAlgorithm = LinearDiffer()
        let operations = algorithm.diff(from: diffEntries([1, 2, 3]), to: [DiffEntry(id: 3), DiffEntry(id: 1, content: 1)])
        expectEqual(operations, [.delete(1), .move(from: 2, to: 0), .update(0)])
    }

    @Test func upstreamEquatableAlgorithmIsSatisfiedByTheBuiltInDiffer() {
        let algorithm: any EquatableDiffingAlgorithm = LinearDiffer()
        let operations = algorithm.diff(from: diffEntries([1, 2]), to: [DiffEntry(id: 2, content: 1), DiffEntry(id: 1)])
        expectEqual(operations, [.delete(1), .insert(0)])
    }

    @Test func replacedListOperationsReplayLikeTheChangeset() throws {
        for seed in UInt64(0)..<1000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.list(&random, allowDuplicates: seed % 2 == 1)
            let operations = LinearDiffer().diff(from: old, to: new)
            let pairs = ReferenceMinimality.pairs(old: old.map(\.id), new: new.map(\.id))
            let newPosition = Dictionary(uniqueKeysWithValues: pairs.map { ($0.old, $0.new) })
            var changes = BatchChangeset<Int>()
            for operation in operations {
                switch operation {
                case .delete(let index): changes.deletions.append(index)
                case .insert(let index): changes.insertions.append(index)
                case .move(let from, let to): changes.moves.append(.init(from: from, to: to))
                case .update(let index): changes.updates.append(.init(old: index, new: newPosition[index] ?? -1))
                }
            }
            let replayed = try ReferenceBatchApplier.apply(changes, to: old, target: new)
            expectEqual(replayed, new, "seed \(seed): \(old) → \(new), operations \(operations)")
        }
    }
}
