import DTTableViewManager
import Testing

// Mirrors HeadlessUIKit.docc/TestingOnLinux.md.

@MainActor @Suite struct TestingOnLinuxArticleTests {
    @Test func swipeRevealsDeleteWhenDataSourceCommitsEdits() {
        let screen = ArticleScreen.shown { screen in
            screen.manager.register(RecipeCell.self) { mapping in
                mapping.commitEditingStyle { [unowned screen] style, cell, recipe, indexPath in
                    screen.manager.memoryStorage.removeItems(at: [indexPath])
                }
            }
            screen.manager.memoryStorage.setItems(["Soup", "Salad", "Stew"].map(Recipe.init))
        }
        let tableView = screen.tableView!
        let actions = tableView.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing)
        actions.first { $0.isDestructive }?.tap()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func collectedViolationsAreEmptyForConsistentUpdates() {
        let screen = ArticleScreen.shown { screen in
            screen.manager.register(RecipeCell.self)
            screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        let tableView = screen.tableView!
        var violations: [UITableView.ConsistencyViolation] = []
        tableView.consistencyViolationHandler = { violations.append($0) }
        screen.manager.memoryStorage.addItem(Recipe(name: "Salad"))
        #expect(violations.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func dequeueingUnregisteredIdentifierIsAViolation() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        var violations: [UITableView.ConsistencyViolation] = []
        tableView.consistencyViolationHandler = { violations.append($0) }
        _ = tableView.dequeueReusableCell(withIdentifier: "Nothing", for: IndexPath(row: 0, section: 0))
        #expect(violations.map(\.kind) == [.unregisteredReuseIdentifier])
    }

    @Test func responseCacheShowsWhichMethodsTheManagerImplements() {
        let screen = ArticleScreen.shown { screen in
            screen.manager.register(RecipeCell.self)
            screen.manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        #expect(screen.tableView.headlessCachedResponse(to: .heightForRowAt) == false)
        #expect(screen.tableView.headlessCachedResponse(to: .commitEditingStyleForRowAt) == false)
    }
}
