import DTTableViewManager
import Testing

// Mirrors "Headers and footers" and "When the table needs reloadData()" in
// DTModelStorage.docc/StoragesAndDiffing.md: header models set after the table is on screen show
// only after a reload.

@MainActor @Suite struct StorageReloadArticleTests {
    private static func shownWithHeaders() -> ArticleScreen {
        ArticleScreen.managed { manager in
            manager.registerHeader(RecipeSectionHeader.self)
            manager.register(UITableViewCell.self, for: Unit.self) { cell, unit, _ in cell.textLabel?.text = unit.symbol }
            manager.memoryStorage.setSectionHeaderModels(["Dry", "Fresh"])
            manager.memoryStorage.setItemsForAllSections([[Unit(symbol: "g")], [Unit(symbol: "ml")]])
        }
    }

    private static func headerTexts(_ tableView: UITableView) -> [String?] {
        (0..<tableView.numberOfSections).map { tableView.headerView(forSection: $0)?.textLabel?.text }
    }

    @Test func headerModelsChangedOnScreenShowAfterReloadData() {
        let screen = Self.shownWithHeaders()
        let storage: MemoryStorage = screen.manager.memoryStorage
        let tableView: UITableView = screen.tableView
        #expect(Self.headerTexts(tableView) == ["Dry", "Fresh"])

        storage.setSectionHeaderModels(["Pantry", "Fridge"])
        tableView.layoutIfNeeded()
        #expect(Self.headerTexts(tableView) == ["Dry", "Fresh"])

        storage.setSectionHeaderModels(["Pantry", "Fridge"])
        tableView.reloadData()
        #expect(Self.headerTexts(tableView) == ["Pantry", "Fridge"])
    }

    @Test func aReloadTheStorageAsksForShowsNewHeaderModelsToo() {
        let screen = Self.shownWithHeaders()
        let storage: MemoryStorage = screen.manager.memoryStorage
        storage.setSectionHeaderModels(["Pantry", "Fridge"])
        storage.setItems([Unit(symbol: "kg")], forSection: 0)
        #expect(Self.headerTexts(screen.tableView) == ["Pantry", "Fridge"])
    }

    @Test func updateWithoutAnimationsReachesTheTableOnlyAfterReloadData() {
        let screen = Self.shownWithHeaders()
        let storage: MemoryStorage = screen.manager.memoryStorage
        storage.updateWithoutAnimations {
            storage.addItem(Unit(symbol: "kg"))
        }
        #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
        screen.tableView.reloadData()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }
}
