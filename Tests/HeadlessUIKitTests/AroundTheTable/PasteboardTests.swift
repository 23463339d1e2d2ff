import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// The pasteboard as copy actions use it: typed values, several items, colors, app pasteboards,
/// expiring items and the change notification.
@MainActor @Suite struct PasteboardTests {
    @Test func aValueSetForAPlainTextTypeReadsAsTheString() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setValue("Order #1042", forPasteboardType: "public.plain-text")

        expectEqual(pasteboard.string, "Order #1042")
        #expect(pasteboard.hasStrings)
        expectEqual(pasteboard.types, ["public.plain-text"])
        #expect(pasteboard.contains(pasteboardTypes: ["public.plain-text", "public.url"]))
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"]))
        expectEqual(pasteboard.data(forPasteboardType: "public.plain-text"), Data("Order #1042".utf8))
        expectEqual(pasteboard.value(forPasteboardType: "public.plain-text") as? String, "Order #1042")

        pasteboard.setData(Data("Ünïcode".utf8), forPasteboardType: "public.utf8-plain-text")
        expectEqual(pasteboard.string, "Ünïcode", "UTF-8 data under a text type is a string")
    }

    @Test func itemsAddedAfterOthersAreFoundByType() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let link = try #require(URL(string: "https://example.com/orders/1042"))
        pasteboard.string = "Order #1042"
        pasteboard.addItems([["public.url": link], ["com.example.order": Data([1, 0, 4, 2])]])

        expectEqual(pasteboard.numberOfItems, 3)
        expectEqual(pasteboard.itemSet(withPasteboardTypes: ["public.url", "com.example.order"]), IndexSet([1, 2]))
        expectNil(pasteboard.itemSet(withPasteboardTypes: ["public.png"]))
        expectEqual(pasteboard.types(forItemSet: IndexSet([0, 2])), [["public.utf8-plain-text"], ["com.example.order"]])
        #expect(pasteboard.contains(pasteboardTypes: ["com.example.order"], inItemSet: nil))
        #expect(!pasteboard.contains(pasteboardTypes: ["com.example.order"]), "only the first item is asked")
        expectEqual(pasteboard.values(forPasteboardType: "public.url", inItemSet: nil)?.first as? URL, link)
        expectEqual(pasteboard.data(forPasteboardType: "public.url", inItemSet: IndexSet([1, 7])), [Data(link.absoluteString.utf8)])
        expectEqual(pasteboard.url, link)
        expectEqual(pasteboard.strings, ["Order #1042"])
    }

    @Test func aColorIsCopiedAndPasted() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(!pasteboard.hasColors)
        pasteboard.color = .systemTeal
        expectEqual(pasteboard.color, .systemTeal)
        #expect(pasteboard.hasColors && !pasteboard.hasStrings)
        pasteboard.colors = [.red, .blue]
        expectEqual(pasteboard.colors, [.red, .blue])
    }

    @Test func appPasteboardsAreFoundByNameUntilRemoved() throws {
        let name = UIPasteboard.Name("com.example.notes.drafts")
        expectNil(UIPasteboard(name: name, create: false))
        let drafts = try #require(UIPasteboard(name: name, create: true))
        drafts.string = "Draft"
        expectEqual(UIPasteboard(name: name, create: false)?.string, "Draft", "the same name shares the contents")

        var removed: [UIPasteboard.Name] = []
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification, object: nil, queue: nil) { note in
            let pasteboard = note.object as? UIPasteboard
            MainActor.assumeIsolated { removed += [pasteboard?.name].compactMap { $0 } }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIPasteboard.remove(withName: name)

        expectEqual(removed, [name])
        expectNil(UIPasteboard(name: name, create: false))
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
        UIPasteboard.remove(withName: .general)
        expectEqual(UIPasteboard(name: .general, create: false)?.name, .general, "the general pasteboard stays")
    }

    @Test func itemsThatExpireLeaveThePasteboard() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setItems([["public.utf8-plain-text": "one-time code 4821"]], options: [.localOnly: true, .expirationDate: Date().addingTimeInterval(60)])
        expectEqual(pasteboard.string, "one-time code 4821")

        pasteboard.setItems([["public.utf8-plain-text": "old code"]], options: [.expirationDate: Date().addingTimeInterval(-1)])
        let countAfterSetting = pasteboard.changeCount
        expectNil(pasteboard.string)
        expectEqual(pasteboard.numberOfItems, 0)
        expectEqual(pasteboard.changeCount, countAfterSetting + 1, "expiring is a change")
    }

    @Test func aChangeTellsTheTypesAddedAndRemoved() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.string = "Soup"
        var changes: [(added: [String], removed: [String])] = []
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil) { note in
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
            MainActor.assumeIsolated { changes.append((added, removed)) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        pasteboard.url = URL(string: "https://example.com")
        pasteboard.url = URL(string: "https://example.org")

        expectEqual(changes.count, 2)
        expectEqual(changes.first?.added, ["public.url"])
        expectEqual(changes.first?.removed, ["public.utf8-plain-text"])
        #expect(changes.last?.added.isEmpty == true && changes.last?.removed.isEmpty == true)
    }
}
