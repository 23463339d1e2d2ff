import Expectations
import Testing
import Foundation
@testable import DTModelStorage

@MainActor @Suite struct ViewModelMappingRegistryTests {
    @Test func firstRegisteredApplicableMappingWins() throws {
        let registry = ViewModelMappingRegistry()
        let plain = cellMapping(PostView.self)
        let video = cellMapping(VideoPostView.self)
        video.condition = video.modelCondition { _, post in post.containsVideo }
        registry.mappings = [plain, video]
        let resolution = try #require(registry.resolve(.cell, model: Post(containsVideo: true), at: IndexPath(row: 0, section: 0)))
        expectIdentical(resolution.mapping, plain)
        expectEqual(resolution.overlapping.map(ObjectIdentifier.init), [ObjectIdentifier(video)])
    }

    @Test func disjointConditionsResolveWithoutOverlap() throws {
        let registry = ViewModelMappingRegistry()
        let plain = cellMapping(PostView.self)
        plain.condition = plain.modelCondition { _, post in !post.containsVideo }
        let video = cellMapping(VideoPostView.self)
        video.condition = video.modelCondition { _, post in post.containsVideo }
        registry.mappings = [plain, video]
        let withVideo = try #require(registry.resolve(.cell, model: Post(containsVideo: true), at: IndexPath(row: 0, section: 0)))
        let withoutVideo = try #require(registry.resolve(.cell, model: Post(containsVideo: false), at: IndexPath(row: 0, section: 0)))
        expectIdentical(withVideo.mapping, video)
        expectIdentical(withoutVideo.mapping, plain)
        #expect(withVideo.overlapping.isEmpty && withoutVideo.overlapping.isEmpty)
    }

    @Test func resolutionUnwrapsOptionalModels() throws {
        let registry = ViewModelMappingRegistry()
        registry.mappings = [cellMapping(IntView.self)]
        let model: Int?? = 5
        let resolution = try #require(registry.resolve(.cell, model: model as Any, at: IndexPath(row: 0, section: 0)))
        expectEqual(resolution.model as? Int, 5)
        let empty: Int?? = .some(nil)
        expectNil(registry.resolve(.cell, model: empty as Any, at: IndexPath(row: 0, section: 0)))
    }

    @Test func memoIsDroppedWhenMappingsChange() throws {
        let registry = ViewModelMappingRegistry()
        let index = IndexPath(row: 0, section: 0)
        registry.mappings = [cellMapping(IntView.self)]
        expectNil(registry.resolve(.cell, model: Apple(), at: index))
        let food = cellMapping(FoodView.self)
        registry.mappings.append(food)
        try expectIdentical(#require(registry.resolve(.cell, model: Apple(), at: index)).mapping, food)
        registry.mappings.removeAll()
        expectNil(registry.resolve(.cell, model: Apple(), at: index))
    }

    @Test func conditionsAreEvaluatedOnEveryResolution() throws {
        let registry = ViewModelMappingRegistry()
        let mapping = cellMapping(IntView.self)
        registry.mappings = [mapping]
        let index = IndexPath(row: 0, section: 0)
        expectNotNil(registry.resolve(.cell, model: 1, at: index))
        mapping.condition = .section(3)
        expectNil(registry.resolve(.cell, model: 1, at: index))
        expectNotNil(registry.resolve(.cell, model: 1, at: IndexPath(row: 0, section: 3)))
    }

    @Test func onlyMappingsOfTheModelTypeHaveTheirConditionsEvaluated() {
        let registry = ViewModelMappingRegistry()
        var evaluated = 0
        let others = (0..<50).map { _ in
            let mapping = cellMapping(PostView.self)
            mapping.condition = .custom { _, _ in evaluated += 1; return true }
            return mapping
        }
        registry.mappings = others + [cellMapping(IntView.self)]
        for row in 0..<10 {
            _ = registry.resolve(.cell, model: row, at: IndexPath(row: row, section: 0))
        }
        expectEqual(evaluated, 0)
    }

    @Test func supplementaryKindsAreResolvedSeparately() throws {
        let registry = ViewModelMappingRegistry()
        let header = SupplementaryViewModelMapping<IntView, Int>(viewClass: IntView.self, viewType: .supplementaryView(kind: "header"))
        let footer = SupplementaryViewModelMapping<OtherIntView, Int>(viewClass: OtherIntView.self, viewType: .supplementaryView(kind: "footer"))
        registry.mappings = [header, footer]
        let index = IndexPath(row: 0, section: 0)
        try expectIdentical(#require(registry.resolve(.supplementaryView(kind: "footer"), model: 1, at: index)).mapping, footer)
        try expectIdentical(#require(registry.resolve(.supplementaryView(kind: "header"), model: 1, at: index)).mapping, header)
        expectNil(registry.resolve(.cell, model: 1, at: index))
    }
}
