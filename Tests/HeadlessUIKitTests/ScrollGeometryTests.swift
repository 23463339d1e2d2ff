import Expectations
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

    /// A list controller with 30 rows of 44 points in a navigation controller on screen.
    private func listInNavigation(
        _ list: UIViewController, table: UITableView
    ) -> (window: UIWindow, navigation: UINavigationController, dataSource: ListDataSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let dataSource = ListDataSource(sections: [ListDataSource.rows(30)])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = dataSource
        table.rowHeight = 44
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, dataSource)
    }

    /// Apple: with `.automatic`, content is always adjusted vertically when the scroll view is
    /// the view of a controller shown by a navigation controller; the view extends under the
    /// bar, whose height is its safe area. The table starts scrolled to its top, below the bar.
    @Test func tableInANavigationControllerStartsBelowTheBar() {
        let list = UITableViewController(style: .plain)
        let (window, navigation, _) = listInNavigation(list, table: list.tableView)
        let table = list.tableView!
        func firstRowTopInWindow() -> CGFloat {
            table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window).minY
        }
        expectEqual(table.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(table.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        expectEqual(table.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        expectEqual(table.contentOffset.y, -44)
        expectEqual(firstRowTopInWindow(), navigation.navigationBar.frame.maxY)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 18, section: 0))

        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        expectEqual(table.adjustedContentInset.bottom, navigation.toolbar.frame.height)

        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        expectEqual(table.adjustedContentInset.top, 0)
        expectEqual(table.contentOffset.y, 0)
        withExtendedLifetime(window) {}
    }

    @Test func neverAdjustingLeavesTheRowsUnderTheBar() {
        let list = UITableViewController(style: .plain)
        list.tableView.contentInsetAdjustmentBehavior = .never
        let (window, _, _) = listInNavigation(list, table: list.tableView)
        expectEqual(list.tableView.safeAreaInsets.top, 44)
        expectEqual(list.tableView.adjustedContentInset, .zero)
        expectEqual(list.tableView.contentOffset.y, 0)
        withExtendedLifetime(window) {}
    }

    /// A table pinned to the edges of the controller's view overlaps the bar and is inset by
    /// it; pinned to the safe area, it starts below the bar and is not.
    @Test(arguments: [false, true])
    func pinnedTableIsInsetByTheBarItOverlaps(pinnedToSafeArea: Bool) {
        let screen = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(table)
        let top = pinnedToSafeArea ? screen.view.safeAreaLayoutGuide.topAnchor : screen.view.topAnchor
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: top),
            table.bottomAnchor.constraint(equalTo: screen.view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
        ])
        let (window, navigation, _) = listInNavigation(screen, table: table)
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(table.frame.minY == (pinnedToSafeArea ? barBottom : 0))
        #expect(table.adjustedContentInset.top == (pinnedToSafeArea ? 0 : barBottom))
        expectEqual(table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window).minY, barBottom)
        withExtendedLifetime(window) {}
    }

    @Test func deletingRowsWhileScrolledToTheBottomMovesTheOffsetToTheNewBottom() {
        let fixture = fixture()
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 480)
        fixture.tableView.layoutIfNeeded()
        fixture.dataSource.sections[0].removeLast(5)
        fixture.tableView.deleteRows(at: (15..<20).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.contentSize.height, 660)
        expectEqual(fixture.tableView.contentOffset.y, 260)
        expectEqual(fixture.tableView.indexPathsForVisibleRows?.last, IndexPath(row: 14, section: 0))
    }

    @Test func reloadingShorterContentMovesTheOffsetToTheTopWhenEverythingFits() {
        let fixture = fixture()
        fixture.tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 300)
        fixture.dataSource.sections[0] = ListDataSource.rows(3)
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.contentOffset.y, -20)
    }

    @Test func growingContentKeepsTheOffset() {
        let fixture = fixture()
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 480)
        fixture.dataSource.sections[0] += ListDataSource.rows(5)
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.contentSize.height, 1100)
        expectEqual(fixture.tableView.contentOffset.y, 480)
    }

    @Test func scrollingToRowsNearTheEdgesStaysWithinTheInsetContent() {
        let fixture = fixture()
        fixture.tableView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 50, right: 0)
        expectEqual(fixture.tableView.contentInsetAdjustmentBehavior, .automatic)
        expectEqual(fixture.tableView.adjustedContentInset, fixture.tableView.contentInset)
        fixture.tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        expectEqual(fixture.tableView.contentOffset.y, CGFloat(880 + 50 - 400))
        fixture.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        expectEqual(fixture.tableView.contentOffset.y, -30)
        fixture.tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        expectEqual(fixture.tableView.contentOffset.y, CGFloat(440 - 30), "the row is at the top of the visible area, under the inset")
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.tableView.cellForRow(at: IndexPath(row: 10, section: 0))?.frame.minY, 440)
    }
}
