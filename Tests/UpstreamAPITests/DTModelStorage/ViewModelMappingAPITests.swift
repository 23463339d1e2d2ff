import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: view-model mappings".
@MainActor @Suite struct ViewModelMappingAPITests {
    /// An app's own mapping type, adopting `ViewModelMappingProtocol` with upstream's requirements only.
    private final class ManualMapping: ViewModelMappingProtocol {
        let viewType: ViewType = .cell
        let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Int }
        let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Int.Type }
        let viewClass: AnyClass = NumberCell.self
        let condition: MappingCondition = .section(0)
        var reactions: [EventReaction] = []
    }

    @Test func viewTypeNamesItsKindAndFiltersCandidates() {
        expectNil(ViewType.cell.supplementaryKind())
        expectEqual(ViewType.supplementaryView(kind: "header").supplementaryKind(), "header")
        expectNotEqual(ViewType.cell, .supplementaryView(kind: "header"))

        let manual = ManualMapping()
        let cell = CellViewModelMapping<NumberCell, Int>(viewClass: NumberCell.self)
        let header = SupplementaryViewModelMapping<TitleHeaderView, String>(viewClass: TitleHeaderView.self,
                                                                            viewType: .supplementaryView(kind: "header"))
        let mappings: [ViewModelMappingProtocol] = [manual, cell, header]
        let candidates = ViewType.cell.mappingCandidates(for: mappings, withModel: 3, at: IndexPath(item: 0, section: 1))
        expectEqual(candidates.map { ObjectIdentifier($0) }, [ObjectIdentifier(cell)])
        expectEqual(ViewType.supplementaryView(kind: "header").mappingCandidates(for: mappings, withModel: "t", at: IndexPath(item: 0, section: 0)).count, 1)
    }

    @Test func mappingConditionsHaveUpstreamCases() {
        let conditions: [MappingCondition] = [.none, .section(1), .custom { indexPath, model in indexPath.item == 0 && model is Int }]
        expectEqual(conditions.count, 3)
    }

    @Test func cellAndSupplementaryMappingsExposeUpstreamProperties() {
        let cell = CellViewModelMapping<NumberCell, Int>(viewClass: NumberCell.self)
        expectEqual(cell.viewType, .cell)
        #expect(cell.modelTypeCheckingBlock(1))
        #expect(!cell.modelTypeCheckingBlock("1"))
        #expect(cell.modelTypeTypeCheckingBlock(Int.self))
        expectEqual(ObjectIdentifier(cell.viewClass), ObjectIdentifier(NumberCell.self))
        cell.viewClass = NumberCell.self
        cell.condition = cell.modelCondition { indexPath, model in indexPath.section == model }
        #expect(cell.condition.isCompatible(with: IndexPath(item: 0, section: 2), model: 2))
        cell.reactions = []
        #expect(cell.reactions.isEmpty)

        let footer = SupplementaryViewModelMapping<TitleHeaderView, String>(viewClass: TitleHeaderView.self,
                                                                            viewType: .supplementaryView(kind: DTTableViewElementSectionFooter))
        expectEqual(footer.viewType.supplementaryKind(), DTTableViewElementSectionFooter)
        #expect(footer.modelTypeCheckingBlock("title"))
        #expect(footer.modelTypeTypeCheckingBlock(String.self))
        expectEqual(ObjectIdentifier(footer.viewClass), ObjectIdentifier(TitleHeaderView.self))
        footer.condition = footer.modelCondition { _, title in !title.isEmpty }
        #expect(!footer.condition.isCompatible(with: IndexPath(item: 0, section: 0), model: ""))
        footer.reactions = []
    }
}
