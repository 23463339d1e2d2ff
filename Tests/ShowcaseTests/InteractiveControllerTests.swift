import DTTableViewManager
import Expectations
import Testing
@testable import Showcase

/// Key sequences fed to the interactive controller, without a terminal.
@MainActor @Suite struct InteractiveControllerTests {
    @Test func cursorStartsOnFirstRow() {
        let controller = InteractiveController()
        expectEqual(controller.cursor, IndexPath(row: 0, section: 0))
    }

    @Test func downArrowsCrossIntoNextSectionAndScrollToKeepCursorVisible() {
        let controller = InteractiveController()
        let rowsInFeed = controller.screen.tableView.numberOfRows(inSection: 0)
        for _ in 0..<(rowsInFeed + 1) {
            expectEqual(controller.handle(.down), .redraw)
        }
        let cursor = IndexPath(row: 1, section: 1)
        expectEqual(controller.cursor, cursor)
        expectEqual(controller.screen.tableView.indexPathsForVisibleRows?.contains(cursor), true)
        #expect(controller.screenText.contains("> "))
    }

    @Test func cursorStopsAtFirstAndLastRow() {
        let controller = InteractiveController()
        _ = controller.handle(.up)
        expectEqual(controller.cursor, IndexPath(row: 0, section: 0))
        for _ in 0..<20 { _ = controller.handle(.down) }
        let tableView = controller.screen.tableView!
        let lastSection = tableView.numberOfSections - 1
        expectEqual(controller.cursor, IndexPath(row: tableView.numberOfRows(inSection: lastSection) - 1, section: lastSection))
    }

    @Test func enterSelectsRowUnderCursor() {
        let controller = InteractiveController()
        _ = controller.handle(.down)
        _ = controller.handle(.enter)
        expectEqual(controller.screen.tableView.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
        #expect(controller.screenText.contains(">* 0.1"))
    }

    @Test func refreshReplacesFeedAndKeepsCursorOnExistingRow() throws {
        let controller = InteractiveController()
        for _ in 0..<5 { _ = controller.handle(.down) }
        _ = controller.handle(.character("r"))
        let authors = controller.screen.manager.memoryStorage.items(inSection: 0)?.compactMap { ($0 as? Post)?.author }
        expectEqual(authors, FeedContent.refreshedPage.map(\.author))
        let cursor = try #require(controller.cursor)
        #expect(controller.screen.tableView.numberOfRows(inSection: cursor.section) > cursor.row)
    }

    @Test func scrollingBackUpToTheFirstRowShowsTheSectionHeaderAgain() {
        let controller = InteractiveController()
        let tableView = controller.screen.tableView!
        for _ in 0..<8 { _ = controller.handle(.down) }
        #expect(tableView.contentOffset.y > 0)
        for _ in 0..<8 { _ = controller.handle(.up) }
        expectEqual(controller.cursor, IndexPath(row: 0, section: 0))
        #expect(tableView.contentOffset.y <= tableView.rectForHeader(inSection: 0).minY)
        #expect(controller.screenText.contains("FEED"))
    }

    @Test func screenFittedToAShortTerminalKeepsTheKeyHelpAndTheTable() {
        let controller = InteractiveController()
        _ = controller.handle(.enter)
        let full = controller.screenText
        let fitted = controller.screenText(fittingWidth: 200, height: 12)
        let lines = fitted.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.count, 12)
        expectEqual(lines.first.map(String.init), InteractiveController.keyHelp)
        #expect(lines[2].hasPrefix("== Tap row 0.0 =="))
        #expect(lines[3].contains("hidden"))
        #expect(full.hasSuffix(lines.suffix(8).joined(separator: "\n") + "\n"))
        expectEqual(controller.screenText(fittingWidth: 200, height: 500) + "\n", full)
    }

    @Test func qAndControlCQuit() {
        let controller = InteractiveController()
        expectEqual(controller.handle(.character("q")), .quit)
        expectEqual(controller.handle(.interrupt), .quit)
    }

    @Test func unboundKeysChangeNothing() {
        let controller = InteractiveController()
        let before = controller.screenText
        expectEqual(controller.handle(.character("x")), .redraw)
        expectEqual(controller.screenText, before)
        expectEqual(controller.cursor, IndexPath(row: 0, section: 0))
    }
}

/// Keys that edit the feed through the screen's event closures.
@MainActor @Suite struct InteractiveEditingKeyTests {
    @Test func dDeletesRowUnderCursorAndCursorStaysOnNextRow() {
        let controller = InteractiveController()
        _ = controller.handle(.down)
        _ = controller.handle(.character("d"))
        expectEqual(controller.screen.storedAuthors, ["Ada", "Alan", "Edsger", "Barbara", "Donald"])
        expectEqual(controller.cursor, IndexPath(row: 1, section: 0))
        #expect(controller.screenText.contains("== Delete row 0.1 =="))
    }

    @Test func dOnLastFeedRowMovesCursorUp() {
        let controller = InteractiveController()
        for _ in 0..<5 { _ = controller.handle(.down) }
        _ = controller.handle(.character("d"))
        expectEqual(controller.cursor, IndexPath(row: 4, section: 0))
    }

    @Test func dOnSettingReportsItCannotBeDeleted() {
        let controller = InteractiveController()
        for _ in 0..<6 { _ = controller.handle(.down) }
        _ = controller.handle(.character("d"))
        expectEqual(controller.screen.manager.memoryStorage.numberOfItems(inSection: 1), 2)
        #expect(controller.screenText.contains("row 1.0 cannot be deleted"))
    }

    @Test func mOnTheLastRowOfASectionLeavesItWhereItIs() {
        let controller = InteractiveController()
        let before = controller.screen.storedAuthors
        for _ in 0..<5 { _ = controller.handle(.down) }
        _ = controller.handle(.character("m"))
        expectEqual(controller.screen.storedAuthors, before)
        expectEqual(controller.cursor, IndexPath(row: 5, section: 0))
        #expect(controller.screenText.contains("row 0.5 is the last of its section and cannot move further down"))
    }

    @Test func mMovesRowDownAndCursorFollowsIt() {
        let controller = InteractiveController()
        _ = controller.handle(.down)
        _ = controller.handle(.down)
        _ = controller.handle(.character("m"))
        expectEqual(controller.screen.storedAuthors, ["Ada", "Grace", "Edsger", "Alan", "Barbara", "Donald"])
        expectEqual(controller.cursor, IndexPath(row: 3, section: 0))
    }
}
