import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// Focus, edit-menu, multiple-selection and spring-loading methods that HeadlessUIKit does not
/// drive by itself: the tests check that the table will call them (its cached answer) and call
/// the delegate as UIKit does.
@MainActor @Suite struct FocusEventTests {
    @Test func focusClosuresAnswerTheDelegateMethods() throws {
        let log = EventLog()
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.canFocus { _, model, _ in model == 2 }
                mapping.selectionFollowsFocus { cell, _, _ in cell.model == 1 }
            }
            manager.shouldUpdateFocus { context in context.nextFocusedIndexPath?.row == 1 }
            manager.didUpdateFocus { context, _ in log.record("focused \(context.nextFocusedIndexPath?.row ?? -1)") }
            manager.indexPathForPreferredFocusedView { IndexPath(row: 1, section: 0) }
        }
        let table = controller.tableView!
        for method: HeadlessTableViewMethod in [.canFocusRowAt, .selectionFollowsFocusForRowAt, .shouldUpdateFocusInContext,
                                        .didUpdateFocusInContext, .indexPathForPreferredFocusedView] {
            expectEqual(table.headlessCachedResponse(to: method), true, "\(method)")
        }
        let delegate = try #require(table.delegate)
        let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0)
        expectEqual(delegate.tableView(table, canFocusRowAt: first), false)
        expectEqual(delegate.tableView(table, canFocusRowAt: second), true)
        expectEqual(delegate.tableView(table, selectionFollowsFocusForRowAt: first), true)
        expectEqual(delegate.tableView(table, selectionFollowsFocusForRowAt: second), false)
        let context = UITableViewFocusUpdateContext(headlessPreviouslyFocusedIndexPath: first, nextFocusedIndexPath: second)
        expectEqual(delegate.tableView(table, shouldUpdateFocusIn: context), true)
        expectEqual(delegate.tableView(table, shouldUpdateFocusIn: UITableViewFocusUpdateContext(headlessPreviouslyFocusedIndexPath: second, nextFocusedIndexPath: first)), false)
        delegate.tableView(table, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
        expectEqual(log.entries, ["focused 1"])
        expectEqual(delegate.indexPathForPreferredFocusedView(in: table), second)
    }

    @Test func preferredFocusedIndexPathClosureMayAnswerNil() throws {
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.indexPathForPreferredFocusedView { nil }
        }
        let table = controller.tableView!
        try expectNil(#require(table.delegate).indexPathForPreferredFocusedView(in: table))
    }
}

@MainActor @Suite struct MenuEventTests {
    @Test func deprecatedEditMenuClosuresReceiveActionAndSender() throws {
        let log = EventLog()
        let controller = displayedController(items: [3]) { manager in
            manager.register(EventIntCell.self)
            manager.shouldShowMenu(for: EventIntCell.self) { _, model, _ in model == 3 }
            manager.canPerformAction(for: EventIntCell.self) { action, sender, _, _, _ in
                action == Selector("copy:") && (sender as? String) == "menu"
            }
            manager.performAction(for: EventIntCell.self) { action, _, cell, model, indexPath in
                log.record("\(action) \(model) \(indexPath.row) \(cell.model ?? -1)")
            }
        }
        let table = controller.tableView!
        let delegate = try #require(table.delegate)
        let row = IndexPath(row: 0, section: 0)
        expectEqual(table.headlessCachedResponse(to: .performActionForRowAt), true)
        #expect(delegate.tableView(table, shouldShowMenuForRowAt: row))
        #expect(delegate.tableView(table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: "menu"))
        #expect(!delegate.tableView(table, canPerformAction: Selector("paste:"), forRowAt: row, withSender: "menu"))
        delegate.tableView(table, performAction: Selector("copy:"), forRowAt: row, withSender: nil)
        expectEqual(log.entries, ["copy: 3 0 3"])
    }

    @Test func longPressOpensTheClosuresContextMenuAtTheRowCenter() throws {
        let log = EventLog()
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.contextMenuConfiguration { point, _, model, _ in
                    log.record("menu \(model) at \(Int(point.y))")
                    return model == 2 ? UIContextMenuConfiguration(identifier: "two" as NSString, previewProvider: nil) : nil
                }
            }
        }
        try expectNil(controller.tableView.simulateContextMenu(at: IndexPath(row: 0, section: 0)))
        let configuration = try controller.tableView.simulateContextMenu(at: IndexPath(row: 1, section: 0))
        expectEqual((configuration?.identifier as? NSString), "two")
        expectEqual(log.entries, ["menu 1 at 22", "menu 2 at 66"])
    }

    @Test func contextMenuPreviewsComeFromTheManagerClosures() throws {
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.previewForHighlightingContextMenu { configuration in
                (configuration.identifier as? NSString) == "menu" ? UITargetedPreview(view: UIView()) : nil
            }
            manager.previewForDismissingContextMenu { _ in nil }
        }
        let table = controller.tableView!
        let delegate = try #require(table.delegate)
        let menu = UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: nil)
        expectEqual(table.headlessCachedResponse(to: .previewForHighlightingContextMenuWithConfiguration), true)
        expectEqual(table.headlessCachedResponse(to: .previewForDismissingContextMenuWithConfiguration), true)
        expectNotNil(delegate.tableView(table, previewForHighlightingContextMenuWithConfiguration: menu))
        expectNil(delegate.tableView(table, previewForDismissingContextMenuWithConfiguration: menu))
    }
}

@MainActor @Suite struct MultipleSelectionAndSpringLoadingEventTests {
    @Test func multipleSelectionInteractionClosuresRun() throws {
        let log = EventLog()
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self)
            manager.shouldBeginMultipleSelectionInteraction(for: EventIntCell.self) { _, model, _ in model == 1 }
            manager.didBeginMultipleSelectionInteraction(for: EventIntCell.self) { _, model, _ in log.record("began \(model)") }
            manager.didEndMultipleSelectionInteraction { log.record("ended") }
        }
        let table = controller.tableView!
        let delegate = try #require(table.delegate)
        expectEqual(table.headlessCachedResponse(to: .tableViewDidEndMultipleSelectionInteraction), true)
        #expect(delegate.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0)))
        #expect(!delegate.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(row: 1, section: 0)))
        delegate.tableView(table, didBeginMultipleSelectionInteractionAt: IndexPath(row: 0, section: 0))
        delegate.tableViewDidEndMultipleSelectionInteraction(table)
        expectEqual(log.entries, ["began 1", "ended"])
    }

    @Test func springLoadingClosureReceivesTheContext() throws {
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.shouldSpringLoad { context, cell, model, _ in context.state == .activated && cell.model == model }
            }
        }
        let table = controller.tableView!
        let delegate = try #require(table.delegate)
        expectEqual(table.headlessCachedResponse(to: .shouldSpringLoadRowAt), true)
        #expect(delegate.tableView(table, shouldSpringLoadRowAt: IndexPath(row: 0, section: 0), with: HeadlessSpringLoadedInteractionContext()))
    }
}
