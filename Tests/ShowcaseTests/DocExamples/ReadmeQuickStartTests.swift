import Testing
import DTTableViewManager

struct Recipe: Equatable {
    let name: String
}

final class RecipeCell: UITableViewCell, ModelTransfer {
    func update(with model: Recipe) {
        textLabel?.text = model.name
    }
}

final class RecipesViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    private(set) var openedRecipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        manager.register(RecipeCell.self) { [weak self] mapping in
            mapping.didSelect { cell, recipe, indexPath in
                self?.openedRecipe = recipe
            }
        }
        manager.memoryStorage.setItems([Recipe(name: "Soup"), Recipe(name: "Salad")])
    }
}

// The README's quick start, above, and Mapping.md's first example, below.

@MainActor @Suite struct ReadmeQuickStartTests {
    @Test func recipeCellIsRegisteredByItsClassAlone() {
        let recipes = [Recipe(name: "Soup")]
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems(recipes)
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Soup")
    }

    @Test func recipesAreShownByRecipeCell() {
        let screen = RecipesViewController()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.tableView.layoutIfNeeded()
        let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecipeCell
        #expect(cell?.textLabel?.text == "Salad")
    }

    @Test func declaredNibAndPrototypeAreFoundByTheManager() {
        UINib.registerHeadlessNib(named: "RecipeCell", bundle: nil) { owner in [RecipeCell(style: .default, reuseIdentifier: nil)] }
        defer { UINib.unregisterHeadlessNib(named: "RecipeCell", bundle: nil) }
        #expect(UINib.headlessNibExists(named: "RecipeCell", in: nil))

        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.setHeadlessPrototypeCell(forReuseIdentifier: "RecipeCell") { RecipeCell(style: .default, reuseIdentifier: "RecipeCell") }
        #expect(tableView.dequeueReusableCell(withIdentifier: "RecipeCell") is RecipeCell)
    }
}

// The README's and TestingOnLinux.md's first test.

@MainActor @Suite struct RecipesScreenTests {
    @Test func tappingRecipeOpensIt() throws {
        let screen = RecipesViewController()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.tableView.layoutIfNeeded()

        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))

        #expect(screen.openedRecipe == Recipe(name: "Soup"))
    }
}
