import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct ConditionalMappingTests {
    private func cell(_ controller: ManagedTableViewController, _ row: Int, _ section: Int) -> UITableViewCell? {
        controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: row, section: section))
    }

    @Test func sectionConditionSelectsMappingBySection() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self) { mapping in
            mapping.condition = .section(0)
        }
        controller.manager.register(AnotherIntCell.self) { mapping in
            mapping.condition = .section(1)
        }
        controller.manager.memoryStorage.setItemsForAllSections([[1], [2]])
        #expect(cell(controller, 0, 0) is NiblessIntCell)
        #expect(cell(controller, 0, 1) is AnotherIntCell)
    }

    @Test func modelConditionWithModelFirstClosure() {
        let controller = ManagedTableViewController()
        controller.manager.register(OddCell.self) { mapping in
            mapping.condition = mapping.modelCondition { model, indexPath in
                return indexPath.item.isOdd
            }
        }
        controller.manager.register(NiblessIntCell.self) { mapping in
            mapping.condition = mapping.modelCondition { model, indexPath in
                return !indexPath.item.isOdd
            }
        }
        controller.manager.memoryStorage.setItems([10, 11, 12])
        #expect(cell(controller, 0, 0) is NiblessIntCell)
        #expect(cell(controller, 1, 0) is OddCell)
        #expect(cell(controller, 2, 0) is NiblessIntCell)
    }

    @Test func disjointModelConditionsWithIndexPathFirstClosure() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(PostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { indexPath, model in
                return !model.containsVideo
            }
        }
        controller.manager.register(VideoPostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { indexPath, model in
                return model.containsVideo
            }
        }
        controller.manager.memoryStorage.setItems([Post(containsVideo: false), Post(containsVideo: true)])
        #expect(cell(controller, 0, 0) is PostCell)
        #expect(cell(controller, 1, 0) is VideoPostCell)
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func intersectingConditionsUseFirstMappingAndReportBoth() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(PostCell.self)
        controller.manager.register(VideoPostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { indexPath, model in
                return model.containsVideo
            }
        }
        controller.manager.memoryStorage.setItems([Post(containsVideo: true)])
        #expect(cell(controller, 0, 0) is PostCell)
        _ = cell(controller, 0, 0)
        expectEqual(recorder.anomalies.count, 1)
        guard case let .ambiguousMapping(_, indexPath, used, ignored) = try #require(recorder.anomalies.first) else {
            Issue.record("expected an ambiguity, got \(recorder.anomalies)")
            return
        }
        expectEqual(indexPath, IndexPath(row: 0, section: 0))
        #expect(used.contains("PostCell"))
        #expect(ignored.count == 1 && ignored[0].contains("VideoPostCell"))
    }

    @Test func customConditionReceivesTheModel() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self) { mapping in
            mapping.condition = .custom { _, model in (model as? Int ?? 0) > 2 }
        }
        controller.manager.register(AnotherIntCell.self) { mapping in
            mapping.condition = .custom { _, model in (model as? Int ?? 0) <= 2 }
        }
        controller.manager.memoryStorage.setItems([3, 1])
        #expect(cell(controller, 0, 0) is NiblessIntCell)
        #expect(cell(controller, 1, 0) is AnotherIntCell)
    }

    @Test func protocolModelsResolveToConditionalCells() {
        let controller = ManagedTableViewController()
        controller.manager.register(VeganFoodTableViewCell.self) { mapping in
            mapping.condition = mapping.modelCondition { food, indexPath in
                food.isVegan
            }
        }
        controller.manager.register(MeatContainingFoodTableViewCell.self) { mapping in
            mapping.condition = mapping.modelCondition { food, indexPath in
                !food.isVegan
            }
        }
        controller.manager.memoryStorage.setItems([Apple(), Steak()] as [Food])
        #expect(cell(controller, 0, 0) is VeganFoodTableViewCell)
        #expect(cell(controller, 1, 0) is MeatContainingFoodTableViewCell)
    }

    @Test func protocolModelsOfDifferentClassesShareOneCell() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(FoodTableViewCell.self)
        controller.manager.memoryStorage.setItems([Apple(), Carrot()])
        let first = try #require(cell(controller, 0, 0) as? FoodTableViewCell)
        let second = try #require(cell(controller, 1, 0) as? FoodTableViewCell)
        #expect(first.food is Apple)
        #expect(second.food is Carrot)
    }
}
