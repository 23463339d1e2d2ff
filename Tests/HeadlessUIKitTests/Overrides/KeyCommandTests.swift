import Expectations
import Foundation
import Testing
import UIKit

/// A list screen with iPad keyboard shortcuts: ⌘N for a new item, arrows to move the selection.
private final class ShortcutListController: UITableViewController {
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "New Item", action: Selector("newItem:"), input: "n", modifierFlags: .command),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Selector("selectNext:")),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("selectPrevious:")),
        ]
    }

    private(set) var validated: [String] = []

    override func validate(_ command: UICommand) {
        validated.append(command.title)
        command.state = .on
    }
}

/// Key commands, menu commands and their alternates, as a screen with keyboard shortcuts
/// declares them.
@MainActor @Suite struct KeyCommandTests {
    @Test func aScreenOffersItsKeyboardShortcuts() throws {
        let screen = ShortcutListController(style: .plain)
        let commands = try #require(screen.keyCommands)

        expectEqual(commands.map(\.input), ["n", "UIKeyInputDownArrow", "UIKeyInputUpArrow"])
        expectEqual(commands.map(\.action), [Selector("newItem:"), Selector("selectNext:"), Selector("selectPrevious:")])
        expectEqual(commands[0].modifierFlags, .command)
        expectEqual(commands[0].title, "New Item")
        expectEqual(commands[1].title, "")
        #expect(!commands[0].wantsPriorityOverSystemBehavior && commands[0].allowsAutomaticMirroring)
        #expect(UIView().keyCommands == nil)
        expectEqual(UIView().editingInteractionConfiguration, .default)

        let command = commands[0]
        screen.validate(command)
        expectEqual(screen.validated, ["New Item"])
        expectEqual(command.state, .on)
    }

    @Test func aMenuCommandKeepsItsPartsAndAlternates() {
        let alternate = UICommandAlternate(title: "Close All", action: Selector("closeAll:"), modifierFlags: .alternate)
        let command = UICommand(
            title: "Close", action: Selector("close:"), propertyList: "tab", alternates: [alternate],
            discoverabilityTitle: "Close the tab", attributes: .destructive)

        expectEqual(command.title, "Close")
        expectEqual(command.action, Selector("close:"))
        expectEqual(command.propertyList as? String, "tab")
        expectEqual(command.alternates.map(\.title), ["Close All"])
        expectEqual(command.alternates.first?.modifierFlags, .alternate)
        expectEqual(command.discoverabilityTitle, "Close the tab")
        expectEqual(command.attributes, .destructive)
        expectEqual(command.state, .off)
        expectEqual(UIKeyCommand.f12, "UIKeyInputF12")
        expectEqual(UIEditingInteractionConfiguration.none.rawValue, 0)
    }
}
