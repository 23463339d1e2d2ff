import Expectations
import Testing
import Foundation
import DTModelStorage

@MainActor @Suite struct MappingConditionTests {
    @Test func sectionConditionLimitsMappingToItsSection() {
        let first = cellMapping(IntView.self)
        first.condition = .section(0)
        let second = cellMapping(OtherIntView.self)
        second.condition = .section(1)
        let mappings: [ViewModelMappingProtocol] = [first, second]
        expectIdentical(ViewType.cell.mappingCandidates(for: mappings, withModel: 1, at: IndexPath(row: 0, section: 0)).first, first)
        expectIdentical(ViewType.cell.mappingCandidates(for: mappings, withModel: 1, at: IndexPath(row: 0, section: 1)).first, second)
    }

    @Test func customConditionReceivesUnwrappedModel() {
        let mapping = cellMapping(IntView.self)
        mapping.condition = .custom { _, model in (model as? Int ?? 0) > 5 }
        let optional: Int? = 6
        expectEqual(ViewType.cell.mappingCandidates(for: [mapping], withModel: optional as Any, at: IndexPath(row: 0, section: 0)).count, 1)
        #expect(ViewType.cell.mappingCandidates(for: [mapping], withModel: 3, at: IndexPath(row: 0, section: 0)).isEmpty)
    }

    @Test func indexPathFirstModelConditionReadsTypedModel() {
        let mapping = cellMapping(VideoPostView.self)
        mapping.condition = mapping.modelCondition { indexPath, model in
            return model.containsVideo
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: Post(containsVideo: true)))
        #expect(!mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: Post(containsVideo: false)))
    }

    @Test func modelFirstModelConditionReadsTypedModel() {
        let mapping = cellMapping(FoodView.self)
        mapping.condition = mapping.modelCondition { food, indexPath in
            food.isVegan
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: Apple()))
        #expect(!mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: Steak()))
    }

    @Test func modelFirstConditionCanReadIndexPath() {
        let mapping = cellMapping(IntView.self)
        mapping.condition = mapping.modelCondition { model, indexPath in
            return indexPath.item.isOdd
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(item: 1, section: 0), model: 0))
        #expect(!mapping.condition.isCompatible(with: IndexPath(item: 2, section: 0), model: 0))
    }

    @Test func closureValidInBothOrdersIsReadIndexPathFirst() {
        // Model is IndexPath-shaped enough that both orders type-check; the first element of the
        // closure must then be the index path.
        let mapping = CellViewModelMapping<IntView, IndexPath>(viewClass: IntView.self)
        mapping.condition = mapping.modelCondition { first, second in
            first.section == 7 && second.section == 0
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(row: 0, section: 7), model: IndexPath(row: 0, section: 0)))
        #expect(!mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: IndexPath(row: 0, section: 7)))
    }

    @Test func explicitlyTypedClosurePicksItsOrder() {
        let mapping = cellMapping(IntView.self)
        mapping.condition = mapping.modelCondition { (model: Int, indexPath: IndexPath) -> Bool in
            model == indexPath.row
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(row: 4, section: 0), model: 4))
        mapping.condition = mapping.modelCondition { (indexPath: IndexPath, model: Int) -> Bool in
            model == indexPath.section
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(row: 0, section: 4), model: 4))
        #expect(!mapping.condition.isCompatible(with: IndexPath(row: 4, section: 0), model: 4))
    }

    @Test func modelConditionRejectsModelsOfOtherTypes() {
        let mapping = cellMapping(IntView.self)
        mapping.condition = mapping.modelCondition { _, _ in true }
        #expect(!mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: "text"))
    }

    @Test func staticModelConditionOnModelTransferViews() {
        let big = cellMapping(IntView.self)
        big.condition = IntView.modelCondition { _, model in model > 5 }
        let small = cellMapping(OtherIntView.self)
        small.condition = OtherIntView.modelCondition { model, _ in model <= 5 }
        let mappings: [ViewModelMappingProtocol] = [big, small]
        expectEqual(ViewType.cell.mappingCandidates(for: mappings, withModel: 3, at: IndexPath(row: 0, section: 0)).map { ObjectIdentifier($0.viewClass) }, [ObjectIdentifier(OtherIntView.self)])
        expectEqual(ViewType.cell.mappingCandidates(for: mappings, withModel: 6, at: IndexPath(row: 0, section: 0)).map { ObjectIdentifier($0.viewClass) }, [ObjectIdentifier(IntView.self)])
    }
}

@MainActor @Suite struct MultiStatementModelConditionTests {
    @Test func multiStatementModelFirstClosureCompiles() {
        let mapping = cellMapping(FoodView.self)
        mapping.condition = mapping.modelCondition { food, indexPath in
            let vegan = food.isVegan
            return vegan && indexPath.section == 0
        }
        #expect(mapping.condition.isCompatible(with: IndexPath(row: 0, section: 0), model: Apple()))
        #expect(!mapping.condition.isCompatible(with: IndexPath(row: 0, section: 1), model: Apple()))
    }
}
