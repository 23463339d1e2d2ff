import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The chat screen, written for iOS, in a window, driven as a user drives it.
@MainActor @Suite struct ChatScreenTests {
    static let history = (0..<30).map { index in
        Message(id: UUID(), text: "Message \(index)", isOutgoing: index.isMultiple(of: 2), sentAt: Date(timeIntervalSince1970: Double(index)))
    }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ChatViewController(messages: ChatScreenTests.history)

        init() {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        var lastRow: IndexPath {
            IndexPath(row: screen.manager.memoryStorage.numberOfItems(inSection: 0) - 1, section: 0)
        }

        var isScrolledToBottom: Bool {
            let table = screen.tableView!
            return table.indexPathsForVisibleRows?.contains(lastRow) == true
                && table.contentOffset.y > 0
        }
    }

    @Test func opensScrolledToTheNewestMessageWithStyledBubbles() throws {
        let shown = Shown()
        #expect(shown.isScrolledToBottom)
        let last = try #require(shown.screen.tableView.cellForRow(at: shown.lastRow) as? MessageCell)
        expectEqual(last.messageLabel.text, "Message 29")
        expectEqual(last.bubble.layer.cornerRadius, 18)
        expectEqual(last.bubble.layer.cornerCurve, .continuous)
        let outgoing = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 28, section: 0)) as? MessageCell)
        let gradient = try #require(outgoing.bubble.layer.sublayers?.first as? CAGradientLayer)
        #expect(!gradient.isHidden)
        expectEqual(gradient.frame, outgoing.bubble.bounds)
        expectEqual(outgoing.messageLabel.textColor, .white)
        #expect(abs(shown.screen.tableView.frame.maxY - shown.screen.inputBar.frame.minY) < 0.001)
    }

    @Test func theInputBarIsAsTallAsItsTextView() {
        let shown = Shown()
        let bar = shown.screen.inputBar
        let textHeight = bar.textView.frame.height
        #expect(textHeight > 0)
        #expect(abs(bar.frame.height - (textHeight + 16)) < 0.001)
        expectEqual(bar.frame.maxY, 844)
        #expect(abs(shown.screen.tableView.frame.height - (844 - bar.frame.height)) < 0.001)
        #expect(!bar.hasAmbiguousLayout)
    }

    @Test func typingEnablesSendAndSendingAppendsTheMessage() throws {
        let shown = Shown()
        let bar = shown.screen.inputBar
        #expect(!bar.sendButton.isEnabled)
        #expect(bar.textView.simulateTap())
        try bar.textView.simulateTyping("   ")
        #expect(!bar.sendButton.isEnabled)
        try bar.textView.simulateTyping("Hello there")
        #expect(bar.sendButton.isEnabled)
        bar.sendButton.simulateTap()
        headlessTurnRunLoop()

        let storage: MemoryStorage = shown.screen.manager.memoryStorage
        let sent = try #require(storage.item(at: shown.lastRow) as? Message)
        expectEqual(sent.text, "Hello there")
        #expect(sent.isOutgoing)
        #expect(bar.textView.text.isEmpty)
        #expect(!bar.sendButton.isEnabled)
        #expect(shown.isScrolledToBottom)
    }

    @Test func keyboardNotificationsInsetTheTable() async throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        await Task.detached {
            NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard),
                UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            ])
        }.value
        for _ in 0..<1000 where table.contentInset.bottom == 0 {
            await Task.yield()
        }
        expectEqual(table.contentInset.bottom, 336)
        expectEqual(table.verticalScrollIndicatorInsets.bottom, 336)

        await Task.detached {
            NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard.offsetBy(dx: 0, dy: 336)),
            ])
        }.value
        for _ in 0..<1000 where table.contentInset.bottom != 0 {
            await Task.yield()
        }
        expectEqual(table.contentInset.bottom, 0)
    }

    @Test func longPressMenuCopiesAndDeletesAMessage() throws {
        let shown = Shown()
        let row = shown.lastRow
        let configuration = try #require(try shown.screen.tableView.simulateContextMenu(at: row))
        let menu = try #require(configuration.headlessActionProvider?([]))
        expectEqual(menu.children.map(\.title), ["Copy", "Delete"])
        (menu.children[0] as? UIAction)?.performWithSender(nil, target: nil)
        expectEqual(UIPasteboard.general.string, "Message 29")
        (menu.children[1] as? UIAction)?.performWithSender(nil, target: nil)
        expectEqual(shown.screen.manager.memoryStorage.numberOfItems(inSection: 0), 29)
    }
}
