import Expectations
import Foundation
import TableMethodFixtures
import Testing
import UIKit

/// A label whose text the user copies from the edit menu after a long press, as order-number and
/// address cells do.
private final class CopyableLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:")
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        UIMenuController.shared.hideMenu()
    }

    func showCopyMenu() {
        _ = becomeFirstResponder()
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Share", action: Selector("share:"))]
        UIMenuController.shared.showMenu(from: self, rect: bounds)
    }
}

/// The edit menu and the standard edit commands, as a copyable label uses them.
@MainActor @Suite struct EditMenuTests {
    @Test func aCopyableLabelShowsTheMenuAndCopiesItsText() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = CopyableLabel(frame: CGRect(x: 20, y: 40, width: 200, height: 24))
        label.text = "Order #4821"
        window.addSubview(label)
        let menu = UIMenuController.shared
        let posted = EventLog()
        let observers = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                         UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { posted.record(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        label.showCopyMenu()
        #expect(menu.isMenuVisible)
        #expect(menu.headlessTargetView === label)
        expectEqual(menu.menuFrame, CGRect(x: 20, y: 40, width: 200, height: 24), "the target, in window coordinates")
        expectEqual(menu.menuItems?.map(\.title), ["Share"])
        #expect(label.isFirstResponder)
        #expect(label.target(forAction: Selector("copy:"), withSender: menu) as? CopyableLabel === label)

        UIPasteboard.general.items = []
        label.copy(menu)
        expectEqual(UIPasteboard.general.string, "Order #4821")
        #expect(!menu.isMenuVisible)
        expectEqual(menu.menuFrame, .zero)
        expectEqual(posted.entries, ["UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification",
                                     "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification"])
        menu.menuItems = nil
        UIPasteboard.general.items = []
    }

    @Test func standardEditCommandsDoNothingUnlessOverridden() {
        let view = UIView()
        view.cut(nil)
        view.paste(nil)
        view.selectAll(nil)
        #expect(!view.canPerformAction(Selector("paste:"), withSender: nil))
        let editActions: UIResponderStandardEditActions = view
        editActions.delete(nil)
        expectEqual(UIMenuController.ArrowDirection.right.rawValue, 4)
    }
}
