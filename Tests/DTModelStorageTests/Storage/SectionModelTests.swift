import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct SectionModelTests {
    @Test func sectionReadsItemsByPositionAndType() {
        let section = SectionModel(items: [1, "two", 3])
        expectEqual(section.numberOfItems, 3)
        #expect(!section.isEmpty)
        expectEqual(section.item(at: 2) as? Int, 3)
        expectNil(section.item(at: 3))
        expectNil(section.item(at: -1))
        expectEqual(section.items(ofType: Int.self), [1, 3])
        #expect(SectionModel().isEmpty)
    }

    @Test func sectionKnowsItsIndexInItsStorage() {
        let storage = MemoryStorage()
        storage.addItems([1], toSection: 2)
        let section = storage.section(atIndex: 1)
        expectEqual(section?.currentSectionIndex, 1)
        storage.moveSection(1, toSection: 0)
        expectEqual(section?.currentSectionIndex, 0)
        expectNil(SectionModel().currentSectionIndex)
        expectNil(storage.sectionIndex(for: SectionModel()))
    }
}
