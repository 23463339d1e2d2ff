import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

@Suite struct SectionedDifferReplayTests {
    let differ = LinearDiffer()

    @Test(arguments: [false, true])
    func randomSectionChangesetsReplayToTheTarget(allowDuplicates: Bool) {
        for seed in UInt64(0)..<4000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.sections(&random, allowDuplicates: allowDuplicates)
            let changes = differ.sectionChanges(from: old, to: new)
            func context() -> String { "seed \(seed), duplicates \(allowDuplicates): \(old) → \(new), changes \(changes)" }
            do {
                let replayed = try ReferenceBatchApplier.apply(changes, to: old, target: new)
                var inOneBatch = changes
                inOneBatch.items = changes.items.replacingMovedUpdates()
                let replayedInOneBatch = try ReferenceBatchApplier.apply(inOneBatch, to: old, target: new)
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
    func randomSectionChangesetsMoveMinimallyAndReportDuplicates(allowDuplicates: Bool) {
        for seed in UInt64(0)..<4000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.sections(&random, allowDuplicates: allowDuplicates)
            let changes = differ.sectionChanges(from: old, to: new)
            func context() -> String { "seed \(seed), duplicates \(allowDuplicates): \(old) → \(new), changes \(changes)" }
            let sectionMoves = ReferenceMinimality.sectionMoveCount(old: old, new: new)
            let itemMoves = ReferenceMinimality.itemMoveCount(old: old, new: new)
            let (sectionDuplicates, itemDuplicates) = ReferenceMinimality.duplicates(old: old, new: new)
            expectEqual(changes.sections.moves.count, sectionMoves, "\(context())")
            expectEqual(changes.items.moves.count, itemMoves, "\(context())")
            expectEqual(Set(changes.sections.duplicateIdentifiers), Set(sectionDuplicates.map(AnyHashable.init)), "\(context())")
            expectEqual(Set(changes.items.duplicateIdentifiers), Set(itemDuplicates.map(AnyHashable.init)), "\(context())")
            if changes.items.moves.count != itemMoves { return }
        }
    }

    @Test(arguments: [false, true])
    func sectionsLeftAloneShareTheirItemsAndStillReplayMinimally(allowDuplicates: Bool) {
        for seed in UInt64(0)..<2000 {
            var random = SeededGenerator(seed: seed)
            let (old, changed) = RandomDiffCases.sections(&random, allowDuplicates: allowDuplicates)
            // Each section of the new version is either changed or the old one, items array and all.
            let new = changed.indices.map { index in
                index < old.count && Bool.random(using: &random) ? old[index] : changed[index]
            }
            let changes = differ.sectionChanges(from: old, to: new)
            func context() -> String { "seed \(seed), duplicates \(allowDuplicates): \(old) → \(new), changes \(changes)" }
            #expect((try? ReferenceBatchApplier.apply(changes, to: old, target: new)) == new, "\(context())")
            expectEqual(changes.sections.moves.count, ReferenceMinimality.sectionMoveCount(old: old, new: new), "\(context())")
            expectEqual(changes.items.moves.count, ReferenceMinimality.itemMoveCount(old: old, new: new), "\(context())")
            let (sectionDuplicates, itemDuplicates) = ReferenceMinimality.duplicates(old: old, new: new)
            expectEqual(Set(changes.sections.duplicateIdentifiers), Set(sectionDuplicates.map(AnyHashable.init)), "\(context())")
            expectEqual(Set(changes.items.duplicateIdentifiers), Set(itemDuplicates.map(AnyHashable.init)), "\(context())")
        }
    }
}
