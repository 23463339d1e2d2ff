import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

@Suite struct ListDifferExampleTests {
    let differ = LinearDiffer()

    @Test func emptyToFullInsertsEverything() {
        let changes = differ.entryChanges(from: [], to: diffEntries([1, 2, 3]))
        expectEqual(changes, BatchChangeset(insertions: [0, 1, 2]))
    }

    @Test func fullToEmptyDeletesEverything() {
        let changes = differ.entryChanges(from: diffEntries([1, 2, 3]), to: [])
        expectEqual(changes, BatchChangeset(deletions: [0, 1, 2]))
    }

    @Test func identicalListsProduceNoChanges() {
        let changes = differ.entryChanges(from: diffEntries([1, 2, 3]), to: diffEntries([1, 2, 3]))
        #expect(changes.isEmpty)
        #expect(changes.duplicateIdentifiers.isEmpty)
    }

    @Test func identicalElementsAreStillComparedByContent() {
        // An app's == that is never true asks for every row to be reloaded, even when the
        // elements' bytes are identical and the differ never reads their identities.
        let changes = differ.changeset(from: [1, 2, 3], to: [1, 2, 3], identity: { $0 }, contentEquals: { _, _ in false })
        expectEqual(changes.updates, [.init(old: 0, new: 0), .init(old: 1, new: 1), .init(old: 2, new: 2)])
    }

    @Test func swapMovesOneElement() {
        let changes = differ.entryChanges(from: diffEntries([1, 2]), to: diffEntries([2, 1]))
        expectEqual(changes, BatchChangeset(moves: [.init(from: 1, to: 0)]))
    }

    @Test func rotatingMovesOnlyTheWrappedElement() {
        let changes = differ.entryChanges(from: diffEntries([1, 2, 3, 4, 5]), to: diffEntries([5, 1, 2, 3, 4]))
        expectEqual(changes, BatchChangeset(moves: [.init(from: 4, to: 0)]))
    }

    @Test func reversingMovesAllButOneElement() {
        let changes = differ.entryChanges(from: diffEntries([1, 2, 3, 4]), to: diffEntries([4, 3, 2, 1]))
        expectEqual(changes.moves.count, 3)
        #expect(changes.deletions.isEmpty && changes.insertions.isEmpty)
    }

    @Test func changedContentInPlaceIsAnUpdateWithBothIndices() {
        let old = [DiffEntry(id: 1), DiffEntry(id: 2), DiffEntry(id: 3)]
        let new = [DiffEntry(id: 2, content: 1), DiffEntry(id: 3)]
        let changes = differ.entryChanges(from: old, to: new)
        expectEqual(changes, BatchChangeset(deletions: [0], updates: [.init(old: 1, new: 0)]))
    }

    @Test func changedContentOfMovedElementIsReportedAsMovedUpdate() {
        let old = diffEntries([1, 2, 3])
        let new = [DiffEntry(id: 3, content: 1), DiffEntry(id: 1), DiffEntry(id: 2)]
        let changes = differ.entryChanges(from: old, to: new)
        expectEqual(changes, BatchChangeset(moves: [.init(from: 2, to: 0)], movedUpdates: [.init(old: 2, new: 0)]))
    }

    @Test func deletionsInsertionsAndMovesUseTheirOwnCoordinates() {
        let changes = differ.entryChanges(from: diffEntries([1, 2, 3, 4]), to: diffEntries([4, 5, 2, 3]))
        expectEqual(changes, BatchChangeset(deletions: [0], insertions: [1], moves: [.init(from: 3, to: 0)]))
    }

    @Test func duplicateOccurrencesPairInOrderAndAreReported() {
        // Old: 1@0, 1@1, 2@2. New: 2@0, 1@1. The first 1 pairs with the only new 1; the second is deleted.
        let changes = differ.entryChanges(from: diffEntries([1, 1, 2]), to: diffEntries([2, 1]))
        expectEqual(changes, BatchChangeset(deletions: [1], moves: [.init(from: 2, to: 0)], duplicateIdentifiers: [1]))
    }

    @Test func duplicatesOnlyInNewListAreInsertedAndReported() {
        let changes = differ.entryChanges(from: diffEntries([1, 2]), to: diffEntries([2, 1, 1]))
        expectEqual(changes, BatchChangeset(insertions: [2], moves: [.init(from: 1, to: 0)], duplicateIdentifiers: [1]))
    }

    @Test func unchangedEndsPairInPlaceWithoutExaminingRepetitions() {
        // The common prefix [1] pairs in place; the second 1 is appended and inserted.
        let appended = differ.entryChanges(from: diffEntries([1]), to: diffEntries([1, 1]))
        expectEqual(appended, BatchChangeset(insertions: [1]))
        // The common suffix [2, 1] pairs in place, so the first 1 is the one deleted, not moved.
        let trimmed = differ.entryChanges(from: diffEntries([1, 2, 1]), to: diffEntries([2, 1]))
        expectEqual(trimmed, BatchChangeset(deletions: [0]))
    }

    @Test func updatesInTheEndsAndBetweenThemComeInNewOrder() {
        let old = diffEntries([1, 2, 3, 4, 5])
        let new = [DiffEntry(id: 1, content: 1), DiffEntry(id: 3, content: 1), DiffEntry(id: 2), DiffEntry(id: 4), DiffEntry(id: 5, content: 1)]
        let changes = differ.entryChanges(from: old, to: new)
        #expect(changes == BatchChangeset(
            moves: [.init(from: 2, to: 1)],
            updates: [.init(old: 0, new: 0), .init(old: 4, new: 4)],
            movedUpdates: [.init(old: 2, new: 1)]
        ))
    }

    @Test func duplicatesAreListedOnceOldSideFirst() {
        let changes = differ.entryChanges(from: diffEntries([3, 2, 2, 3, 1]), to: diffEntries([1, 1, 3, 2, 2, 3, 3]))
        expectEqual(changes.duplicateIdentifiers, [3, 2, 1])
    }

    @Test func entityIdentifiableModelsDiffByIdentifierAndEquality() {
        let changes = differ.changeset(from: [DiffEntry(id: 1)], to: [DiffEntry(id: 1, content: 2)])
        expectEqual(changes, BatchChangeset(updates: [.init(old: 0, new: 0)]))
    }

    @Test func hashableElementsCanBeTheirOwnIdentity() {
        let changes = differ.changeset(from: ["a", "b"], to: ["b", "a", "c"], identifiedBy: \.self)
        expectEqual(changes, BatchChangeset(insertions: [2], moves: [.init(from: 1, to: 0)]))
    }
}
