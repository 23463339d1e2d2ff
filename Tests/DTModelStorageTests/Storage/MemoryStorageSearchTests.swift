import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageSearchTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func itemAtIndexPathReturnsTheItemOrNil() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2], [3]])
        expectEqual(storage.item(at: ip(0, 1)) as? Int, 2)
        expectEqual(storage.item(at: ip(0, 2)) as? Int, 3)
        expectNil(storage.item(at: ip(1, 0)))
        expectNil(storage.item(at: ip(5, 6)))
        expectNil(storage.item(at: ip(-1, 0)))
    }

    @Test func indexPathForItemFindsTheFirstEqualItemOfTheSameType() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([["1", 1], [2, 1]])
        expectEqual(storage.indexPath(forItem: 1), ip(1, 0))
        expectEqual(storage.indexPath(forItem: "1"), ip(0, 0))
        expectEqual(storage.indexPath(forItem: 2), ip(0, 1))
        expectNil(storage.indexPath(forItem: 3))
    }

    @Test func sectionQueriesAnswerForExistingAndMissingSections() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2], []])
        expectEqual(storage.numberOfSections(), 2)
        expectEqual(storage.sections.count, 2)
        expectEqual(storage.numberOfItems(inSection: 0), 2)
        expectEqual(storage.numberOfItems(inSection: 7), 0)
        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Int }, [1, 2])
        expectNil(storage.items(inSection: 2))
        expectEqual(storage.section(atIndex: 1)?.isEmpty, true)
        expectNil(storage.section(atIndex: 2))
        expectEqual(storage.totalNumberOfItems, 2)
    }

    @Test func settingSectionsReplacesThemAndAsksForReload() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.sections = [SectionModel(items: [1]), SectionModel(items: [2, 3])]
        expectEqual(contents(of: storage), [[1], [2, 3]])
        expectEqual(delegate.reloadCount, 1)
    }

    @Test func indexPathArraySkipsMissingItems() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
        expectEqual(storage.indexPathArray(forItems: [1, 5, 42, 9]), [ip(0, 0), ip(1, 1), ip(2, 2)])
    }

    @Test func indexPathsSortBySectionThenItem() {
        let indexPaths = [ip(0, 0), ip(3, 0), ip(3, 2), ip(2, 2), ip(1, 1)]
        #expect(MemoryStorage.sortedArrayOfIndexPaths(indexPaths, ascending: false)
            == [ip(3, 2), ip(2, 2), ip(1, 1), ip(3, 0), ip(0, 0)])
        #expect(MemoryStorage.sortedArrayOfIndexPaths(indexPaths, ascending: true)
            == [ip(0, 0), ip(3, 0), ip(1, 1), ip(2, 2), ip(3, 2)])
    }
}
