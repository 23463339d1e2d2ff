import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The Swift 5-mode screens compile and behave as on iOS.
@MainActor @Suite struct UpstreamEraScreenTests {
    @Test func screensFromAnEnumComputedPropertyAreCreatedAndManaged() throws {
        let screens = Route.allCases.map(\.controller)
        let articles = try #require(screens.first as? ArticlesViewController)
        articles.loadViewIfNeeded()
        #expect(articles.manager.isManagingTableView)
        expectIdentical(articles.tableView.dataSource, articles.manager.tableDataSource)
    }

    @Test func presenterWithoutIsolationFillsTheTable() {
        let screen = ArticlesViewController()
        screen.loadViewIfNeeded()
        let presenter = ArticlesPresenter()
        presenter.view = screen
        presenter.present(["One", "Two"])
        screen.tableView.layoutIfNeeded()
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 2)
        expectEqual(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Two")
    }

    @Test func selectingARowRunsTheMappingsClosureOnce() throws {
        let screen = ArticlesViewController()
        screen.loadViewIfNeeded()
        screen.show([Article(title: "Only")])
        screen.tableView.layoutIfNeeded()
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(screen.selectedTitles, ["Only"])
    }

    @Test func deinitDetachingTheDelegateReleasesTheScreen() {
        weak var released: ArticlesViewController?
        do {
            let screen = ArticlesViewController()
            screen.loadViewIfNeeded()
            screen.show([Article(title: "Gone")])
            released = screen
        }
        expectNil(released)
    }

    @Test func notificationObserverOnTheMainQueueReloadsTheTable() async {
        let screen = ArticlesViewController()
        screen.loadViewIfNeeded()
        // Posted off the main actor, as a model layer would; the observer runs on the main queue.
        await Task.detached { NotificationCenter.default.post(name: .articlesDidChange, object: nil) }.value
        for _ in 0..<1000 where screen.reloadCount == 0 {
            await Task.yield()
        }
        expectEqual(screen.reloadCount, 1)
    }

    @Test func workDispatchedToTheMainQueueRuns() async {
        let screen = ArticlesViewController()
        screen.loadViewIfNeeded()
        screen.showLater([Article(title: "Later")])
        for _ in 0..<1000 where screen.tableView.numberOfSections == 0 {
            await Task.yield()
        }
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 1)
    }
}
