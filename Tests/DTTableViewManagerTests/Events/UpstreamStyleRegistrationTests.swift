import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// Closures built by generic helpers, as DTTableViewManager 11's own tests build them: the typed
/// entry points must infer every closure shape from context alone.
@MainActor
private struct Fulfiller {
    let log: EventLog

    func view<View, Model, Result>(_ name: String, _ result: Result) -> (View, Model, IndexPath) -> Result {
        { _, _, _ in log.record(name); return result }
    }

    func section<View, Model, Result>(_ name: String, _ result: Result) -> (View, Model, Int) -> Result {
        { _, _, _ in log.record(name); return result }
    }

    func model<Model, Result>(_ name: String, _ result: Result) -> (Model, IndexPath) -> Result {
        { _, _ in log.record(name); return result }
    }

    func sectionModel<Model, Result>(_ name: String, _ result: Result) -> (Model, Int) -> Result {
        { _, _ in log.record(name); return result }
    }

    func argument<Argument, View, Model, Result>(_ name: String, _ result: Result) -> (Argument, View, Model, IndexPath) -> Result {
        { _, _, _, _ in log.record(name); return result }
    }

    func arguments<First, Second, View, Model, Result>(_ name: String, _ result: Result) -> (First, Second, View, Model, IndexPath) -> Result {
        { _, _, _, _, _ in log.record(name); return result }
    }
}

@MainActor @Suite struct UpstreamStyleRegistrationTests {
    @Test func managerLevelEventsInferTheirClosureShapesAndFire() throws {
        let log = EventLog()
        let fulfill = Fulfiller(log: log)
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.register(EventIntCell.self)
        manager.registerHeader(EventTitleView.self)
        manager.willSelect(EventIntCell.self, fulfill.view("willSelect", IndexPath(row: 9, section: 9)))
        manager.willDeselect(EventIntCell.self, fulfill.view("willDeselect", nil))
        manager.heightForCell(withItem: Int.self, fulfill.model("height", 42))
        manager.editingStyle(forItem: Int.self, fulfill.model("editingStyle", .insert))
        manager.heightForHeader(withItem: String.self, fulfill.sectionModel("headerHeight", 21))
        manager.willDisplayHeaderView(EventTitleView.self, fulfill.section("willDisplayHeader", ()))
        manager.targetIndexPathForMove(EventIntCell.self, fulfill.argument("target", IndexPath(row: 5, section: 5)))
        manager.commitEditingStyle(for: EventIntCell.self, fulfill.argument("commit", ()))
        manager.canPerformAction(for: EventIntCell.self, fulfill.arguments("canPerformAction", true))
        manager.itemsForAddingToDragSession(from: EventIntCell.self, fulfill.arguments("itemsForAdding", [UIDragItem]()))
        manager.memoryStorage.setSectionHeaderModels(["Header"])
        manager.memoryStorage.setItems([1])
        controller.tableView.layoutIfNeeded()

        let table = controller.tableView!
        let delegate = try #require(manager.tableDelegate)
        let row = IndexPath(row: 0, section: 0)
        log.reset()
        expectEqual(delegate.tableView(table, willSelectRowAt: row), IndexPath(row: 9, section: 9))
        expectNil(delegate.tableView(table, willDeselectRowAt: row))
        expectEqual(delegate.tableView(table, heightForRowAt: row), 42)
        expectEqual(delegate.tableView(table, editingStyleForRowAt: row), .insert)
        expectEqual(delegate.tableView(table, heightForHeaderInSection: 0), 21)
        delegate.tableView(table, willDisplayHeaderView: EventTitleView(reuseIdentifier: nil), forSection: 0)
        expectEqual(delegate.tableView(table, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: IndexPath(row: 1, section: 0)), IndexPath(row: 5, section: 5))
        try #require(manager.tableDataSource).tableView(table, commit: .delete, forRowAt: row)
        #expect(delegate.tableView(table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))
        #expect(try #require(manager.tableDragDelegate).tableView(table, itemsForAddingTo: HeadlessDragSession(), at: row, point: .zero).isEmpty)
        expectEqual(log.entries, ["willSelect", "willDeselect", "height", "editingStyle", "headerHeight", "willDisplayHeader", "target", "commit", "canPerformAction", "itemsForAdding"])
    }

    @Test func mappingLevelEventsInferTheirClosureShapesAndFire() throws {
        let log = EventLog()
        let fulfill = Fulfiller(log: log)
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.register(EventIntCell.self) { mapping in
            mapping.willSelect(fulfill.view("willSelect", nil))
            mapping.heightForCell(fulfill.model("height", 42))
            mapping.canEditCell(fulfill.model("canEdit", false))
            mapping.moveRowTo(fulfill.argument("move", ()))
            mapping.contextMenuConfiguration(fulfill.argument("menu", nil))
        }
        manager.registerFooter(EventTitleView.self) { mapping in
            mapping.heightForFooter(fulfill.sectionModel("footerHeight", 12))
            mapping.didEndDisplayingFooterView(fulfill.section("didEndFooter", ()))
        }
        manager.memoryStorage.setSectionFooterModels(["Footer"])
        manager.memoryStorage.setItems([1])
        controller.tableView.layoutIfNeeded()

        let table = controller.tableView!
        let delegate = try #require(manager.tableDelegate)
        let dataSource = try #require(manager.tableDataSource)
        let row = IndexPath(row: 0, section: 0)
        log.reset()
        expectNil(delegate.tableView(table, willSelectRowAt: row))
        expectEqual(delegate.tableView(table, heightForRowAt: row), 42)
        expectEqual(dataSource.tableView(table, canEditRowAt: row), false)
        dataSource.tableView(table, moveRowAt: row, to: row)
        expectNil(delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero))
        expectEqual(delegate.tableView(table, heightForFooterInSection: 0), 12)
        delegate.tableView(table, didEndDisplayingFooterView: EventTitleView(reuseIdentifier: nil), forSection: 0)
        expectEqual(log.entries, ["willSelect", "height", "canEdit", "move", "menu", "footerHeight", "didEndFooter"])
    }
}
