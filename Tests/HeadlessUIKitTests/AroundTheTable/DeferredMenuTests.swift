import Expectations
import Foundation
import Testing
import UIKit

/// Menus whose items are provided when they are shown, as "Open Recent" menus load theirs.
@MainActor @Suite struct DeferredMenuTests {
    @Test func aDeferredElementsItemsArePickedAndKeptAfterTheFirstTime() {
        var requests = 0
        var opened: [String] = []
        let recent = UIDeferredMenuElement { completion in
            requests += 1
            completion(["Notes.txt", "Plan.md"].map { name in UIAction(title: name) { _ in opened.append(name) } })
        }
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIAction(title: "New") { _ in opened.append("new") }, recent])

        #expect(button.simulateTapOnMenuAction(titled: "Plan.md"))
        #expect(button.simulateTapOnMenuAction(titled: "Notes.txt"))

        expectEqual(opened, ["Plan.md", "Notes.txt"])
        expectEqual(requests, 1, "the provided items are cached")
    }

    @Test func anUncachedElementIsAskedEachTime() {
        var requests = 0
        let live = UIDeferredMenuElement.uncached { completion in
            requests += 1
            completion([UIAction(title: "Item \(requests)") { _ in }])
        }
        let item = UIBarButtonItem(title: "Live", menu: UIMenu(children: [live]))

        #expect(item.simulateTapOnMenuAction(titled: "Item 1"))
        #expect(item.simulateTapOnMenuAction(titled: "Item 2"), "asked again: the second answer")
        #expect(!item.simulateTapOnMenuAction(titled: "Item 1"))
    }

    @Test func itemsProvidedLaterShowTheNextTime() {
        var pending: (([UIMenuElement]) -> Void)?
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIDeferredMenuElement { completion in pending = completion }])

        #expect(!button.simulateTapOnMenuAction(titled: "Loaded"), "still loading")
        pending?([UIAction(title: "Loaded") { _ in }])

        #expect(button.simulateTapOnMenuAction(titled: "Loaded"))
    }
}
