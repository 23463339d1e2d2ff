import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTTableViewManager: anomalies".
@MainActor @Suite struct AnomalyAPITests {
    @Test func everyUpstreamAnomalyCaseDescribesItself() {
        let indexPath = IndexPath(row: 0, section: 0)
        let anomalies: [DTTableViewManagerAnomaly] = [
            .nilCellModel(indexPath),
            .nilHeaderModel(0),
            .nilFooterModel(0),
            .noCellMappingFound(modelDescription: "m", indexPath: indexPath),
            .noHeaderFooterMappingFound(modelDescription: "m", indexPath: indexPath),
            .differentCellReuseIdentifier(mappingReuseIdentifier: "a", cellReuseIdentifier: "b"),
            .differentCellClass(xibName: "x", cellClass: "A", expectedCellClass: "B"),
            .differentHeaderFooterClass(xibName: "x", viewClass: "A", expectedViewClass: "B"),
            .emptyXibFile(xibName: "x", expectedViewClass: "A"),
            .modelEventCalledWithCellClass(modelType: "A", methodName: "m", subclassOf: "UITableViewCell"),
            .unusedEventDetected(viewType: "A", methodName: "m"),
            .eventRegistrationForUnregisteredMapping(viewClass: "A", signature: "s"),
        ]
        for anomaly in anomalies {
            #expect(!anomaly.description.isEmpty)
            #expect(!anomaly.debugDescription.isEmpty)
        }
    }

    @Test func handlerReportsThroughItsAction() {
        DTTableViewManagerAnomalyHandler.defaultAction = DTTableViewManagerAnomalyHandler.defaultAction
        let handler = DTTableViewManagerAnomalyHandler()
        var reported: [DTTableViewManagerAnomaly] = []
        handler.anomalyAction = { reported.append($0) }
        handler.reportAnomaly(.nilHeaderModel(1))
        expectEqual(reported, [.nilHeaderModel(1)])
    }
}
