import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The mailbox, in a navigation controller, edited as a user edits it.
@MainActor @Suite struct MailboxScreenTests {
    static let inbox = (0..<6).map { MailMessage(id: $0, sender: "Sender \($0)", subject: "Subject \($0)") }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = MailboxViewController(messages: MailboxScreenTests.inbox)
        let navigation: UINavigationController

        init() {
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        var storedIDs: [Int] {
            (screen.manager.memoryStorage.items(inSection: 0) as? [MailMessage] ?? []).map(\.id)
        }
    }

    @Test func editingSelectsSeveralRowsAndTheToolbarFollowsTheSelection() throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        #expect(shown.navigation.isToolbarHidden)
        #expect(shown.screen.editButtonItem.simulateTap())
        #expect(shown.screen.isEditing)
        #expect(table.isEditing)
        #expect(!shown.navigation.isToolbarHidden)
        #expect(!shown.screen.deleteItem.isEnabled)

        #expect(try table.simulateTap(at: IndexPath(row: 1, section: 0)))
        #expect(try table.simulateTap(at: IndexPath(row: 3, section: 0)))
        expectEqual(table.indexPathsForSelectedRows?.sorted(), [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(shown.screen.deleteItem.isEnabled)
        #expect(try table.simulateTap(at: IndexPath(row: 3, section: 0)))
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
    }

    @Test func deletingTheSelectionRemovesThoseRowsAndLeavesEditing() throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        shown.screen.setEditing(true, animated: false)
        try table.simulateTap(at: IndexPath(row: 0, section: 0))
        try table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(shown.screen.deleteItem.simulateTap())
        headlessTurnRunLoop()
        expectEqual(shown.storedIDs, [1, 2, 3, 5])
        expectEqual(shown.screen.messages.map(\.id), [1, 2, 3, 5])
        expectEqual(table.numberOfRows(inSection: 0), 4)
        #expect(!shown.screen.isEditing)
        #expect(shown.navigation.isToolbarHidden)
    }

    @Test func movingARowReordersTheModels() throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        shown.screen.setEditing(true, animated: false)
        let destination = try table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(destination, IndexPath(row: 2, section: 0))
        expectEqual(shown.screen.messages.map(\.id), [1, 2, 0, 3, 4, 5])
        expectEqual(shown.storedIDs, [1, 2, 0, 3, 4, 5])
    }

    @Test func theContextMenuFlagsAndDeletes() throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        let configuration = try #require(try table.simulateContextMenu(at: IndexPath(row: 2, section: 0)))
        expectEqual(configuration.identifier as? NSNumber, 2)
        let menu = try #require(configuration.headlessActionProvider?([]))
        let flag = try #require(menu.children.first as? UIAction)
        expectEqual(flag.title, "Flag")
        let inline = try #require(menu.children.last as? UIMenu)
        #expect(inline.options.contains(.displayInline))
        let delete = try #require(inline.children.first as? UIAction)
        #expect(delete.attributes.contains(.destructive))

        flag.performWithSender(nil, target: nil)
        headlessTurnRunLoop()
        #expect(shown.screen.messages[2].isFlagged)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.image, UIImage(systemName: "flag.fill"))

        delete.performWithSender(nil, target: nil)
        headlessTurnRunLoop()
        expectEqual(shown.storedIDs, [0, 1, 3, 4, 5])
    }
}
