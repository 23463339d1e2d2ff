import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

@Suite struct SectionedDifferExampleTests {
    let differ = LinearDiffer()

    private func section(_ id: Int, _ items: [Int]) -> DiffSection {
        DiffSection(id: id, items: diffEntries(items))
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath {
        IndexPath(row: row, section: section)
    }

    @Test func insertedSectionDoesNotReportItsRows() {
        let changes = differ.sectionChanges(from: [section(1, [1, 2])], to: [section(1, [1, 2]), section(2, [3])])
        expectEqual(changes, SectionedBatchChangeset(sections: BatchChangeset(insertions: [1])))
    }

    @Test func deletedSectionDoesNotReportItsRows() {
        let changes = differ.sectionChanges(from: [section(1, [1]), section(2, [2, 3])], to: [section(1, [1])])
        expectEqual(changes, SectionedBatchChangeset(sections: BatchChangeset(deletions: [1])))
    }

    @Test func swappedSectionsMoveOneSectionAndNoRows() {
        let changes = differ.sectionChanges(from: [section(1, [1]), section(2, [2])], to: [section(2, [2]), section(1, [1])])
        expectEqual(changes, SectionedBatchChangeset(sections: BatchChangeset(moves: [.init(from: 1, to: 0)])))
    }

    @Test func itemMovesAcrossSections() {
        let changes = differ.sectionChanges(from: [section(1, [1, 2]), section(2, [3])], to: [section(1, [1]), section(2, [2, 3])])
        expectEqual(changes, SectionedBatchChangeset(items: BatchChangeset(moves: [.init(from: path(0, 1), to: path(1, 0))])))
    }

    @Test func itemLeavingDeletedSectionIsInserted() {
        let changes = differ.sectionChanges(from: [section(1, [1]), section(2, [2])], to: [section(1, [1, 2])])
        #expect(changes == SectionedBatchChangeset(
            sections: BatchChangeset(deletions: [1]),
            items: BatchChangeset(insertions: [path(0, 1)])
        ))
    }

    @Test func itemEnteringInsertedSectionIsDeleted() {
        let changes = differ.sectionChanges(from: [section(1, [1, 2])], to: [section(1, [1]), section(2, [2])])
        #expect(changes == SectionedBatchChangeset(
            sections: BatchChangeset(insertions: [1]),
            items: BatchChangeset(deletions: [path(0, 1)])
        ))
    }

    @Test func updateInMovedSectionUsesOldAndNewSectionIndices() {
        let old = [section(1, [1]), section(2, [2])]
        let new = [DiffSection(id: 2, items: [DiffEntry(id: 2, content: 1)]), section(1, [1])]
        let changes = differ.sectionChanges(from: old, to: new)
        #expect(changes == SectionedBatchChangeset(
            sections: BatchChangeset(moves: [.init(from: 1, to: 0)]),
            items: BatchChangeset(updates: [.init(old: path(1, 0), new: path(0, 0))])
        ))
    }

    @Test func duplicateSectionIdentitiesPairInOrderAndAreReported() {
        // The first section 1 survives; the second is deleted, so item 2 cannot move out of it.
        let changes = differ.sectionChanges(
            from: [section(1, [1]), section(1, [2]), section(3, [])],
            to: [section(1, [2]), section(4, [])]
        )
        #expect(changes == SectionedBatchChangeset(
            sections: BatchChangeset(deletions: [1, 2], insertions: [1], duplicateIdentifiers: [1]),
            items: BatchChangeset(deletions: [path(0, 0)], insertions: [path(0, 0)])
        ))
    }

    @Test func unchangedEndSectionsPairInPlaceBeforeRepeatedSectionsArePaired() {
        // The trailing section 1 with item 2 is unchanged: it stays, and the leading one goes.
        let changes = differ.sectionChanges(from: [section(1, [1]), section(1, [2])], to: [section(1, [2])])
        expectEqual(changes, SectionedBatchChangeset(sections: BatchChangeset(deletions: [0])))
    }

    @Test func duplicateItemIdentitiesAcrossSectionsAreReported() {
        let changes = differ.sectionChanges(from: [section(1, [7]), section(2, [7])], to: [section(2, [7]), section(1, [7])])
        expectEqual(changes.items.duplicateIdentifiers, [7])
    }

    @Test func unchangedSectionsAreSkippedWithTheirRowUpdates() {
        let old = [section(1, [1, 2]), section(2, [3]), section(3, [4, 5])]
        var new = old
        new[0].items[1].content = 1
        new[1].items = diffEntries([6])
        new[2].items[0].content = 1
        let changes = differ.sectionChanges(from: old, to: new)
        #expect(changes == SectionedBatchChangeset(items: BatchChangeset(
            deletions: [path(1, 0)],
            insertions: [path(1, 0)],
            updates: [.init(old: path(0, 1), new: path(0, 1)), .init(old: path(2, 0), new: path(2, 0))]
        )))
    }

    @Test func repeatedItemsInsideUnchangedSectionsAreNotExamined() {
        let changes = differ.sectionChanges(from: [section(1, [7]), section(2, [7])], to: [section(1, [7]), section(2, [7])])
        #expect(changes.isEmpty)
        #expect(changes.items.duplicateIdentifiers.isEmpty)
    }
}
