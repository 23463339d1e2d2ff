import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The upstream-era account screen, a `UITableViewController`, driven as a user drives it.
@MainActor @Suite struct AccountScreenTests {
    // Appearance proxies are process-wide: each test resets them before it ends.
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = AccountTableViewController()
        let navigation: UINavigationController

        init() {
            AccountTableViewController.applyAppearance()
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }
    }

    @Test func showsThreeTitledSectionsWithValue1Cells() throws {
        defer { UIView.headlessResetAppearance() }
        let shown = Shown()
        let table = try #require(shown.screen.tableView)
        expectEqual(table.style, .grouped)
        expectEqual(table.numberOfSections, 3)
        expectEqual(table.dataSource?.tableView(table, titleForHeaderInSection: 1), "Subscription")
        expectEqual(table.dataSource?.tableView(table, titleForFooterInSection: 2), "Deleting the account cannot be undone.")
        let email = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? AccountCell)
        expectEqual(email.textLabel?.text, "Email")
        expectEqual(email.detailTextLabel?.text, "ada@example.com")
        expectEqual(email.accessoryType, .disclosureIndicator)
        expectEqual(table.tableFooterView?.frame.height, 0)
        expectEqual(table.separatorColor, .separator)
        expectEqual(email.backgroundColor, .secondarySystemGroupedBackground)
        expectEqual(table.tintColor, .systemPurple)
        expectNotEqual(shown.navigation.navigationBar.tintColor, .systemPurple, "outside the account controller")
    }

    @Test func tappingARowOpensItAndDeselectsIt() throws {
        defer { UIView.headlessResetAppearance() }
        let shown = Shown()
        let table = try #require(shown.screen.tableView)
        #expect(try table.simulateTap(at: IndexPath(row: 0, section: 1)))
        expectEqual(shown.screen.openedRows, ["Plan"])
        expectNil(table.indexPathForSelectedRow)
    }

    @Test func pullingToRefreshReloadsAndEndsRefreshing() throws {
        defer { UIView.headlessResetAppearance() }
        let shown = Shown()
        let table = try #require(shown.screen.tableView)
        expectIdentical(table.refreshControl, shown.screen.refreshControl)
        #expect(table.simulatePullToRefresh())
        headlessTurnRunLoop()
        expectEqual(shown.screen.refreshCount, 2)
        expectEqual(shown.screen.refreshControl?.isRefreshing, false)
        let plan = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? AccountCell)
        expectEqual(plan.detailTextLabel?.text, "Family")
    }
}
