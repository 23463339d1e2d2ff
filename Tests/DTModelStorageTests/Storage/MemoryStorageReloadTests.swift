import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct MemoryStorageReloadTests {
    @Test func setItemsReplacesASectionAndAsksForReload() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.addItems([1, 2, 3])
        storage.setItems([4, 5, 6])
        storage.setItems([7], forSection: 2)
        expectEqual(contents(of: storage), [[4, 5, 6], [], [7]])
        expectEqual(delegate.reloadCount, 2)
    }

    @Test func setItemsForAllSectionsReplacesEverySection() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([[1], [2]])
        storage.setItemsForAllSections([[3, 4, 5]])
        expectEqual(contents(of: storage), [[3, 4, 5]])
        expectEqual(storage.item(at: IndexPath(item: 1, section: 0)) as? Int, 4)
    }

    @Test func setSectionReplacesTheSectionObject() {
        let storage = MemoryStorage()
        storage.addItems([1, 2, 3])
        storage.addItems([4, 5, 6], toSection: 1)
        let section = SectionModel(items: [7, 8, 9])
        storage.setSection(section, forSection: 1)
        expectIdentical(storage.section(atIndex: 1), section)
        expectEqual(section.currentSectionIndex, 1)
        expectEqual(contents(of: storage), [[1, 2, 3], [7, 8, 9]])
    }

    @Test func removeAllItemsKeepsEmptySections() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.setItemsForAllSections([[1], [2, 3]])
        storage.delegate = delegate
        storage.removeAllItems()
        expectEqual(contents(of: storage), [[], []])
        expectEqual(delegate.reloadCount, 1)
    }

    @Test func reloadInsideABatchAppliesEarlierChangesAndEndsWithAReload() {
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItem(1)
            storage.setItems([5], forSection: 1)
            storage.addItem(2)
        }
        expectEqual(contents(of: storage), [[1, 2], [5]])
        #expect(delegate.updates.isEmpty)
        expectEqual(delegate.reloadCount, 1)
    }
}
