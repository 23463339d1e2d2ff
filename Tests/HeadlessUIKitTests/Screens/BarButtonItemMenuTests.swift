import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A user picking from a bar button item's menu, and the menu's selection as apps read it.
@MainActor @Suite struct BarButtonItemMenuTests {
    @Test func pickingAMenuActionRunsItWithTheItemAsSender() {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(children: [
            UIAction(title: "Name") { action in log.append("name from item \(action.sender is UIBarButtonItem)") },
            UIMenu(title: "More", options: .displayInline, children: [
                UIAction(title: "Date") { _ in log.append("date") },
                UIAction(title: "Size", attributes: .hidden) { _ in log.append("size") },
            ]),
        ]))

        #expect(item.simulateTapOnMenuAction(titled: "Date"))
        #expect(item.simulateTapOnMenuAction(titled: "Name"))
        #expect(!item.simulateTapOnMenuAction(titled: "Size"))
        #expect(!item.simulateTapOnMenuAction(titled: "Missing"))
        item.isEnabled = false
        #expect(!item.simulateTapOnMenuAction(titled: "Name"))
        item.isEnabled = true
        item.isHidden = true
        #expect(!item.simulateTapOnMenuAction(titled: "Name"))

        expectEqual(log, ["date", "name from item true"])
    }

    @Test func anItemWithoutAMenuHasNothingToPick() {
        let item = UIBarButtonItem(title: "Done", image: nil, primaryAction: UIAction { _ in }, menu: nil)
        #expect(!item.simulateTapOnMenuAction(titled: "Done"))
    }

    @Test func selectedElementsAreTheOnActionsOfTheMenuAndItsSubmenus() {
        let menu = UIMenu(options: .singleSelection, children: [
            UIAction(title: "Newest", state: .on) { _ in },
            UIAction(title: "Oldest", state: .mixed) { _ in },
            UIMenu(title: "Price", children: [
                UIAction(title: "Low to High") { _ in },
                UIAction(title: "High to Low", state: .on) { _ in },
            ]),
        ])
        expectEqual(menu.selectedElements.map(\.title), ["Newest", "High to Low"])
        #expect(UIMenu(children: [UIAction(title: "Off") { _ in }]).selectedElements.isEmpty)
    }

    @Test func replacingChildrenKeepsTheMenusConfiguration() {
        let menu = UIMenu(title: "Sort", subtitle: "By", image: UIImage(systemName: "arrow.up.arrow.down"),
                          identifier: UIMenu.Identifier("sort"), options: [.singleSelection, .displayInline],
                          children: [UIAction(title: "Old") { _ in }])
        let replaced = menu.replacingChildren([UIAction(title: "New") { _ in }, UIAction(title: "Newer") { _ in }])
        expectNotIdentical(replaced, menu)
        expectEqual(replaced.title, "Sort")
        expectEqual(replaced.subtitle, "By")
        expectEqual(replaced.image?.headlessName, "arrow.up.arrow.down")
        expectEqual(replaced.identifier, UIMenu.Identifier("sort"))
        expectEqual(replaced.options, [.singleSelection, .displayInline])
        expectEqual(replaced.children.map(\.title), ["New", "Newer"])
        expectEqual(menu.children.map(\.title), ["Old"])
    }
}
