import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

@Suite struct ListDifferReplayTests {
    let differ = LinearDiffer()

    @Test(arguments: [false, true])
    func randomChangesetsReplayToTheTarget(allowDuplicates: Bool) {
        for seed in UInt64(0)..<4000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.list(&random, allowDuplicates: allowDuplicates)
            let changes = differ.entryChanges(from: old, to: new)
            func context() -> String { "seed \(seed), duplicates \(allowDuplicates): \(old) → \(new), changes \(changes)" }
            do {
                let replayed = try ReferenceBatchApplier.apply(changes, to: old, target: new)
                let replayedInOneBatch = try ReferenceBatchApplier.apply(changes.replacingMovedUpdates(), to: old, target: new)
                expectEqual(replayed, new, "\(context())")
                expectEqual(replayedInOneBatch, new, "moved updates replaced — \(context())")
                if replayed != new || replayedInOneBatch != new { return }
            } catch {
                Issue.record("\(error) — \(context())")
                return
            }
        }
    }

    @Test(arguments: [false, true])
    func randomChangesetsMoveMinimallyAndReportDuplicates(allowDuplicates: Bool) {
        for seed in UInt64(0)..<4000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.list(&random, allowDuplicates: allowDuplicates)
            let changes = differ.entryChanges(from: old, to: new)
            func context() -> String { "seed \(seed), duplicates \(allowDuplicates): \(old) → \(new), changes \(changes)" }
            let expectedMoves = ReferenceMinimality.moveCount(old: old.map(\.id), new: new.map(\.id))
            let expectedDuplicates = ReferenceMinimality.duplicates(old: old.map(\.id), new: new.map(\.id))
            expectEqual(changes.moves.count, expectedMoves, "\(context())")
            expectEqual(Set(changes.duplicateIdentifiers), Set(expectedDuplicates.map(AnyHashable.init)), "\(context())")
            expectEqual(Set(changes.duplicateIdentifiers).count, changes.duplicateIdentifiers.count, "\(context())")
            if changes.moves.count != expectedMoves { return }
        }
    }

    @Test func longListsWithRepeatedIdentitiesReplayAndMoveMinimally() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.longList(&random, maximumCopies: 5)
            let changes = differ.entryChanges(from: old, to: new)
            func context() -> String { "seed \(seed): \(old.count) → \(new.count) elements, changes \(changes)" }
            #expect((try? ReferenceBatchApplier.apply(changes, to: old, target: new)) == new, "\(context())")
            expectEqual(changes.moves.count, ReferenceMinimality.moveCount(old: old.map(\.id), new: new.map(\.id)), "\(context())")
            let duplicates = ReferenceMinimality.duplicates(old: old.map(\.id), new: new.map(\.id))
            expectEqual(Set(changes.duplicateIdentifiers), Set(duplicates.map(AnyHashable.init)), "\(context())")
        }
    }

    @Test(arguments: [false, true])
    func elementsWithSeparatelyAllocatedStorageDiffLikeCopies(allowDuplicates: Bool) {
        // Equal labels in separate string storage: the differ cannot recognise them by their
        // bytes and compares identities instead, with the same result.
        func labelled(_ entries: [DiffEntry]) -> [LabelledEntry] {
            entries.map { LabelledEntry(id: $0.id, content: $0.content, label: String(repeating: "row ", count: 8) + "\($0.id)") }
        }
        for seed in UInt64(0)..<1000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = seed.isMultiple(of: 3)
                ? RandomDiffCases.longList(&random, maximumCopies: allowDuplicates ? 4 : 1)
                : RandomDiffCases.list(&random, allowDuplicates: allowDuplicates)
            let copied = differ.entryChanges(from: old, to: new)
            let separate = differ.changeset(from: labelled(old), to: labelled(new), identity: \.id, contentEquals: ==)
            expectEqual(separate, copied, "seed \(seed): \(old) → \(new)")
        }
    }

    @Test func changesThatKeepOrderNeverMove() {
        for seed in UInt64(0)..<2000 {
            var random = SeededGenerator(seed: seed)
            let old = (0..<Int.random(in: 0...30, using: &random)).map { DiffEntry(id: $0) }
            var new = old.filter { _ in Bool.random(using: &random) }
            for index in new.indices where Int.random(in: 0..<3, using: &random) == 0 {
                new[index].content = 1
            }
            for id in 100..<(100 + Int.random(in: 0...5, using: &random)) {
                new.insert(DiffEntry(id: id), at: Int.random(in: 0...new.count, using: &random))
            }
            let changes = differ.entryChanges(from: old, to: new)
            #expect(changes.moves.isEmpty && changes.movedUpdates.isEmpty, "seed \(seed): \(old) → \(new), changes \(changes)")
            #expect((try? ReferenceBatchApplier.apply(changes, to: old, target: new)) == new, "seed \(seed)")
        }
    }
}
