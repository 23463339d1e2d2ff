import DTTableViewManager
import Expectations
import Testing
@testable import Showcase

@MainActor @Suite struct TablePictureTests {
    @Test func postsWithVideoAreDrawnWithVideoPostCellByModelCondition() {
        let lines = TablePicture.lines(of: loadedFeedScreen().tableView)
        let grace = lines.first { $0.contains("Grace") }
        let ada = lines.first { $0.contains("Ada") }
        expectEqual(grace?.contains("VideoPostCell"), true)
        expectEqual(grace?.contains("[video 1:35]"), true)
        expectEqual(ada?.contains(" PostCell "), true)
    }

    @Test func headersFootersAndPlainSettingsCellsAreDrawn() {
        let screen = loadedFeedScreen()
        #expect(TablePicture.lines(of: screen.tableView).contains { $0.hasPrefix("[header] FEED") && $0.hasSuffix("SectionHeaderView") })
        screen.scrollToShow(IndexPath(row: 1, section: 1))
        let lines = TablePicture.lines(of: screen.tableView)
        #expect(lines.contains { $0.hasPrefix("[footer] End of feed") && $0.hasSuffix("UITableViewHeaderFooterView") })
        #expect(lines.contains { $0.contains("UITableViewCell Autoplay videos ✓") })
    }

    @Test func selectedRowAndCursorAreMarked() {
        let screen = loadedFeedScreen()
        screen.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let lines = TablePicture.lines(of: screen.tableView, cursor: IndexPath(row: 0, section: 0))
        #expect(lines.contains { $0.hasPrefix(" >  0.0") })
        #expect(lines.contains { $0.hasPrefix("  * 0.2") })
    }

    @Test func scrolledTableDrawsOnlyVisibleRows() {
        let screen = loadedFeedScreen()
        screen.scroll(toOffset: screen.tableView.contentSize.height - screen.tableView.bounds.height)
        let lines = TablePicture.lines(of: screen.tableView)
        #expect(!lines.contains { $0.contains(" 0.0 ") })
        #expect(lines.contains { $0.contains(" 1.1 ") })
        // The feed is still partly on screen, so its plain-style header floats at the top.
        #expect(lines.contains { $0.hasPrefix("[header] FEED") })
    }
}
