import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct AnomalyReportingTests {
    @Test func nilCellModelIsReportedAndAnEmptyCellShown() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        let model: Int?? = nil
        controller.manager.memoryStorage.setSection(SectionModel(items: [model as Any]), forSection: 0)
        let cell = controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        expectNotNil(cell)
        #expect(recorder.anomalies.contains(.nilCellModel(IndexPath(row: 0, section: 0))))
    }

    @Test func missingCellMappingIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.memoryStorage.setSection(SectionModel(items: ["3"]), forSection: 0)
        _ = controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        #expect(recorder.anomalies.contains(.noCellMappingFound(modelDescription: "3", indexPath: IndexPath(row: 0, section: 0))))
    }

    @Test func nilHeaderAndFooterModelsAreReportedWhenShown() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        controller.manager.registerFooter(NiblessHeaderFooterView.self)
        let missing: Int? = nil
        controller.manager.memoryStorage.setSectionHeaderModels([missing])
        controller.manager.memoryStorage.setSectionFooterModels([missing])
        _ = controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0)
        _ = controller.manager.tableDelegate?.tableView(controller.tableView, viewForFooterInSection: 0)
        expectEqual(recorder.anomalies, [.nilHeaderModel(0), .nilFooterModel(0)])
    }

    @Test func missingHeaderMappingIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.configuration.sectionHeaderStyle = .view
        controller.manager.memoryStorage.setSectionHeaderModels([0])
        _ = controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0)
        expectEqual(recorder.anomalies, [.noHeaderFooterMappingFound(modelDescription: "0", indexPath: IndexPath(row: 0, section: 0))])
    }

    @Test func xibReuseIdentifierMismatchIsReported() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        withHeadlessNib(named: "WrongIdentifierIntCell", bundle: Bundle(for: RecordingIntCell.self), { _ in
            [RecordingIntCell(style: .default, reuseIdentifier: "Foo")]
        }) {
            controller.manager.register(RecordingIntCell.self) { mapping in
                mapping.xibName = "WrongIdentifierIntCell"
            }
        }
        expectEqual(recorder.anomalies, [.differentCellReuseIdentifier(mappingReuseIdentifier: "RecordingIntCell", cellReuseIdentifier: "Foo")])
    }

    @Test func xibWithOtherCellClassIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        withHeadlessNib(named: "WrongClassCell", bundle: Bundle(for: StringCell.self), { _ in
            [RecordingIntCell(style: .default, reuseIdentifier: nil)]
        }) {
            controller.manager.register(StringCell.self) { mapping in
                mapping.xibName = "WrongClassCell"
            }
        }
        expectEqual(recorder.anomalies, [.differentCellClass(xibName: "WrongClassCell", cellClass: "RecordingIntCell", expectedCellClass: "StringCell")])
    }

    @Test func emptyXibIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        withHeadlessNib(named: "EmptyXib", bundle: Bundle(for: StringCell.self), { _ in [] }) {
            controller.manager.register(StringCell.self) { mapping in
                mapping.xibName = "EmptyXib"
            }
        }
        expectEqual(recorder.anomalies, [.emptyXibFile(xibName: "EmptyXib", expectedViewClass: "StringCell")])
    }

    @Test func xibWithOtherHeaderClassIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        withHeadlessNib(named: "PlainIntViewXib", bundle: Bundle(for: StringHeaderView.self), { _ in [PlainIntView(frame: .zero)] }) {
            controller.manager.registerFooter(StringHeaderView.self) { mapping in
                mapping.xibName = "PlainIntViewXib"
            }
        }
        expectEqual(recorder.anomalies, [.differentHeaderFooterClass(xibName: "PlainIntViewXib", viewClass: "PlainIntView", expectedViewClass: "StringHeaderView")])
    }

    @Test func plainHeaderViewWithoutXibIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.registerHeader(PlainIntView.self)
        expectEqual(recorder.anomalies, [.headerFooterViewWithoutXib(viewClass: "PlainIntView", xibName: "PlainIntView")])
    }

    @Test func silencedAnomalyIsNotReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.anomalyHandler.silenceAnomaly(.noCellMappingFound(modelDescription: "3", indexPath: IndexPath(row: 0, section: 0)))
        controller.manager.memoryStorage.setSection(SectionModel(items: ["3", "4"]), forSection: 0)
        _ = controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        _ = controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        // The table itself may also ask for these cells; only the unsilenced anomaly may appear.
        #expect(!recorder.anomalies.isEmpty)
        #expect(recorder.anomalies.allSatisfy { $0 == .noCellMappingFound(modelDescription: "4", indexPath: IndexPath(row: 1, section: 0)) })
    }

    @Test func defaultActionReceivesAnomaliesOfNewHandlers() {
        let original = DTTableViewManagerAnomalyHandler.defaultAction
        defer { DTTableViewManagerAnomalyHandler.defaultAction = original }
        var received: [DTTableViewManagerAnomaly] = []
        DTTableViewManagerAnomalyHandler.defaultAction = { received.append($0) }
        DTTableViewManagerAnomalyHandler().reportAnomaly(.nilHeaderModel(2))
        expectEqual(received, [.nilHeaderModel(2)])
    }
}

@Suite struct AnomalyDescriptionTests {
    @Test func upstreamDebugDescriptionsAreKept() {
        #expect(DTTableViewManagerAnomaly.nilCellModel(IndexPath(row: 0, section: 0)).debugDescription
            == "❗️[DTTableViewManager] UITableView requested a cell at [0, 0], however the model at that indexPath was nil.")
        #expect(DTTableViewManagerAnomaly.noCellMappingFound(modelDescription: "3", indexPath: IndexPath(row: 0, section: 0)).debugDescription
            == "❗️[DTTableViewManager] UITableView requested a cell for model at [0, 0], but view model mapping for it was not found, model description: 3")
        #expect(DTTableViewManagerAnomaly.emptyXibFile(xibName: "EmptyXib", expectedViewClass: "StringCell").debugDescription
            == "⚠️[DTTableViewManager] Attempted to register xib EmptyXib for StringCell, but this xib does not contain any views.")
        #expect(DTTableViewManagerAnomaly.unusedEventDetected(viewType: "StringCell", methodName: "didSelect(_:_:)").debugDescription
            == "⚠️[DTTableViewManager] didSelect(_:_:) event registered for StringCell, but there were no view mappings registered for StringCell type. This event will never be called.")
    }

    @Test func everyCaseHasAShortAndALongDescription() {
        let all = AnomalySamples.managerAnomalies
        for anomaly in all {
            #expect(anomaly.description.hasPrefix("DTTableViewManagerAnomaly."))
            #expect(anomaly.debugDescription.contains("[DTTableViewManager]"))
        }
        let ambiguous = DTTableViewManagerAnomaly.ambiguousMapping(
            modelDescription: "m", indexPath: IndexPath(row: 1, section: 2), usedMapping: "A", ignoredMappings: ["B"])
        #expect(ambiguous.debugDescription.contains("A") && ambiguous.debugDescription.contains("B"))
    }
}
