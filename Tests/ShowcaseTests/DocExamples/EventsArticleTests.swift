import DTTableViewManager
import Testing
@testable import Showcase

// Mirrors DTTableViewManager.docc/ReactingToEvents.md.

/// The article's owner that implements a delegate method itself.
enum ForwardingArticleExample {
    final class RecipesViewController: UIViewController, DTTableViewManageable, UITableViewDelegate {
        let tableView: UITableView! = UITableView()
        private(set) var selectedRows: [IndexPath] = []

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            // Runs after the didSelect closure of the row's mapping, if there is one.
            selectedRows.append(indexPath)
        }
    }
}

extension ArticleScreen {
    /// The article's move and delete example, in an owner's method.
    func registerEditableRecipes() {
        manager.register(RecipeCell.self) { [weak self] mapping in
            mapping.moveRowTo { destination, cell, recipe, source in
                self?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
            }
            mapping.commitEditingStyle { style, cell, recipe, indexPath in
                guard style == .delete else { return }
                self?.manager.memoryStorage.removeItems(at: [indexPath])
            }
        }
    }
}

/// The owner of the retain-cycle example.
final class OpeningRecipesViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    private(set) var opened: [Recipe] = []

    func open(_ recipe: Recipe) { opened.append(recipe) }

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.register(RecipeCell.self) { [weak self] mapping in
            mapping.didSelect { cell, recipe, indexPath in
                guard let self else { return }
                self.open(recipe)
            }
        }
        manager.memoryStorage.setItems([Recipe(name: "Soup")])
    }
}

@MainActor @Suite struct EventsArticleTests {
    @Test func managerLevelEventsAttachToRegisteredMappings() throws {
        var selected: [String] = []
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.didSelect(RecipeCell.self) { cell, recipe, indexPath in selected.append(recipe.name) }
            manager.heightForCell(withItem: Recipe.self) { recipe, indexPath in 60 }
            manager.shouldUpdateFocus { context in true }
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(selected == ["Soup"])
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    }

    @Test func tableCallsOnlyMethodsWithClosures() {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        #expect(screen.tableView.headlessCachedResponse(to: .heightForRowAt) == false)
        screen.manager.heightForCell(withItem: Recipe.self) { _, _ in 60 }
        #expect(screen.tableView.headlessCachedResponse(to: .heightForRowAt) == true)
    }

    @Test func ownerMethodRunsAfterMappingClosure() throws {
        let screen = ForwardingArticleExample.RecipesViewController()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        var ownerCalledBeforeClosure: [Bool] = []
        screen.manager.register(RecipeCell.self) { mapping in
            mapping.didSelect { [weak screen] cell, recipe, indexPath in ownerCalledBeforeClosure.append(screen?.selectedRows.isEmpty == false) }
        }
        screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        screen.tableView.layoutIfNeeded()
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(ownerCalledBeforeClosure == [false])
        #expect(screen.selectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func moveAndDeleteClosuresUpdateStorage() throws {
        let screen = ArticleScreen()
        screen.loadViewIfNeeded()
        screen.registerEditableRecipes()
        screen.manager.memoryStorage.setItems(["Soup", "Salad", "Stew"].map(Recipe.init))
        screen.tableView.layoutIfNeeded()
        try screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        try screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).first { $0.isDestructive }?.tap()
        let names = screen.manager.memoryStorage.items(inSection: 0)?.compactMap { ($0 as? Recipe)?.name }
        #expect(names == ["Stew", "Soup"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func weaklyCapturedOwnerIsFreedAndOpensRecipesWhileAlive() throws {
        var screen: OpeningRecipesViewController? = OpeningRecipesViewController()
        screen?.loadViewIfNeeded()
        screen?.tableView.layoutIfNeeded()
        try screen?.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(screen?.opened == [Recipe(name: "Soup")])
        weak let released = screen
        screen = nil
        #expect(released == nil)
    }
}

/// The post examples of the article, with the showcase's `Post` and `PostCell`.
@MainActor @Suite struct EventsArticlePostExampleTests {
    /// An owner with a `show(_:)` method, as in the article's capture example.
    final class PostsScreen: UIViewController, DTTableViewManageable {
        let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        private(set) var shown: [String] = []

        func show(_ post: Post) { shown.append(post.author) }

        func registerPosts() {
            manager.register(PostCell.self) { [weak self] mapping in
                mapping.didSelect { cell, post, indexPath in
                    self?.show(post)
                }
            }
        }
    }

    @Test func mappingClosuresReceiveTypedCellAndModel() throws {
        let screen = PostsScreen()
        screen.loadViewIfNeeded()
        screen.registerPosts()
        screen.manager.memoryStorage.setItems([FeedContent.firstPage[0]])
        screen.tableView.layoutIfNeeded()
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(screen.shown == ["Ada"])
    }

    @Test func mappingHeightClosureGetsTheTypedModel() throws {
        let screen = ArticleScreen.managed { manager in
            manager.register(PostCell.self) { mapping in
                mapping.didSelect { cell, post, indexPath in
                    // cell is a PostCell, post is a Post
                }
                mapping.heightForCell { post, indexPath in
                    post.containsVideo ? 240 : 80
                }
            }
            manager.memoryStorage.setItems(Array(FeedContent.firstPage.prefix(2)))
        }
        #expect(try screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 240)
    }

    @Test func managerLevelClosuresWithEmptyBodies() throws {
        let screen = ArticleScreen.managed { manager in
            manager.register(PostCell.self)
            manager.didSelect(PostCell.self) { cell, post, indexPath in }
            manager.heightForCell(withItem: Post.self) { post, indexPath in 80 }
            manager.memoryStorage.setItems([FeedContent.firstPage[0]])
        }
        #expect(try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    }

    @Test func managerLevelPostEventsAttachToPostCellMapping() throws {
        var selected: [String] = []
        let screen = ArticleScreen.managed { manager in
            manager.register(PostCell.self)
            manager.didSelect(PostCell.self) { cell, post, indexPath in selected.append(post.author) }
            manager.heightForCell(withItem: Post.self) { post, indexPath in 80 }
            manager.memoryStorage.setItems([FeedContent.firstPage[0]])
        }
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(selected == ["Ada"])
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    }
}
