import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The Contacts screen, written for iOS, in a navigation controller, driven as a user drives it.
@MainActor @Suite struct ContactsScreenTests {
    static let contacts = [
        Contact(id: 1, name: "Anna Karenina", phone: "555-0101"),
        Contact(id: 2, name: "Boris Godunov", phone: "555-0102"),
        Contact(id: 3, name: "Alexei Vronsky", phone: "555-0103"),
        Contact(id: 4, name: "Dmitri Karamazov", phone: "555-0104"),
    ]

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ContactsViewController(contacts: ContactsScreenTests.contacts)

        init() {
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func names() -> [[String]] {
            let storage: MemoryStorage = screen.manager.memoryStorage
            return storage.sections.indices.map { section in (storage.items(inSection: section) ?? []).compactMap { ($0 as? Contact)?.name } }
        }

        func cell(row: Int, section: Int) throws -> ContactCell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: section)) as? ContactCell)
        }
    }

    @Test func contactsAreGroupedByInitialWithASectionIndex() throws {
        let shown = Shown()
        expectEqual(shown.names(), [["Alexei Vronsky", "Anna Karenina"], ["Boris Godunov"], ["Dmitri Karamazov"]])
        expectEqual(shown.screen.tableView.headlessSectionIndexTitles, ["A", "B", "D"])
        expectEqual(shown.screen.tableView.sectionIndexColor, .systemBlue)
        expectEqual(shown.screen.tableView.simulateTapOnSectionIndex(at: 2), 2)
        let cell = try shown.cell(row: 0, section: 0)
        expectEqual(cell.nameLabel.text, "Alexei Vronsky")
        expectNotNil(cell.avatarView.image)
        #expect(cell.favoriteView.isHidden)
    }

    @Test func typingInTheSearchFieldFiltersTheList() throws {
        let shown = Shown()
        let searchController = try #require(shown.screen.navigationItem.searchController)
        expectEqual(searchController.searchBar.placeholder, "Search Contacts")
        let field = searchController.searchBar.searchTextField
        field.simulateTap()
        try field.simulateTyping("kar")
        expectEqual(shown.names(), [["Anna Karenina"], ["Dmitri Karamazov"]])
        expectEqual(shown.screen.tableView.headlessSectionIndexTitles, ["A", "D"])
        try searchController.searchBar.simulateCancelButtonTap()
        expectEqual(shown.names().joined().count, 4)
    }

    @Test func swipingDeletesAndFavoritesContacts() throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        let trailing = try table.simulateSwipe(at: IndexPath(row: 0, section: 1), edge: .trailing)
        expectEqual(trailing.map(\.title), ["Delete"])
        expectEqual(trailing.first?.isDestructive, true)
        try #require(trailing.first).tap()
        expectEqual(shown.names(), [["Alexei Vronsky", "Anna Karenina"], ["Dmitri Karamazov"]])

        let leading = try table.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .leading)
        expectEqual(leading.map(\.title), ["Favorite"])
        try #require(leading.first).tap()
        headlessTurnRunLoop()
        expectEqual(shown.screen.contacts.first { $0.id == 1 }?.isFavorite, true)
        let anna = try shown.cell(row: 1, section: 0)
        #expect(!anna.favoriteView.isHidden)
        expectEqual(anna.accessibilityLabel, "Anna Karenina, favorite")
    }

    @Test func contextMenuPreviewsTheContactAndCopiesTheNumber() throws {
        let shown = Shown()
        let configuration = try #require(try shown.screen.tableView.simulateContextMenu(at: IndexPath(row: 0, section: 1)))
        let preview = try #require(configuration.headlessPreviewProvider?() as? ContactPreviewViewController)
        expectEqual(preview.contact.name, "Boris Godunov")
        expectEqual(preview.preferredContentSize, CGSize(width: 300, height: 200))
        let menu = try #require(configuration.headlessActionProvider?([]))
        expectEqual(menu.title, "Boris Godunov")
        let copy = try #require(menu.children.first as? UIAction)
        expectEqual(copy.title, "Copy Number")
        copy.performWithSender(nil, target: nil)
        expectEqual(UIPasteboard.general.string, "555-0102")
        expectEqual(shown.screen.copiedPhone, "555-0102")
        let inline = try #require(menu.children.last as? UIMenu)
        expectEqual(inline.options, .displayInline)
        expectEqual((inline.children.first as? UIAction)?.attributes, .destructive)
    }
}
