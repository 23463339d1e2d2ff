import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageSearchTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func itemAtIndexPathReturnsTheItemOrNil() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2], [3]])
        #expect(storage.item(at: ip(0, 1)) as? Int == 2)
        #expect(storage.item(at: ip(0, 2)) as? Int == 3)
        #expect(storage.item(at: ip(1, 0)) == nil)
        #expect(storage.item(at: ip(5, 6)) == nil)
        #expect(storage.item(at: ip(-1, 0)) == nil)
    }

    @Test func indexPathForItemFindsTheFirstEqualItemOfTheSameType() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([["1", 1], [2, 1]])
        #expect(storage.indexPath(forItem: 1) == ip(1, 0))
        #expect(storage.indexPath(forItem: "1") == ip(0, 0))
        #expect(storage.indexPath(forItem: 2) == ip(0, 1))
        #expect(storage.indexPath(forItem: 3) == nil)
    }

    @Test func sectionQueriesAnswerForExistingAndMissingSections() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], []])
        #expect(storage.numberOfSections() == 2)
        #expect(storage.sections.count == 2)
        #expect(storage.numberOfItems(inSection: 0) == 2)
        #expect(storage.numberOfItems(inSection: 7) == 0)
        #expect(storage.items(inSection: 0)?.compactMap { $0 as? Int } == [1, 2])
        #expect(storage.items(inSection: 2) == nil)
        #expect(storage.section(atIndex: 1)?.isEmpty == true)
        #expect(storage.section(atIndex: 2) == nil)
        #expect(storage.totalNumberOfItems == 2)
    }

    @Test func settingSectionsReplacesThemAndAsksForReload() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.sections = [SectionModel(items: [1]), SectionModel(items: [2, 3])]
        #expect(contents(of: storage) == [[1], [2, 3]])
        #expect(delegate.reloadCount == 1)
    }

    @Test func indexPathArraySkipsMissingItems() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
        #expect(storage.indexPathArray(forItems: [1, 5, 42, 9]) == [ip(0, 0), ip(1, 1), ip(2, 2)])
    }

    @Test func indexPathsSortBySectionThenItem() {
        let indexPaths = [ip(0, 0), ip(3, 0), ip(3, 2), ip(2, 2), ip(1, 1)]
        #expect(MemoryStorage.sortedArrayOfIndexPaths(indexPaths, ascending: false)
            == [ip(3, 2), ip(2, 2), ip(1, 1), ip(3, 0), ip(0, 0)])
        #expect(MemoryStorage.sortedArrayOfIndexPaths(indexPaths, ascending: true)
            == [ip(0, 0), ip(3, 0), ip(1, 1), ip(2, 2), ip(3, 2)])
    }
}
