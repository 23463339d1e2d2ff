import Expectations
import Foundation
import Testing
import UIKit

/// A note label that copies its text, as a detail screen's copyable field does.
private final class CopyingLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = text }
}

/// `UIApplication.sendAction(_:to:from:for:)`, as screens use it to dismiss the keyboard and to
/// send edit commands up the responder chain.
@MainActor @Suite struct SendActionTests {
    @Test func sendingResignFirstResponderToNilDismissesTheKeyboard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())

        let sent = UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: field, for: nil)

        #expect(sent)
        #expect(!field.isFirstResponder)
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: field, for: nil), "no first responder left")
    }

    @Test func anEditCommandGoesUpTheChainToTheResponderThatPerformsIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: window.bounds)
        let label = CopyingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Gate B12"
        card.addSubview(label)
        window.addSubview(card)
        #expect(label.becomeFirstResponder())
        UIPasteboard.general.items = []

        #expect(UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: label, for: nil))
        expectEqual(UIPasteboard.general.string, "Gate B12")
        #expect(!UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: label, for: nil), "nothing in the chain pastes")
        UIPasteboard.general.items = []
        _ = label.resignFirstResponder()
    }

    @Test func anActionHeadlessUIKitCannotCallIsRecorded() throws {
        let screen = UIViewController()
        let before = UIApplication.shared.headlessUndeliveredActions.count

        #expect(UIApplication.shared.sendAction(Selector("refresh:"), to: screen, from: nil, for: nil))

        let recorded = try #require(UIApplication.shared.headlessUndeliveredActions.dropFirst(before).first)
        expectEqual(recorded.action, Selector("refresh:"))
        #expect(recorded.target === screen)
        expectEqual(recorded.controlEvents, [])
    }
}
