import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

@MainActor @Suite struct EventAnomalyTests {
    @Test func modelEventGivenACellClassIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(EventIntCell.self)
        controller.manager.canEditCell(withItem: EventIntCell.self) { _, _ in true }
        let expected = DTTableViewManagerAnomaly.modelEventCalledWithCellClass(modelType: "EventIntCell", methodName: "canEditCell(withItem:_:)", subclassOf: "UITableViewCell")
        expectEqual(recorder.anomalies.first, expected)
        #expect(expected.debugDescription.contains("Event canEditCell(withItem:_:) registered with model type, that happens to be a subclass of UITableViewCell: EventIntCell."))
    }

    @Test func modelEventGivenAHeaderClassIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.registerHeader(EventTitleView.self)
        controller.manager.heightForHeader(withItem: EventTitleView.self) { _, _ in 10 }
        #expect(recorder.anomalies.contains(.modelEventCalledWithCellClass(modelType: "EventTitleView", methodName: "heightForHeader(withItem:_:)", subclassOf: "UITableViewHeaderFooterView")))
    }

    @Test func eventForAnUnregisteredViewIsReportedAtRegistration() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(EventIntCell.self)
        controller.manager.didSelect(EventStringCell.self) { _, _, _ in }
        #expect(recorder.anomalies == [
            .eventRegistrationForUnregisteredMapping(viewClass: "EventStringCell", signature: "tableView:didSelectRowAtIndexPath:"),
            .unusedEventDetected(viewType: "EventStringCell", methodName: "didSelect(_:_:)"),
        ])
        expectEqual(recorder.anomalies[0].debugDescription, "⚠️[DTTableViewManager] While registering event reaction for tableView:didSelectRowAtIndexPath:, no view mapping was found for view: EventStringCell")
        expectEqual(recorder.anomalies[1].debugDescription, "⚠️[DTTableViewManager] didSelect(_:_:) event registered for EventStringCell, but there were no view mappings registered for EventStringCell type. This event will never be called.")
    }

    @Test func modelEventWithoutACompatibleMappingIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(EventIntCell.self)
        controller.manager.heightForCell(withItem: String.self) { _, _ in 10 }
        expectEqual(recorder.anomalies, [.eventRegistrationForUnregisteredMapping(viewClass: "String", signature: "tableView:heightForRowAtIndexPath:")])
    }

    @Test func correctRegistrationsReportNothing() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(EventIntCell.self) { mapping in
            mapping.didSelect { _, _, _ in }
            mapping.heightForCell { _, _ in 10 }
        }
        controller.manager.willDisplay(EventIntCell.self) { _, _, _ in }
        controller.manager.heightForFooter(withItem: Int.self) { _, _ in 1 }
        controller.manager.shouldUpdateFocus { _ in true }
        expectEqual(recorder.anomalies, [.eventRegistrationForUnregisteredMapping(viewClass: "Int", signature: "tableView:heightForFooterInSection:")])
    }
}

@MainActor @Suite struct DuplicateEventTests {
    @Test func secondClosureInTheMappingClosureIsReportedAndTheFirstOneRuns() throws {
        let log = EventLog()
        var anomalies: [DTTableViewManagerAnomaly] = []
        let controller = ManagedTableViewController()
        controller.manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
        controller.manager.register(EventIntCell.self) { mapping in
            mapping.didSelect { _, _, _ in log.record("first") }
            mapping.didSelect { _, _, _ in log.record("second") }
        }
        controller.manager.memoryStorage.setItems([1])
        controller.tableView.layoutIfNeeded()
        try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(log.entries, ["first"])
        expectEqual(anomalies, [.duplicateEventRegistration(signature: "tableView:didSelectRowAtIndexPath:", viewClass: "EventIntCell (reuse identifier \"EventIntCell\")")])
    }

    @Test func managerLevelClosureForAnEventTheMappingAlreadyHasIsReported() {
        let log = EventLog()
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(EventIntCell.self) { $0.heightForCell { _, _ in 30 } }
        controller.manager.heightForCell(withItem: Int.self) { _, _ in
            log.record("manager")
            return 90
        }
        controller.manager.memoryStorage.setItems([1])
        controller.tableView.layoutIfNeeded()
        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 30)
        #expect(log.entries.isEmpty)
        expectEqual(recorder.anomalies, [.duplicateEventRegistration(signature: "tableView:heightForRowAtIndexPath:", viewClass: "EventIntCell (reuse identifier \"EventIntCell\")")])
        #expect(recorder.anomalies[0].debugDescription.contains("Only the first registered closure is called"))
    }

    @Test func secondManagerClosureForAnEventWithoutAViewIsReportedAndIgnored() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.sectionIndexTitles { ["first"] }
        controller.manager.sectionIndexTitles { ["second"] }
        let table = controller.tableView!
        try expectEqual(#require(table.dataSource).sectionIndexTitles(for: table), ["first"])
        expectEqual(recorder.anomalies, [.duplicateEventRegistration(signature: "sectionIndexTitlesForTableView:", viewClass: "DTTableViewManager")])
    }
}
