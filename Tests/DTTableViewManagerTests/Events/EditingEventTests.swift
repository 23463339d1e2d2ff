import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

@MainActor @Suite struct SwipeEventTests {
    @Test func trailingSwipeShowsTheClosuresActionsAndReportsEditingBeginAndEnd() throws {
        let log = EventLog()
        let controller = displayedController(items: [5]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.trailingSwipeActionsConfiguration { cell, model, _ in
                    UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .destructive, title: "Archive \(model) \(cell.model ?? -1)") { _, _, completion in
                            log.record("archive")
                            completion(true)
                        },
                    ])
                }
                mapping.willBeginEditing { _, model, _ in log.record("willBeginEditing \(model)") }
                mapping.didEndEditing { _, model, _ in log.record("didEndEditing \(model)") }
            }
        }
        let actions = try controller.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["Archive 5 5"])
        expectEqual(actions.first?.isDestructive, true)
        try #require(actions.first).tap()
        expectEqual(log.entries, ["willBeginEditing 5", "archive", "didEndEditing 5"])
    }

    @Test func leadingSwipeUsesTheManagerLevelClosure() throws {
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self)
            manager.leadingSwipeActionsConfiguration(for: EventIntCell.self) { _, model, _ in
                model == 2 ? UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, _ in }]) : nil
            }
        }
        #expect(try controller.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .leading).isEmpty)
        try expectEqual(controller.tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .leading).map(\.title), ["Pin"])
    }

    @Test func deprecatedEditActionsAreShownWithoutASwipeConfiguration() throws {
        let log = EventLog()
        let controller = displayedController(items: [3]) { manager in
            manager.register(EventIntCell.self)
            manager.editActions(for: EventIntCell.self) { _, model, _ in
                [UITableViewRowAction(style: .normal, title: "More \(model)") { _, indexPath in log.record("more \(indexPath.row)") }]
            }
        }
        let actions = try controller.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["More 3"])
        try #require(actions.first).tap()
        expectEqual(log.entries, ["more 0"])
    }
}

@MainActor @Suite struct CommitEditingEventTests {
    @Test func registeringCommitOffersDeleteWithTheClosuresTitleAndCommitRemovesTheItem() throws {
        let log = EventLog()
        let controller = ManagedTableViewController()
        let manager = controller.manager
        expectEqual(controller.tableView.headlessCachedResponse(to: .commitEditingStyleForRowAt), false)
        manager.register(EventIntCell.self) { mapping in
            mapping.titleForDeleteConfirmationButton { _, model, _ in "Remove \(model)" }
        }
        manager.commitEditingStyle(for: EventIntCell.self) { [unowned manager] style, cell, model, indexPath in
            log.record("commit \(style == .delete) \(model) \(indexPath.row) \(cell.model ?? -1)")
            manager.memoryStorage.removeItems(at: [indexPath])
        }
        expectEqual(controller.tableView.headlessCachedResponse(to: .commitEditingStyleForRowAt), true)
        manager.memoryStorage.setItems([8, 9])
        controller.tableView.layoutIfNeeded()
        let actions = try controller.tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["Remove 9"])
        try #require(actions.first).tap()
        expectEqual(log.entries, ["commit true 9 1 9"])
        expectEqual(manager.memoryStorage.items(inSection: 0)?.compactMap { $0 as? Int }, [8])
    }

    @Test func editingStyleNoneAndCanEditFalseOfferNoDeleteButton() throws {
        let controller = displayedController(items: [1, 2, 3]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.commitEditingStyle { _, _, _, _ in }
                mapping.editingStyle { model, _ in model == 1 ? .none : .delete }
                mapping.canEditCell { model, _ in model != 2 }
            }
        }
        let table = controller.tableView!
        #expect(try table.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).isEmpty)
        #expect(try table.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing).isEmpty)
        try expectEqual(table.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing).map(\.title), ["Delete"])
    }

    @Test func editingModeCommitOfAnInsertionReachesTheClosure() throws {
        let log = EventLog()
        let controller = displayedController(items: [4]) { manager in
            manager.register(EventIntCell.self)
            manager.editingStyle(forItem: Int.self) { _, _ in .insert }
            manager.canEditCell(withItem: Int.self) { _, _ in true }
            manager.commitEditingStyle(for: EventIntCell.self) { style, _, model, _ in log.record("\(style == .insert ? "insert" : "other") \(model)") }
        }
        controller.tableView.setEditing(true, animated: false)
        #expect(try controller.tableView.simulateCommit(.insert, forRowAt: IndexPath(row: 0, section: 0)))
        expectEqual(log.entries, ["insert 4"])
    }

    @Test func shouldIndentWhileEditingAnswersFromTheCellClosure() throws {
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self)
            manager.shouldIndentWhileEditing(EventIntCell.self) { cell, _, _ in cell.model == 2 }
        }
        let table = controller.tableView!
        let delegate = try #require(table.delegate)
        expectEqual(table.headlessCachedResponse(to: .shouldIndentWhileEditingRowAt), true)
        expectEqual(delegate.tableView(table, shouldIndentWhileEditingRowAt: IndexPath(row: 0, section: 0)), false)
        expectEqual(delegate.tableView(table, shouldIndentWhileEditingRowAt: IndexPath(row: 1, section: 0)), true)
    }
}

@MainActor @Suite struct MoveEventTests {
    @Test func moveAsksCanMoveAndTargetThenReportsTheMoveWithTypedArguments() throws {
        let log = EventLog()
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.register(EventIntCell.self) { mapping in
            mapping.canMove { _, model, _ in model != 30 }
            mapping.targetIndexPathForMove { proposed, _, model, source in
                log.record("target \(model) \(source.row)->\(proposed.row)")
                return IndexPath(row: 0, section: 0)
            }
            mapping.moveRowTo { [unowned manager] destination, cell, model, source in
                log.record("move \(model) \(source.row)->\(destination.row) \(cell.model ?? -1)")
                manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
            }
        }
        manager.memoryStorage.setItems([10, 20, 30])
        controller.tableView.layoutIfNeeded()
        try expectNil(controller.tableView.simulateMove(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
        try expectEqual(controller.tableView.simulateMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0)), IndexPath(row: 0, section: 0))
        expectEqual(log.entries, ["target 20 1->2", "move 20 1->0 20"])
        expectEqual(manager.memoryStorage.items(inSection: 0)?.compactMap { $0 as? Int }, [20, 10, 30])
    }

    @Test func managerLevelMoveAndCanMoveAttachToTheCellMappings() throws {
        let log = EventLog()
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self)
            manager.canMove(EventIntCell.self) { _, _, _ in true }
            manager.move(EventIntCell.self) { destination, _, model, source in log.record("\(model) \(source.row)->\(destination.row)") }
        }
        try expectEqual(controller.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)), IndexPath(row: 1, section: 0))
        expectEqual(log.entries, ["1 0->1"])
    }

    @Test func withoutAMoveClosureRowsCannotBeReordered() throws {
        let controller = displayedController(items: [1, 2]) { manager in
            manager.register(EventIntCell.self) { mapping in mapping.canMove { _, _, _ in true } }
        }
        expectEqual(controller.tableView.headlessCachedResponse(to: .moveRowAt), false)
        try expectNil(controller.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    }
}
