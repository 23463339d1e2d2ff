import DTTableViewManager
import Testing
@testable import Showcase

@MainActor @Suite struct TablePictureTests {
    private func loadedScreen() -> FeedViewController {
        let screen = FeedViewController(nibName: nil, bundle: nil)
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        return screen
    }

    @Test func postsWithVideoAreDrawnWithVideoPostCellByModelCondition() {
        let lines = TablePicture.lines(of: loadedScreen().tableView)
        let grace = lines.first { $0.contains("Grace") }
        let ada = lines.first { $0.contains("Ada") }
        #expect(grace?.contains("VideoPostCell") == true)
        #expect(grace?.contains("[video 1:35]") == true)
        #expect(ada?.contains(" PostCell ") == true)
    }

    @Test func headersFootersAndPlainSettingsCellsAreDrawn() {
        let lines = TablePicture.lines(of: loadedScreen().tableView)
        #expect(lines.contains { $0.hasPrefix("[header] FEED") && $0.hasSuffix("SectionHeaderView") })
        #expect(lines.contains { $0.hasPrefix("[footer] End of feed") && $0.hasSuffix("UITableViewHeaderFooterView") })
        #expect(lines.contains { $0.contains("UITableViewCell Autoplay videos ✓") })
    }

    @Test func selectedRowAndCursorAreMarked() {
        let screen = loadedScreen()
        screen.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let lines = TablePicture.lines(of: screen.tableView, cursor: IndexPath(row: 0, section: 0))
        #expect(lines.contains { $0.hasPrefix(" >  0.0") })
        #expect(lines.contains { $0.hasPrefix("  * 0.2") })
    }

    @Test func scrolledTableDrawsOnlyVisibleRows() {
        let screen = loadedScreen()
        screen.scroll(toOffset: screen.tableView.contentSize.height - screen.tableView.bounds.height)
        let lines = TablePicture.lines(of: screen.tableView)
        #expect(!lines.contains { $0.hasPrefix("[header] FEED") })
        #expect(lines.contains { $0.contains(" 1.1 ") })
    }
}
