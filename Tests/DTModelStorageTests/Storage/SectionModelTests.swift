import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct SectionModelTests {
    @Test func sectionReadsItemsByPositionAndType() {
        let section = SectionModel(items: [1, "two", 3])
        #expect(section.numberOfItems == 3)
        #expect(!section.isEmpty)
        #expect(section.item(at: 2) as? Int == 3)
        #expect(section.item(at: 3) == nil)
        #expect(section.item(at: -1) == nil)
        #expect(section.items(ofType: Int.self) == [1, 3])
        #expect(SectionModel().isEmpty)
    }

    @Test func sectionKnowsItsIndexInItsStorage() {
        let storage = MemoryStorage()
        storage.addItems([1], toSection: 2)
        let section = storage.section(atIndex: 1)
        #expect(section?.currentSectionIndex == 1)
        storage.moveSection(1, toSection: 0)
        #expect(section?.currentSectionIndex == 0)
        #expect(SectionModel().currentSectionIndex == nil)
        #expect(storage.sectionIndex(for: SectionModel()) == nil)
    }
}
