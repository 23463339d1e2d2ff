import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

/// The factory remembers a model type's cell mapping when nothing but the type can decide it;
/// these tests pin that the remembered answer never outlives what decided it.
@MainActor @Suite struct RememberedCellMappingTests {
    private func cell(_ controller: ManagedTableViewController, row: Int, section: Int = 0) -> UITableViewCell? {
        controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: row, section: section))
    }

    @Test func conditionGivenToRememberedMappingAfterUseIsHonoured() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        var registered: TableViewCellModelMapping<NiblessIntCell, Int>?
        controller.manager.register(NiblessIntCell.self) { registered = $0 }
        controller.manager.memoryStorage.setItems([1, 2])
        #expect(cell(controller, row: 0) is NiblessIntCell)
        #expect(cell(controller, row: 1) is NiblessIntCell)

        try #require(registered).condition = .section(1)

        #expect(!(cell(controller, row: 0) is NiblessIntCell))
        guard case .noCellMappingFound(_, let indexPath)? = recorder.anomalies.last else {
            Issue.record("expected a missing-mapping anomaly, got \(recorder.anomalies)")
            return
        }
        expectEqual(indexPath, IndexPath(row: 0, section: 0))
    }

    @Test func mappingRegisteredAfterUseIsConsidered() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        #expect(cell(controller, row: 0) is NiblessIntCell)

        controller.manager.register(AnotherIntCell.self)

        #expect(cell(controller, row: 0) is NiblessIntCell)
        guard case .ambiguousMapping(_, _, _, let ignored)? = recorder.anomalies.last else {
            Issue.record("expected an ambiguity anomaly, got \(recorder.anomalies)")
            return
        }
        expectEqual(ignored.count, 1)
    }

    @Test func rowsOfAlternatingModelTypesGetTheirOwnRememberedMappings() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(NiblessIntCell.self)
        controller.manager.register(StringCell.self)
        controller.manager.memoryStorage.setItems([1, "two", 3, "four"] as [Any])

        // Twice over, so that the second pass reads every row's mapping from memory, right
        // after a row of the other type.
        for _ in 1...2 {
            #expect(cell(controller, row: 0) is NiblessIntCell)
            #expect(cell(controller, row: 1) is StringCell)
            #expect(cell(controller, row: 2) is NiblessIntCell)
            #expect(cell(controller, row: 3) is StringCell)
        }
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func conditionalMappingsAreAskedForEveryRow() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self) { $0.condition = .section(0) }
        controller.manager.register(AnotherIntCell.self)
        let anomalies = AnomalyRecorder(recording: controller.manager)
        controller.manager.memoryStorage.setItemsForAllSections([[1, 2], [3]])
        #expect(cell(controller, row: 1, section: 0) is NiblessIntCell)
        #expect(cell(controller, row: 0, section: 1) is AnotherIntCell)
        #expect(cell(controller, row: 0, section: 0) is NiblessIntCell)
        // Both mappings accept the rows of section 0: reported once, for the first row asked.
        expectEqual(anomalies.anomalies.count, 1)
        #expect(anomalies.anomalies.allSatisfy { if case .ambiguousMapping = $0 { true } else { false } })
    }
}
