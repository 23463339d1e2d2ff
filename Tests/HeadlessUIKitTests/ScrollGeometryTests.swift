import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// Content offsets stay within the content as UIKit keeps them, insets included.
@MainActor @Suite struct ScrollGeometryTests {
    /// 20 rows of 44 points (880) under 400 points of bounds.
    private func fixture() -> TableFixture {
        let fixture = TableFixture(sections: [ListDataSource.rows(20)], height: 400)
        fixture.tableView.rowHeight = 44
        fixture.tableView.layoutIfNeeded()
        return fixture
    }

    /// The headless screen has no safe area from bars (REMAINING_UIKIT, "Safe area"): a table
    /// controller in a navigation controller starts under the 44-point bar, where UIKit insets it
    /// below the bar; a test that needs its rows below the bar insets it by hand, as the article
    /// says.
    @Test func tableUnderANavigationBarIsInsetByHandWhereUIKitInsetsItItself() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UITableViewController(style: .plain)
        let dataSource = ListDataSource(sections: [ListDataSource.rows(30)])
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        list.tableView.dataSource = dataSource
        list.tableView.rowHeight = 44
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        func firstRowTopInWindow() -> CGFloat {
            list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: window).minY
        }
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(list.tableView.adjustedContentInset.top == 0)
        #expect(firstRowTopInWindow() == 0)

        list.tableView.contentInset.top = bar.frame.height
        list.tableView.contentOffset.y = -bar.frame.height
        window.layoutIfNeeded()

        #expect(list.tableView.adjustedContentInset.top == 44)
        #expect(firstRowTopInWindow() == bar.frame.maxY)
        #expect(list.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    }

    @Test func deletingRowsWhileScrolledToTheBottomMovesTheOffsetToTheNewBottom() {
        let fixture = fixture()
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 480)
        fixture.tableView.layoutIfNeeded()
        fixture.dataSource.sections[0].removeLast(5)
        fixture.tableView.deleteRows(at: (15..<20).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.contentSize.height == 660)
        #expect(fixture.tableView.contentOffset.y == 260)
        #expect(fixture.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 14, section: 0))
    }

    @Test func reloadingShorterContentMovesTheOffsetToTheTopWhenEverythingFits() {
        let fixture = fixture()
        fixture.tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 300)
        fixture.dataSource.sections[0] = ListDataSource.rows(3)
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.contentOffset.y == -20)
    }

    @Test func growingContentKeepsTheOffset() {
        let fixture = fixture()
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 480)
        fixture.dataSource.sections[0] += ListDataSource.rows(5)
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.contentSize.height == 1100)
        #expect(fixture.tableView.contentOffset.y == 480)
    }

    @Test func scrollingToRowsNearTheEdgesStaysWithinTheInsetContent() {
        let fixture = fixture()
        fixture.tableView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 50, right: 0)
        #expect(fixture.tableView.contentInsetAdjustmentBehavior == .automatic)
        #expect(fixture.tableView.adjustedContentInset == fixture.tableView.contentInset)
        fixture.tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(fixture.tableView.contentOffset.y == CGFloat(880 + 50 - 400))
        fixture.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(fixture.tableView.contentOffset.y == -30)
        fixture.tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(fixture.tableView.contentOffset.y == CGFloat(440 - 30), "the row is at the top of the visible area, under the inset")
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY == 440)
    }
}
