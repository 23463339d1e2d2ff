import Testing
@testable import DTModelStorage

@MainActor @Suite struct SectionedDifferExampleTests {
    let differ = LinearDiffer()

    private func section(_ id: Int, _ items: [Int]) -> DiffSection {
        DiffSection(id: id, items: diffEntries(items))
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath {
        IndexPath(row: row, section: section)
    }

    @Test func insertedSectionDoesNotReportItsRows() {
        let changes = differ.sectionChanges(from: [section(1, [1, 2])], to: [section(1, [1, 2]), section(2, [3])])
        #expect(changes == SectionedBatchChangeset(sections: BatchChangeset(insertions: [1])))
    }

    @Test func deletedSectionDoesNotReportItsRows() {
        let changes = differ.sectionChanges(from: [section(1, [1]), section(2, [2, 3])], to: [section(1, [1])])
        #expect(changes == SectionedBatchChangeset(sections: BatchChangeset(deletions: [1])))
    }

    @Test func swappedSectionsMoveOneSectionAndNoRows() {
        let changes = differ.sectionChanges(from: [section(1, [1]), section(2, [2])], to: [section(2, [2]), section(1, [1])])
        #expect(changes == SectionedBatchChangeset(sections: BatchChangeset(moves: [.init(from: 1, to: 0)])))
    }

    @Test func itemMovesAcrossSections() {
        let changes = differ.sectionChanges(from: [section(1, [1, 2]), section(2, [3])], to: [section(1, [1]), section(2, [2, 3])])
        #expect(changes == SectionedBatchChangeset(items: BatchChangeset(moves: [.init(from: path(0, 1), to: path(1, 0))])))
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
        let changes = differ.sectionChanges(from: [section(1, [1]), section(1, [2])], to: [section(1, [2])])
        #expect(changes == SectionedBatchChangeset(
            sections: BatchChangeset(deletions: [1], duplicateIdentifiers: [1]),
            items: BatchChangeset(deletions: [path(0, 0)], insertions: [path(0, 0)])
        ))
    }

    @Test func duplicateItemIdentitiesAcrossSectionsAreReported() {
        let changes = differ.sectionChanges(from: [section(1, [7]), section(2, [7])], to: [section(1, [7]), section(2, [7])])
        #expect(changes.isEmpty)
        #expect(changes.items.duplicateIdentifiers == [7])
    }
}
