import DTTableViewManager
import Expectations
import Testing
@testable import Showcase

/// The showcase screen's event closures, driven through HeadlessUIKit's simulated touches.
@MainActor @Suite struct FeedScreenEventTests {
    @Test func tappingVideoPostFiresDidSelectOfVideoPostMapping() throws {
        let screen = loadedFeedScreen()
        #expect(try screen.tap(at: IndexPath(row: 1, section: 0)))
        expectEqual(screen.log.drain().events, ["didSelect VideoPostCell Grace at 0.1"])
        expectEqual(screen.tableView.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
    }

    @Test func heightsComeFromEachMappingsHeightClosure() {
        let screen = loadedFeedScreen()
        let tableView = screen.tableView!
        expectEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 60)
        expectEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 100)
        expectEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).height, 44)
        expectEqual(tableView.rectForHeader(inSection: 0).height, 32)
        expectEqual(tableView.rectForFooter(inSection: 0).height, 28)
    }

    @Test func swipeToDeleteCommitsDeletionAndAnimatesIt() throws {
        let screen = loadedFeedScreen()
        #expect(try screen.swipeToDelete(at: IndexPath(row: 2, section: 0)))
        let recorded = screen.log.drain()
        expectEqual(recorded.events.first, "commitEditingStyle delete PostCell Alan at 0.2")
        expectEqual(recorded.batchUpdates, ["delete row 0.2"])
        expectEqual(screen.storedAuthors, ["Ada", "Grace", "Edsger", "Barbara", "Donald"])
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 5)
    }

    @Test func draggingPostWithinFeedMovesItInStorageWithoutBatchUpdate() throws {
        let screen = loadedFeedScreen()
        let destination = try screen.move(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 3, section: 0))
        expectEqual(destination, IndexPath(row: 3, section: 0))
        let recorded = screen.log.drain()
        expectEqual(recorded.events, ["moveRowTo PostCell Alan from 0.2 to 0.3"])
        #expect(recorded.batchUpdates.isEmpty)
        expectEqual(screen.storedAuthors, ["Ada", "Grace", "Edsger", "Alan", "Barbara", "Donald"])
    }

    @Test func draggingPostIntoSettingsIsRetargetedToEndOfFeed() throws {
        let screen = loadedFeedScreen()
        let destination = try screen.move(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
        expectEqual(destination, IndexPath(row: 5, section: 0))
        expectEqual(screen.storedAuthors, ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Alan"])
        expectEqual(screen.manager.memoryStorage.numberOfItems(inSection: 1), 2)
    }

    @Test func settingsCannotBeDeletedOrMoved() throws {
        let screen = loadedFeedScreen()
        screen.scrollToShow(IndexPath(row: 1, section: 1))
        #expect(try screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 1), edge: .trailing).isEmpty)
        try expectNil(screen.move(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 1)))
        expectEqual(screen.manager.memoryStorage.items(inSection: 1)?.compactMap { ($0 as? SettingsItem)?.title }, ["Autoplay videos", "Show previews"])
    }

    @Test func tappingSettingSwitchesItAndLeavesNothingSelected() throws {
        let screen = loadedFeedScreen()
        let indexPath = IndexPath(row: 1, section: 1)
        screen.scrollToShow(indexPath)
        try screen.tap(at: indexPath)
        expectEqual(screen.manager.memoryStorage.item(at: indexPath) as? SettingsItem, SettingsItem(title: "Show previews", isOn: true))
        expectEqual(screen.tableView.cellForRow(at: indexPath)?.accessoryType, .checkmark)
        expectEqual(screen.tableView.indexPathsForSelectedRows ?? [], [])
        expectEqual(screen.log.drain().batchUpdates, ["update row 1.1"])
    }

    @Test func draggingRowPastCellOfAnotherClassRunsItsMoveClosure() throws {
        let screen = loadedFeedScreen()
        try screen.move(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(screen.storedAuthors, ["Grace", "Alan", "Ada", "Edsger", "Barbara", "Donald"])
        expectEqual(screen.log.drain().events, ["moveRowTo PostCell Ada from 0.0 to 0.2"])
    }
}

/// Replacing the feed through the differ.
@MainActor @Suite struct FeedRefreshTests {
    @Test func refreshIsOneAnimatedBatchUpdateNotAReload() {
        let screen = loadedFeedScreen()
        screen.refreshFeed()
        let recorded = screen.log.drain()
        expectEqual(recorded.batchUpdates.count, 1)
        expectNotEqual(recorded.batchUpdates.first, "reloadData()")
        #expect(!recorded.events.contains { $0.hasPrefix("consistency violation") })
        expectEqual(screen.storedAuthors, FeedContent.refreshedPage.map(\.author))
    }

    @Test func refreshAfterEditsStillLandsOnRefreshedPage() throws {
        let screen = loadedFeedScreen()
        try screen.swipeToDelete(at: IndexPath(row: 0, section: 0))
        try screen.move(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        _ = screen.log.drain()
        screen.refreshFeed()
        expectEqual(screen.storedAuthors, FeedContent.refreshedPage.map(\.author))
        expectEqual(screen.tableView.numberOfRows(inSection: 0), FeedContent.refreshedPage.count)
        let alan = screen.manager.memoryStorage.item(at: IndexPath(row: 3, section: 0)) as? Post
        expectEqual(alan?.text, "Can machines think? (revised)")
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
