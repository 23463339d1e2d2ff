import Expectations
import Testing
import Foundation
import DTModelStorage

@MainActor @Suite struct ModelTypeMatchingTests {
    @Test func protocolMappingMatchesConformingModel() {
        let mappings: [ViewModelMappingProtocol] = [cellMapping(FoodView.self)]
        let found = ViewType.cell.mappingCandidates(for: mappings, withModel: Apple(), at: IndexPath(row: 0, section: 0))
        expectEqual(found.count, 1)
        #expect(found.first?.viewClass == FoodView.self)
    }

    @Test func classMappingMatchesSubclassModel() {
        let mappings: [ViewModelMappingProtocol] = [cellMapping(AnimalView.self)]
        let found = ViewType.cell.mappingCandidates(for: mappings, withModel: Dog(), at: IndexPath(row: 0, section: 0))
        expectEqual(found.map { ObjectIdentifier($0) }, [ObjectIdentifier(mappings[0])])
    }

    @Test func nestedOptionalHoldingValueResolvesToTheValue() {
        let mappings: [ViewModelMappingProtocol] = [cellMapping(IntView.self)]
        let doubleOptional: Int?? = 3
        let found = ViewType.cell.mappingCandidates(for: mappings, withModel: doubleOptional as Any, at: IndexPath(row: 0, section: 0))
        expectEqual(found.count, 1)
        expectEqual(RuntimeHelper.recursivelyUnwrapAnyValue(doubleOptional as Any) as? Int, 3)
    }

    @Test func nilAtAnyLevelResolvesToNothing() {
        let mappings: [ViewModelMappingProtocol] = [cellMapping(IntView.self)]
        let innerNil: Int?? = .some(nil)
        let outerNil: Int?? = nil
        for model in [innerNil as Any, outerNil as Any] {
            expectNil(RuntimeHelper.recursivelyUnwrapAnyValue(model))
            #expect(ViewType.cell.mappingCandidates(for: mappings, withModel: model, at: IndexPath(row: 0, section: 0)).isEmpty)
        }
    }

    @Test func nonOptionalValueIsReturnedUnchanged() {
        expectEqual(RuntimeHelper.recursivelyUnwrapAnyValue("text") as? String, "text")
    }

    @Test func modelTypeCanBeCheckedByType() {
        let mapping = cellMapping(AnimalView.self)
        #expect(mapping.modelTypeTypeCheckingBlock(Dog.self))
        #expect(!mapping.modelTypeTypeCheckingBlock(Int.self))
    }

    @Test func mappingOfOtherViewTypeDoesNotMatch() {
        let header = SupplementaryViewModelMapping<IntView, Int>(viewClass: IntView.self, viewType: .supplementaryView(kind: "header"))
        let mappings: [ViewModelMappingProtocol] = [header]
        #expect(ViewType.cell.mappingCandidates(for: mappings, withModel: 1, at: IndexPath(row: 0, section: 0)).isEmpty)
        expectEqual(ViewType.supplementaryView(kind: "header").mappingCandidates(for: mappings, withModel: 1, at: IndexPath(row: 0, section: 0)).count, 1)
        #expect(ViewType.supplementaryView(kind: "footer").mappingCandidates(for: mappings, withModel: 1, at: IndexPath(row: 0, section: 0)).isEmpty)
    }

    @Test func viewTypeReportsItsSupplementaryKind() {
        expectNil(ViewType.cell.supplementaryKind())
        expectEqual(ViewType.supplementaryView(kind: "foo").supplementaryKind(), "foo")
        expectNotEqual(ViewType.supplementaryView(kind: "foo"), ViewType.cell)
    }
}
