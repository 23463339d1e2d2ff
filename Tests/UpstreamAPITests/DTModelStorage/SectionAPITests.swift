import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: sections".
@MainActor @Suite struct SectionAPITests {
    /// An app's own section type, adopting the section protocols.
    private final class FixedSection: Section, SectionLocatable {
        let values: [Any]
        weak var sectionLocationDelegate: SectionLocationIdentifyable?
        init(_ values: [Any]) { self.values = values }
        func item(at index: Int) -> Any? { values.indices.contains(index) ? values[index] : nil }
        var numberOfItems: Int { values.count }
        var isEmpty: Bool { values.isEmpty }
        var currentSectionIndex: Int? { sectionLocationDelegate?.sectionIndex(for: self) }
    }

    /// An app's own locator, adopting `SectionLocationIdentifyable`.
    private final class Locator: SectionLocationIdentifyable {
        func sectionIndex(for section: Section) -> Int? { section.numberOfItems }
    }

    @Test func appSectionTypesAdoptTheSectionProtocols() {
        let locator = Locator()
        let section = FixedSection([1, 2])
        section.sectionLocationDelegate = locator
        expectEqual(section.item(at: 1) as? Int, 2)
        expectNil(section.item(at: 2))
        expectEqual(section.numberOfItems, 2)
        #expect(!section.isEmpty)
        expectEqual(section.currentSectionIndex, 2)
    }

    @Test func sectionModelHoldsAndReportsItems() {
        let storage = MemoryStorage()
        let section = SectionModel(items: [1, "two", 3])
        storage.setSection(section, forSection: 0)
        #expect(SectionModel().isEmpty)
        expectEqual(section.item(at: 1) as? String, "two")
        expectEqual(section.items(ofType: Int.self), [1, 3])
        expectEqual(section.numberOfItems, 3)
        #expect(!section.isEmpty)
        expectEqual(section.currentSectionIndex, 0)
        expectIdentical(section.sectionLocationDelegate, storage)
        section.items = [4]
        expectEqual(section.items.count, 1)
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func deprecatedTypedItemSetterReplacesItems() {
        let section = SectionModel(items: ["old"])
        section.setItems([1, 2])
        expectEqual(section.items(ofType: Int.self), [1, 2])
        expectEqual(section.numberOfItems, 2)
    }
}
