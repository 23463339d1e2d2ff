import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct SupplementaryStorageTests {
    @Test func configuringForTablesAndCollectionsSetsTheKinds() {
        let storage = MemoryStorage()
        storage.configureForCollectionViewFlowLayoutUsage()
        expectEqual(storage.supplementaryHeaderKind, "UICollectionElementKindSectionHeader")
        expectEqual(storage.supplementaryFooterKind, "UICollectionElementKindSectionFooter")
        storage.configureForTableViewUsage()
        expectEqual(storage.supplementaryHeaderKind, DTTableViewElementSectionHeader)
        expectEqual(storage.supplementaryFooterKind, DTTableViewElementSectionFooter)
        expectEqual(DTTableViewElementSectionHeader, "DTTableViewElementSectionHeader")
        expectEqual(DTTableViewElementSectionFooter, "DTTableViewElementSectionFooter")
    }

    @Test func headerAndFooterModelsAreProvidedBySectionIndex() {
        let storage = MemoryStorage()
        storage.configureForTableViewUsage()
        storage.setSectionHeaderModels([1, 2, 3])
        storage.setSectionFooterModels([nil, 2])
        #expect(storage.sections.isEmpty)
        expectEqual(storage.headerModel(forSection: 2) as? Int, 3)
        expectNil(storage.headerModel(forSection: 3))
        expectNil(storage.footerModel(forSection: 0))
        expectEqual(storage.footerModel(forSection: 1) as? Int, 2)
    }

    @Test func supplementaryProviderAnswersHeaderAndFooterKindsFromTheirProviders() {
        let storage = MemoryStorage()
        storage.configureForTableViewUsage()
        storage.headerModelProvider = { "header \($0)" }
        storage.footerModelProvider = { "footer \($0)" }
        storage.supplementaryModelProvider = { kind, indexPath in "\(kind) \(indexPath.section)" }
        let section1 = IndexPath(item: 0, section: 1)
        expectEqual(storage.supplementaryModel(ofKind: DTTableViewElementSectionHeader, forSectionAt: section1) as? String, "header 1")
        expectEqual(storage.supplementaryModel(ofKind: DTTableViewElementSectionFooter, forSectionAt: section1) as? String, "footer 1")
        expectEqual(storage.supplementaryModel(ofKind: "badge", forSectionAt: section1) as? String, "badge 1")
        expectEqual(storage.supplementaryModelProvider?("badge", section1) as? String, "badge 1")
    }

    @Test func providersCanBeCleared() {
        let storage = MemoryStorage()
        storage.headerModelProvider = { [1, 2, 3][$0] }
        storage.footerModelProvider = { [1, 2, 3][$0] }
        storage.headerModelProvider = { _ in nil }
        storage.footerModelProvider = nil
        expectNil(storage.headerModel(forSection: 1))
        expectNil(storage.footerModel(forSection: 1))
        expectNil(storage.supplementaryModel(ofKind: "foo", forSectionAt: IndexPath(item: 0, section: 1)))
    }
}
