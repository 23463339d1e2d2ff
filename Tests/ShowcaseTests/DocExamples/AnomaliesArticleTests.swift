import DTTableViewManager
import Testing

// Mirrors DTTableViewManager.docc/Anomalies.md.

/// Stands for the app's logger in the article's example.
final class ArticleLogger {
    private(set) var errors: [String] = []

    func error(_ message: String) {
        errors.append(message)
    }
}

@MainActor @Suite struct AnomaliesArticleTests {
    @Test func collectedAnomaliesAreEmptyForAValidScreen() {
        let screen = ArticleScreen()
        screen.loadViewIfNeeded()
        let manager = screen.manager
        let tableView: UITableView = screen.tableView
        manager.register(RecipeCell.self)
        var anomalies: [DTTableViewManagerAnomaly] = []
        manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
        manager.memoryStorage.setItems([Recipe(name: "Soup")])
        tableView.layoutIfNeeded()   // cells, and their anomalies, come at the next layout pass
        #expect(anomalies.isEmpty)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is RecipeCell)
    }

    @Test func modelWithoutMappingIsReportedAndGetsAnEmptyCell() {
        let screen = ArticleScreen()
        screen.loadViewIfNeeded()
        var anomalies: [DTTableViewManagerAnomaly] = []
        screen.manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
        screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        screen.tableView.layoutIfNeeded()
        #expect(anomalies.count == 1)
        #expect(anomalies.first.map { if case .noCellMappingFound = $0 { true } else { false } } == true)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func replacedActionsAssertOnManagerAnomaliesAndLogStorageAnomalies() {
        let screen = ArticleScreen()
        screen.loadViewIfNeeded()
        let manager = screen.manager
        let logger = ArticleLogger()
        manager.register(RecipeCell.self)
        manager.anomalyHandler.anomalyAction = { anomaly in
            assertionFailure(anomaly.debugDescription)
        }
        manager.memoryStorage.anomalyHandler.anomalyAction = { anomaly in
            logger.error("\(anomaly.description)")
        }
        manager.memoryStorage.setItems([Recipe(name: "Soup")])
        manager.memoryStorage.removeItems(at: [IndexPath(row: 5, section: 0)])
        screen.tableView.layoutIfNeeded()
        #expect(logger.errors.count == 1)
    }

    @Test func silencedAnomaliesAreNotReported() {
        let manager = ArticleScreen().manager
        var reported: [DTTableViewManagerAnomaly] = []
        manager.anomalyHandler.anomalyAction = { reported.append($0) }
        manager.anomalyHandler.silenceAnomaly(.nilHeaderModel(0))
        manager.anomalyHandler.silenceAnomaly(usingCondition: { anomaly in
            if case .nilFooterModel = anomaly { return true }
            return false
        })
        manager.anomalyHandler.reportAnomaly(.nilHeaderModel(0))
        manager.anomalyHandler.reportAnomaly(.nilFooterModel(3))
        manager.anomalyHandler.reportAnomaly(.nilHeaderModel(1))
        #expect(reported == [.nilHeaderModel(1)])
    }

    @Test func storageAnomalyActionReceivesStorageAnomalies() {
        let storage = MemoryStorage()
        var descriptions: [String] = []
        storage.anomalyHandler.anomalyAction = { anomaly in descriptions.append(anomaly.description) }
        storage.setItems([Recipe(name: "Soup")])
        storage.removeItems(at: [IndexPath(row: 5, section: 0)])
        #expect(descriptions.count == 1)
        #expect(storage.numberOfItems(inSection: 0) == 1)
    }
}
