import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct SupplementaryStorageTests {
    @Test func configuringForTablesAndCollectionsSetsTheKinds() {
        let storage = MemoryStorage()
        storage.configureForCollectionViewFlowLayoutUsage()
        #expect(storage.supplementaryHeaderKind == "UICollectionElementKindSectionHeader")
        #expect(storage.supplementaryFooterKind == "UICollectionElementKindSectionFooter")
        storage.configureForTableViewUsage()
        #expect(storage.supplementaryHeaderKind == DTTableViewElementSectionHeader)
        #expect(storage.supplementaryFooterKind == DTTableViewElementSectionFooter)
        #expect(DTTableViewElementSectionHeader == "DTTableViewElementSectionHeader")
        #expect(DTTableViewElementSectionFooter == "DTTableViewElementSectionFooter")
    }

    @Test func headerAndFooterModelsAreProvidedBySectionIndex() {
        let storage = MemoryStorage()
        storage.configureForTableViewUsage()
        storage.setSectionHeaderModels([1, 2, 3])
        storage.setSectionFooterModels([nil, 2])
        #expect(storage.sections.isEmpty)
        #expect(storage.headerModel(forSection: 2) as? Int == 3)
        #expect(storage.headerModel(forSection: 3) == nil)
        #expect(storage.footerModel(forSection: 0) == nil)
        #expect(storage.footerModel(forSection: 1) as? Int == 2)
    }

    @Test func supplementaryProviderAnswersHeaderAndFooterKindsFromTheirProviders() {
        let storage = MemoryStorage()
        storage.configureForTableViewUsage()
        storage.headerModelProvider = { "header \($0)" }
        storage.footerModelProvider = { "footer \($0)" }
        storage.supplementaryModelProvider = { kind, indexPath in "\(kind) \(indexPath.section)" }
        let section1 = IndexPath(item: 0, section: 1)
        #expect(storage.supplementaryModel(ofKind: DTTableViewElementSectionHeader, forSectionAt: section1) as? String == "header 1")
        #expect(storage.supplementaryModel(ofKind: DTTableViewElementSectionFooter, forSectionAt: section1) as? String == "footer 1")
        #expect(storage.supplementaryModel(ofKind: "badge", forSectionAt: section1) as? String == "badge 1")
        #expect(storage.supplementaryModelProvider?("badge", section1) as? String == "badge 1")
    }

    @Test func providersCanBeCleared() {
        let storage = MemoryStorage()
        storage.headerModelProvider = { [1, 2, 3][$0] }
        storage.footerModelProvider = { [1, 2, 3][$0] }
        storage.headerModelProvider = { _ in nil }
        storage.footerModelProvider = nil
        #expect(storage.headerModel(forSection: 1) == nil)
        #expect(storage.footerModel(forSection: 1) == nil)
        #expect(storage.supplementaryModel(ofKind: "foo", forSectionAt: IndexPath(item: 0, section: 1)) == nil)
    }
}
