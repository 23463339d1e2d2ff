import DTTableViewManager
import Testing
@testable import Showcase

// Mirrors DTTableViewManager.docc/ReactingToEvents.md.

final class ForwardingRecipesViewController: UIViewController, DTTableViewManageable, UITableViewDelegate {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    var calls: [String] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("owner didSelect \(indexPath.row)")
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
        let screen = ArticleScreen.shown { screen in
            screen.manager.register(RecipeCell.self)
            screen.manager.didSelect(RecipeCell.self) { cell, recipe, indexPath in selected.append(recipe.name) }
            screen.manager.heightForCell(withItem: Recipe.self) { recipe, indexPath in 60 }
            screen.manager.shouldUpdateFocus { context in true }
            screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(selected == ["Soup"])
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    }

    @Test func tableCallsOnlyMethodsWithClosures() {
        let screen = ArticleScreen.shown { screen in
            screen.manager.register(RecipeCell.self)
            screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        #expect(screen.tableView.headlessCachedResponse(to: .heightForRowAt) == false)
        screen.manager.heightForCell(withItem: Recipe.self) { _, _ in 60 }
        #expect(screen.tableView.headlessCachedResponse(to: .heightForRowAt) == true)
    }

    @Test func ownerMethodRunsAfterMappingClosure() throws {
        let screen = ForwardingRecipesViewController()
        screen.loadViewIfNeeded()
        screen.manager.register(RecipeCell.self) { mapping in
            mapping.didSelect { [weak screen] cell, recipe, indexPath in screen?.calls.append("closure \(recipe.name)") }
        }
        screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        screen.tableView.layoutIfNeeded()
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(screen.calls == ["closure Soup", "owner didSelect 0"])
    }

    @Test func moveAndDeleteClosuresUpdateStorage() throws {
        let screen = ArticleScreen()
        screen.loadViewIfNeeded()
        screen.manager.register(RecipeCell.self) { [weak screen] mapping in
            mapping.moveRowTo { destination, cell, recipe, source in
                screen?.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
            }
            mapping.commitEditingStyle { style, cell, recipe, indexPath in
                guard style == .delete else { return }
                screen?.manager.memoryStorage.removeItems(at: [indexPath])
            }
        }
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
                mapping.heightForCell { post, indexPath in
                    post.containsVideo ? 240 : 80
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
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    }

    @Test func managerLevelPostEventsAttachToPostCellMapping() throws {
        var selected: [String] = []
        let screen = ArticleScreen.shown { screen in
            screen.manager.register(PostCell.self)
            screen.manager.didSelect(PostCell.self) { cell, post, indexPath in selected.append(post.author) }
            screen.manager.heightForCell(withItem: Post.self) { post, indexPath in 80 }
            screen.manager.memoryStorage.setItems([FeedContent.firstPage[0]])
        }
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(selected == ["Ada"])
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
    }
}
