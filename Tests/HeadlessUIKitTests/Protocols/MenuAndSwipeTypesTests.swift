import Expectations
import Foundation
import Testing
import HeadlessUIKit

/// Context-menu, menu and swipe-action types keep what they are created with.
@MainActor @Suite struct MenuAndSwipeTypesTests {
    @Test func contextMenuConfigurationKeepsIdentifierOrMakesUniqueOne() {
        let named = UIContextMenuConfiguration(identifier: "Foo" as NSString, previewProvider: nil, actionProvider: nil)
        let first = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let second = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)

        expectEqual(named.identifier as? NSString, "Foo")
        expectNotEqual(first.identifier as? NSString, second.identifier as? NSString)
    }

    @Test func contextMenuConfigurationArgumentsDefaultToNilAsInUIKit() {
        let defaulted = UIContextMenuConfiguration()
        let actionOnly = UIContextMenuConfiguration(actionProvider: { _ in UIMenu(title: "Menu", children: []) })
        #expect(defaulted.identifier is NSString)
        expectNil(defaulted.headlessPreviewProvider)
        expectNil(defaulted.headlessActionProvider)
        expectNil(actionOnly.headlessPreviewProvider)
        expectEqual(actionOnly.headlessActionProvider?([])?.title, "Menu")
    }

    @Test func actionProviderBuildsMenuWhoseActionRunsItsHandler() throws {
        var performed: [String] = []
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "Row", children: [UIAction(title: "Copy") { performed.append($0.title) }])
        }

        let menu = try #require(configuration.headlessActionProvider?([]))
        let action = try #require(menu.children.first as? UIAction)
        action.performWithSender(nil, target: nil)

        expectEqual(menu.title, "Row")
        expectEqual(performed, ["Copy"])
    }

    @Test func swipeConfigurationPerformsFirstActionOnFullSwipeByDefault() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }

        let configuration = UISwipeActionsConfiguration(actions: [delete])

        #expect(configuration.performsFirstActionWithFullSwipe)
        expectEqual(configuration.actions, [delete])
        expectEqual(delete.style, .destructive)
        expectEqual(delete.title, "Delete")
    }

    @Test func contextualActionHandlerReceivesActionViewAndCompletion() {
        var completed: Bool?
        let view = UIView()
        let action = UIContextualAction(style: .normal, title: "Flag") { action, sourceView, completion in
            expectEqual(action.title, "Flag")
            expectIdentical(sourceView, view)
            completion(true)
        }

        action.handler(action, view) { completed = $0 }

        expectEqual(completed, true)
    }

    @Test func rowActionDestructiveStyleIsTheDefaultStyle() {
        let action = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }

        expectEqual(action.style, .default)
        expectNotEqual(UITableViewRowAction.Style.normal, .destructive)
    }

    @Test func focusAnimationCoordinatorRunsAnimationsThenCompletion() {
        var events: [String] = []

        UIFocusAnimationCoordinator().addCoordinatedAnimations({ events.append("animation") }) {
            events.append("completion")
        }

        expectEqual(events, ["animation", "completion"])
    }
}
