import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct BarButtonItemTests {
    @Test func editButtonTogglesEditingOfTheScreenAndItsTable() {
        let list = RecipeListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let edit = list.editButtonItem
        expectIdentical(list.navigationItem.rightBarButtonItem, edit)
        #expect(edit.title == "Edit" && edit.style == .plain)

        #expect(edit.simulateTap())
        #expect(list.isEditing && list.tableView.isEditing)
        #expect(edit.title == "Done" && edit.style == .done)

        edit.simulateTap()
        #expect(!list.isEditing && !list.tableView.isEditing && edit.title == "Edit")
    }

    @Test func primaryActionRunsAndGivesTheItemItsTitle() {
        var sender: ObjectIdentifier?
        let action = UIAction(title: "Add", image: UIImage(named: "plus")) { sender = ($0.sender as? UIBarButtonItem).map(ObjectIdentifier.init) }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Add" && item.image?.headlessName == "plus")
        #expect(item.simulateTap())
        expectEqual(sender, ObjectIdentifier(item))

        item.isEnabled = false
        #expect(!item.simulateTap())
    }

    @Test func systemItemKeepsItsOwnLook() {
        let action = UIAction(title: "Ignored") { _ in }
        let item = UIBarButtonItem(systemItem: .add, primaryAction: action)
        #expect(item.title == nil && item.headlessSystemItem == .add)
        expectEqual(UIBarButtonItem.fixedSpace(12).width, 12)
        expectEqual(UIBarButtonItem.flexibleSpace().headlessSystemItem, .flexibleSpace)
    }

    @Test func targetActionPairsAreRecordedNotCalled() {
        final class Screen {}
        let screen = Screen()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: screen, action: Selector("share"))
        #expect(item.target === screen && item.action == "share")
        #expect(!item.simulateTap())
        let system = UIBarButtonItem(barButtonSystemItem: .trash, target: screen, action: Selector("trash"))
        #expect(system.headlessSystemItem == .trash && system.action == "trash")
    }

    @Test func changingSelectionIsAPrimaryAction() {
        let item = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        item.changesSelectionAsPrimaryAction = true
        item.simulateTap()
        #expect(item.isSelected)
    }

    @Test func pullToRefreshOnAScreen() {
        let list = RecipeListController(style: .plain)
        let window = showInWindow(list)
        defer { withExtendedLifetime(window) {} }
        #expect(list.tableView.simulatePullToRefresh())
        #expect(list.refreshCount == 1 && list.refreshControl?.isRefreshing == true)
        list.refreshControl?.endRefreshing()
        expectEqual(list.refreshControl?.isRefreshing, false)
    }
}
