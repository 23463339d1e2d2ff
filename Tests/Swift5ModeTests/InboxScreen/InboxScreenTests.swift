import Expectations
import Foundation
import Testing
import UIKit

/// The inbox built on Apple's diffable data source, in a navigation controller, driven the way a
/// user drives it: taps, swipes from either edge, typing in the search field and picking a scope.
@MainActor @Suite struct InboxScreenTests {
    static func messages() -> [InboxMessage] {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        return [
            InboxMessage(sender: "Ada", subject: "Engine notes", preview: "Attached", receivedAt: now, isPinned: true),
            InboxMessage(sender: "Grace", subject: "Compiler", preview: "It works", receivedAt: now - 60, isRead: true),
            InboxMessage(sender: "Alan", subject: "Tea?", preview: "4pm", receivedAt: now - 120, isFlagged: true),
            InboxMessage(sender: "Barbara", subject: "Abstraction", preview: "Draft", receivedAt: now - 180, isRead: true),
        ]
    }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = InboxViewController(messages: InboxScreenTests.messages())
        let navigation: UINavigationController
        var table: UITableView { screen.tableView }

        init() {
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func content(_ row: Int, _ section: Int) -> UIListContentConfiguration? {
            table.cellForRow(at: IndexPath(row: row, section: section))?.contentConfiguration as? UIListContentConfiguration
        }

        /// The senders shown, section by section.
        var senders: [[String]] {
            (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).compactMap { content($0, section)?.text }
            }
        }

        var sectionTitles: [String?] {
            (0..<table.numberOfSections).map { screen.dataSource.tableView(table, titleForHeaderInSection: $0) }
        }

        func message(from sender: String) -> InboxMessage? {
            screen.messages.values.first { $0.sender == sender }
        }
    }

    @Test func messagesAppearInPinnedAndRecentSectionsWithSubtitleCells() throws {
        let shown = Shown()
        #expect(shown.navigation.navigationBar.prefersLargeTitles)
        expectEqual(shown.screen.navigationItem.largeTitleDisplayMode, .always)
        expectIdentical(shown.screen.navigationItem.searchController, shown.screen.searchController)
        expectEqual(shown.table.style, .insetGrouped)
        // Pinned to the safe area, which the navigation bar covers the top of.
        expectEqual(shown.screen.view.safeAreaInsets.top, shown.navigation.navigationBar.frame.maxY)
        expectEqual(shown.table.frame, shown.screen.view.bounds.inset(by: shown.screen.view.safeAreaInsets))
        expectEqual(shown.senders, [["Ada"], ["Grace", "Alan", "Barbara"]])
        expectEqual(shown.sectionTitles, ["Pinned", "Recent"])
        expectEqual(shown.screen.dataSource.defaultRowAnimation, .fade)

        let ada = try #require(shown.content(0, 0))
        expectEqual(ada.secondaryText, "Engine notes")
        expectEqual(ada.secondaryTextProperties.numberOfLines, 2)
        expectEqual(ada.image?.headlessName, "envelope.badge")
        let alan = try #require(shown.content(1, 1))
        expectEqual(alan.imageProperties.tintColor, .systemOrange)

        let unread = try #require(shown.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual(unread.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
        let read = try #require(shown.table.cellForRow(at: IndexPath(row: 0, section: 1)))
        expectNotEqual(read.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
    }

    @Test func tappingAnUnreadMessageOpensItAndReconfiguresItsRowAsRead() throws {
        let shown = Shown()
        let cellBefore = shown.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(try shown.table.simulateTap(at: IndexPath(row: 0, section: 0)))
        headlessTurnRunLoop()
        expectEqual(shown.screen.openedMessage?.sender, "Ada")
        expectEqual(shown.message(from: "Ada")?.isRead, true)
        expectNil(shown.table.indexPathForSelectedRow)
        // Reconfiguring keeps the cell and runs the cell provider on it again.
        expectIdentical(shown.table.cellForRow(at: IndexPath(row: 0, section: 0)), cellBefore)
        expectEqual(shown.content(0, 0)?.image?.headlessName, "envelope.open")
        expectNotEqual(cellBefore?.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
    }

    @Test func theLeadingSwipeTogglesReadAndTheTrailingSwipeFlagsAndDeletes() throws {
        let shown = Shown()
        let grace = IndexPath(row: 0, section: 1)
        let leading = try shown.table.simulateSwipe(at: grace, edge: .leading)
        expectEqual(leading.map(\.title), ["Unread"])
        leading[0].tap()
        headlessTurnRunLoop()
        expectEqual(shown.message(from: "Grace")?.isRead, false)
        expectEqual(shown.content(0, 1)?.image?.headlessName, "envelope.badge")

        let trailing = try shown.table.simulateSwipe(at: IndexPath(row: 1, section: 1), edge: .trailing)
        expectEqual(trailing.map(\.title), ["Delete", "Unflag"])
        expectEqual(trailing.map(\.isDestructive), [true, false])
        trailing[1].tap()
        expectEqual(shown.message(from: "Alan")?.isFlagged, false)

        let delete = try shown.table.simulateSwipe(at: IndexPath(row: 1, section: 1), edge: .trailing)
        delete[0].tap()
        headlessTurnRunLoop()
        expectNil(shown.message(from: "Alan"))
        expectEqual(shown.senders, [["Ada"], ["Grace", "Barbara"]])
    }

    @Test func pinnedMessagesCannotBeSwipedAway() throws {
        let shown = Shown()
        let pinned = IndexPath(row: 0, section: 0)
        expectEqual(shown.screen.dataSource.tableView(shown.table, canEditRowAt: pinned), false)
        #expect(try shown.table.simulateSwipe(at: pinned, edge: .trailing).isEmpty)
        #expect(try shown.table.simulateSwipe(at: pinned, edge: .leading).isEmpty)
    }

    @Test func typingInTheSearchFieldAndPickingAScopeFilterThroughNewSnapshots() throws {
        let shown = Shown()
        let searchBar = shown.screen.searchController.searchBar
        expectEqual(searchBar.scopeButtonTitles, ["All", "Unread", "Flagged"])
        searchBar.searchTextField.simulateTap()
        #expect(shown.screen.searchController.isActive)
        #expect(searchBar.showsScopeBar)
        expectEqual(shown.screen.navigationItem.searchBarPlacement, .stacked)
        try searchBar.searchTextField.simulateTyping("a")
        headlessTurnRunLoop()
        expectEqual(shown.senders, [["Ada"], ["Grace", "Alan", "Barbara"]])
        try searchBar.searchTextField.simulateTyping("l")
        headlessTurnRunLoop()
        expectEqual(shown.senders, [["Alan"]])
        expectEqual(shown.sectionTitles, ["Recent"])

        try searchBar.searchTextField.simulateDeleteBackward()
        try searchBar.searchTextField.simulateDeleteBackward()
        try searchBar.simulateScopeButtonTap(at: 1)
        headlessTurnRunLoop()
        expectEqual(searchBar.selectedScopeButtonIndex, 1)
        expectEqual(shown.senders, [["Ada"], ["Alan"]])

        try searchBar.simulateScopeButtonTap(at: 2)
        headlessTurnRunLoop()
        expectEqual(shown.senders, [["Alan"]])

        // Cancel ends the search: the text is cleared; the scope stays, as UIKit keeps it.
        try searchBar.simulateCancelButtonTap()
        headlessTurnRunLoop()
        #expect(!shown.screen.searchController.isActive)
        expectEqual(searchBar.text, "")
        expectEqual(shown.senders, [["Alan"]])
    }
}
