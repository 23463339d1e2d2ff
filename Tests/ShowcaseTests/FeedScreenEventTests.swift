import DTTableViewManager
import Testing
@testable import Showcase

/// The showcase screen's event closures, driven through HeadlessUIKit's simulated touches.
@MainActor @Suite struct FeedScreenEventTests {
    @Test func tappingVideoPostFiresDidSelectOfVideoPostMapping() throws {
        let screen = loadedFeedScreen()
        #expect(try screen.tap(at: IndexPath(row: 1, section: 0)))
        #expect(screen.log.drain().events == ["didSelect VideoPostCell Grace at 0.1"])
        #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func heightsComeFromEachMappingsHeightClosure() {
        let screen = loadedFeedScreen()
        let tableView = screen.tableView!
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).height == 44)
        #expect(tableView.rectForHeader(inSection: 0).height == 32)
        #expect(tableView.rectForFooter(inSection: 0).height == 28)
    }

    @Test func swipeToDeleteCommitsDeletionAndAnimatesIt() throws {
        let screen = loadedFeedScreen()
        #expect(try screen.swipeToDelete(at: IndexPath(row: 2, section: 0)))
        let recorded = screen.log.drain()
        #expect(recorded.events.first == "commitEditingStyle delete PostCell Alan at 0.2")
        #expect(recorded.batchUpdates == ["delete row 0.2"])
        #expect(screen.storedAuthors == ["Ada", "Grace", "Edsger", "Barbara", "Donald"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 5)
    }

    @Test func draggingPostWithinFeedMovesItInStorageWithoutBatchUpdate() throws {
        let screen = loadedFeedScreen()
        let destination = try screen.move(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(destination == IndexPath(row: 3, section: 0))
        let recorded = screen.log.drain()
        #expect(recorded.events == ["moveRowTo PostCell Alan from 0.2 to 0.3"])
        #expect(recorded.batchUpdates.isEmpty)
        #expect(screen.storedAuthors == ["Ada", "Grace", "Edsger", "Alan", "Barbara", "Donald"])
    }

    @Test func draggingPostIntoSettingsIsRetargetedToEndOfFeed() throws {
        let screen = loadedFeedScreen()
        let destination = try screen.move(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
        #expect(destination == IndexPath(row: 5, section: 0))
        #expect(screen.storedAuthors == ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Alan"])
        #expect(screen.manager.memoryStorage.numberOfItems(inSection: 1) == 2)
    }

    @Test func settingsCannotBeDeletedOrMoved() throws {
        let screen = loadedFeedScreen()
        screen.scrollToShow(IndexPath(row: 1, section: 1))
        #expect(try screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 1), edge: .trailing).isEmpty)
        #expect(try screen.move(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 1)) == nil)
        #expect(screen.manager.memoryStorage.items(inSection: 1)?.compactMap { ($0 as? SettingsItem)?.title } == ["Autoplay videos", "Show previews"])
    }

    @Test func tappingSettingSwitchesItAndLeavesNothingSelected() throws {
        let screen = loadedFeedScreen()
        let indexPath = IndexPath(row: 1, section: 1)
        screen.scrollToShow(indexPath)
        try screen.tap(at: indexPath)
        #expect(screen.manager.memoryStorage.item(at: indexPath) as? SettingsItem == SettingsItem(title: "Show previews", isOn: true))
        #expect(screen.tableView.cellForRow(at: indexPath)?.accessoryType == .checkmark)
        #expect(screen.tableView.indexPathsForSelectedRows ?? [] == [])
        #expect(screen.log.drain().batchUpdates == ["update row 1.1"])
    }

    @Test func draggingRowPastCellOfAnotherClassRunsItsMoveClosure() throws {
        let screen = loadedFeedScreen()
        try screen.move(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(screen.storedAuthors == ["Grace", "Alan", "Ada", "Edsger", "Barbara", "Donald"])
        #expect(screen.log.drain().events == ["moveRowTo PostCell Ada from 0.0 to 0.2"])
    }
}

/// Replacing the feed through the differ.
@MainActor @Suite struct FeedRefreshTests {
    @Test func refreshIsOneAnimatedBatchUpdateNotAReload() {
        let screen = loadedFeedScreen()
        screen.refreshFeed()
        let recorded = screen.log.drain()
        #expect(recorded.batchUpdates.count == 1)
        #expect(recorded.batchUpdates.first != "reloadData()")
        #expect(!recorded.events.contains { $0.hasPrefix("consistency violation") })
        #expect(screen.storedAuthors == FeedContent.refreshedPage.map(\.author))
    }

    @Test func refreshAfterEditsStillLandsOnRefreshedPage() throws {
        let screen = loadedFeedScreen()
        try screen.swipeToDelete(at: IndexPath(row: 0, section: 0))
        try screen.move(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        _ = screen.log.drain()
        screen.refreshFeed()
        #expect(screen.storedAuthors == FeedContent.refreshedPage.map(\.author))
        #expect(screen.tableView.numberOfRows(inSection: 0) == FeedContent.refreshedPage.count)
        let alan = screen.manager.memoryStorage.item(at: IndexPath(row: 3, section: 0)) as? Post
        #expect(alan?.text == "Can machines think? (revised)")
        #expect(!screen.log.drain().events.contains { $0.hasPrefix("consistency violation") })
    }

    @Test func refreshingTwiceChangesNothingTheSecondTime() {
        let screen = loadedFeedScreen()
        screen.refreshFeed()
        _ = screen.log.drain()
        screen.refreshFeed()
        #expect(screen.log.drain().batchUpdates.isEmpty)
    }
}
