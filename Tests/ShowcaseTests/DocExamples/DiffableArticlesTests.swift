import DTTableViewManager
import Testing

// Mirrors DTTableViewManager.docc/DiffableDataSources.md and
// HeadlessUIKit.docc/TestingDiffableDataSources.md.

/// The types of DiffableDataSources.md, in a namespace of their own.
enum DiffableArticle {
    struct Recipe: Identifiable {
        let id: Int
        var name: String
    }

    final class RecipeCell: UITableViewCell, ModelTransfer {
        func update(with model: Recipe) {
            textLabel?.text = model.name
        }
    }

    final class RecipesViewController: UIViewController, DTTableViewManageable {
        enum Section { case favourites, all }

        let tableView: UITableView! = UITableView()
        private var recipes: [Recipe.ID: Recipe] = [:]
        private var dataSource: UITableViewDiffableDataSource<Section, Recipe.ID>!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            manager.register(RecipeCell.self)
            dataSource = manager.configureDiffableDataSource { [unowned self] _, id in
                self.recipes[id] as Any
            }
            manager.supplementaryStorage?.setSectionHeaderModels(["Favourites", "All recipes"])
        }

        func show(favourites: [Recipe], all: [Recipe]) {
            for recipe in favourites + all { recipes[recipe.id] = recipe }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe.ID>()
            snapshot.appendSections([.favourites, .all])
            snapshot.appendItems(favourites.map(\.id), toSection: .favourites)
            snapshot.appendItems(all.map(\.id), toSection: .all)
            dataSource.apply(snapshot)
        }
    }

    /// A screen of TestingDiffableDataSources.md: it shows the posts it is given, repeats
    /// included.
    final class FeedViewController: UIViewController {
        let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        private var dataSource: UITableViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
            dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, post in
                let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
                cell.textLabel?.text = post
                return cell
            }
        }

        func refresh(with posts: [String]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(posts)
            dataSource.apply(snapshot)
        }
    }
}

extension DiffableArticle.RecipesViewController {
    // The article's names, inside the screen's own code.
    typealias Recipe = DiffableArticle.Recipe
    typealias RecipeCell = DiffableArticle.RecipeCell

    /// The article's editing example.
    func allowDeleting() {
        manager.canEditCell(withItem: Recipe.self) { _, _ in true }
        manager.commitEditingStyle(for: RecipeCell.self) { [unowned self] style, _, recipe, _ in
            guard style == .delete else { return }
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([recipe.id])
            dataSource.apply(snapshot)
        }
    }
}

/// TestingDiffableDataSources.md's refresh test, against a screen that keeps identifiers unique.
enum DeduplicatingFeed {
    final class FeedViewController: UIViewController {
        let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        private var dataSource: UITableViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
            dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, post in
                let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
                cell.textLabel?.text = post
                return cell
            }
        }

        func refresh(with posts: [String]) {
            var seen: Set<String> = []
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(posts.filter { seen.insert($0).inserted })
            dataSource.apply(snapshot)
        }
    }

    @MainActor @Suite struct FeedScreenTests {
        let post1 = "post-1"
        let post2 = "post-2"

        @Test func refreshNeverRepeatsAnIdentifier() {
            let screen = FeedViewController()
            screen.loadViewIfNeeded()
            var violations: [UITableView.HeadlessConsistencyViolation] = []
            screen.tableView.headlessConsistencyViolationHandler = { violations.append($0) }

            screen.refresh(with: [post1, post2, post1])
            screen.tableView.layoutIfNeeded()

            #expect(violations.isEmpty, "\(violations.map(\.message))")
        }
    }
}

@MainActor @Suite struct IngredientsScreenTests {
    @Test func appliedSnapshotShowsTheIngredients() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Flour", "Eggs", "Milk"])
        dataSource.apply(snapshot)
        tableView.layoutIfNeeded()

        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Flour", "Eggs", "Milk"])
    }
}

@MainActor @Suite struct DiffableArticlesTests {
    @Test func managedDiffableScreenShowsSectionsWithHeaders() {
        let screen = DiffableArticle.RecipesViewController()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.show(favourites: [.init(id: 1, name: "Soup")], all: [.init(id: 1, name: "Soup"), .init(id: 2, name: "Salad")])
        screen.tableView.layoutIfNeeded()
        // An identifier appended again by a later call moves: Soup is only in "All recipes".
        #expect(screen.tableView.numberOfRows(inSection: 0) == 0)
        #expect(screen.tableView.visibleCells.map { $0.textLabel?.text } == ["Soup", "Salad"])
        #expect(screen.tableView.headerView(forSection: 1)?.textLabel?.text == "All recipes")
        #expect(screen.manager.tableViewUpdater == nil)
        #expect(screen.manager.storage is UITableViewDiffableDataSource<DiffableArticle.RecipesViewController.Section, Int>)
    }

    @Test func deletingThroughTheCommitClosureAppliesASnapshot() throws {
        let screen = DiffableArticle.RecipesViewController()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.allowDeleting()
        screen.show(favourites: [], all: [.init(id: 1, name: "Soup"), .init(id: 2, name: "Salad")])
        screen.tableView.layoutIfNeeded()
        try screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 1), edge: .trailing).first?.tap()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.visibleCells.map { $0.textLabel?.text } == ["Salad"])
    }

    @Test func theArticlesRefreshTestCatchesTheRepeatedIdentifier() {
        let post1 = "post-1"
        let post2 = "post-2"
        let screen = DiffableArticle.FeedViewController()
        screen.loadViewIfNeeded()
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        screen.tableView.headlessConsistencyViolationHandler = { violations.append($0) }

        screen.refresh(with: [post1, post2, post1])
        screen.tableView.layoutIfNeeded()

        // The article's `#expect(violations.isEmpty)` fails here, naming the identifier.
        #expect(violations.map(\.message) == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    post-1\n)}"])
    }

    @Test func snapshotViolationsAreCollectedPerTask() {
        let (_, violations) = HeadlessSnapshotViolations.collecting {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "a"])
            _ = snapshot.numberOfItems
        }
        #expect(violations.map(\.kind) == [.nonUniqueIdentifiers])
    }
}
