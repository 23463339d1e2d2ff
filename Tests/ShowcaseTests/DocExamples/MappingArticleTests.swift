import DTTableViewManager
import Testing

// Mirrors the examples of DTTableViewManager.docc/Mapping.md.

protocol Ingredient {}
struct Flour: Ingredient {}
final class Egg: Ingredient {}

final class IngredientCell: UITableViewCell, ModelTransfer {
    func update(with model: Ingredient) { textLabel?.text = "\(type(of: model))" }
}

struct Unit {
    let symbol: String
}

final class RecipeSectionHeader: UITableViewHeaderFooterView, ModelTransfer {
    func update(with model: String) { textLabel?.text = model }
}

/// A screen whose table is laid out, for articles' examples.
@MainActor
final class ArticleScreen: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    /// Lays out the table after `configure` registered views and set models.
    static func shown(_ configure: (ArticleScreen) -> Void) -> ArticleScreen {
        let screen = ArticleScreen()
        screen.loadViewIfNeeded()
        configure(screen)
        screen.tableView.layoutIfNeeded()
        return screen
    }

    /// ``shown(_:)`` with the screen's manager, for examples written in the owner's context.
    static func managed(_ configure: (DTTableViewManager) -> Void) -> ArticleScreen {
        shown { configure($0.manager) }
    }
}

@MainActor @Suite struct MappingArticleTests {
    @Test func protocolMappingAcceptsEveryConformingType() {
        let screen = ArticleScreen.managed { manager in
            manager.register(IngredientCell.self)
            manager.memoryStorage.setItems([Flour(), Egg()] as [Ingredient])
        }
        let texts = (0..<2).map { screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(texts == ["Flour", "Egg"])
    }

    @Test func plainCellIsConfiguredByHandlerAndItsDidSelectRuns() throws {
        var picked: [String] = []
        let screen = ArticleScreen.managed { manager in
            manager.register(UITableViewCell.self, for: Unit.self) { mapping in
                mapping.didSelect { cell, unit, indexPath in
                    picked.append(unit.symbol)
                }
            } handler: { cell, unit, indexPath in
                cell.textLabel?.text = unit.symbol
            }
            manager.memoryStorage.setItems([Unit(symbol: "g"), Unit(symbol: "ml")])
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "ml")
        try screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(picked == ["ml"])
    }

    @Test func headerAndFooterModelsAreShownByRegisteredViews() {
        let screen = ArticleScreen.managed { manager in
            manager.registerHeader(RecipeSectionHeader.self)
            manager.registerFooter(UITableViewHeaderFooterView.self, for: String.self) { footer, text, section in
                footer.textLabel?.text = text
            }
            manager.memoryStorage.setSectionHeaderModels(["Starters", "Mains"])
            manager.memoryStorage.setSectionFooterModels(["2 recipes", "5 recipes"])
            manager.register(UITableViewCell.self, for: Unit.self) { cell, unit, _ in cell.textLabel?.text = unit.symbol }
            manager.memoryStorage.setItemsForAllSections([[Unit(symbol: "g")], [Unit(symbol: "ml")]])
        }
        #expect(screen.tableView.headerView(forSection: 1) is RecipeSectionHeader)
        #expect(screen.tableView.headerView(forSection: 1)?.textLabel?.text == "Mains")
        #expect(screen.tableView.footerView(forSection: 0)?.textLabel?.text == "2 recipes")
    }
}
