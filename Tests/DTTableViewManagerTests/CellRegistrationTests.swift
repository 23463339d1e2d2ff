import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct CellRegistrationTests {
    @Test func modelTransferCellIsCreatedFromCodeAndUpdated() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([7])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? NiblessIntCell)
        expectEqual(cell.model, 7)
        #expect(!cell.createdByNib)
        expectEqual(cell.reuseIdentifier, "NiblessIntCell")
    }

    @Test func xibNamedAfterTheClassIsUsedWhenItExists() throws {
        let controller = ManagedTableViewController()
        try withHeadlessNib(named: "XibIntCell", bundle: Bundle(for: XibIntCell.self), { _ in
            let cell = XibIntCell(style: .default, reuseIdentifier: nil)
            cell.createdByNib = true
            return [cell]
        }) {
            controller.manager.register(XibIntCell.self)
            controller.manager.memoryStorage.setItems([1])
            let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? XibIntCell)
            #expect(cell.createdByNib)
            expectEqual(cell.model, 1)
        }
        let mapping = try #require(controller.manager.viewFactory.mappings.first as? TableViewCellModelMapping<XibIntCell, Int>)
        expectEqual(mapping.xibName, "XibIntCell")
    }

    @Test func nilXibNameForcesCreationInCode() throws {
        let controller = ManagedTableViewController()
        try withHeadlessNib(named: "XibIntCell", bundle: Bundle(for: XibIntCell.self), { _ in
            let cell = XibIntCell(style: .default, reuseIdentifier: nil)
            cell.createdByNib = true
            return [cell]
        }) {
            controller.manager.register(XibIntCell.self) { mapping in
                mapping.xibName = nil
            }
            controller.manager.memoryStorage.setItems([1])
            let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? XibIntCell)
            #expect(!cell.createdByNib)
        }
    }

    @Test func customXibNameAndBundleAreUsed() throws {
        let controller = ManagedTableViewController()
        let bundle = Bundle(path: FileManager.default.temporaryDirectory.path) ?? Bundle.main
        try withHeadlessNib(named: "CustomIntCell", bundle: bundle, { _ in
            let cell = RecordingIntCell(style: .default, reuseIdentifier: nil)
            cell.createdByNib = true
            return [cell]
        }) {
            controller.manager.register(RecordingIntCell.self) { mapping in
                mapping.xibName = "CustomIntCell"
                mapping.bundle = bundle
            }
            controller.manager.memoryStorage.setItems([3])
            let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? RecordingIntCell)
            #expect(cell.createdByNib)
        }
    }

    @Test func storyboardPrototypeIsUsedNotReRegistered() throws {
        let controller = ManagedTableViewController()
        controller.tableView.setHeadlessPrototypeCell(forReuseIdentifier: "RecordingIntCell") {
            let cell = RecordingIntCell(style: .default, reuseIdentifier: "RecordingIntCell")
            cell.createdByNib = true
            return cell
        }
        controller.manager.register(RecordingIntCell.self)
        let mapping = try #require(controller.manager.viewFactory.mappings.first as? TableViewCellModelMapping<RecordingIntCell, Int>)
        #expect(mapping.cellRegisteredByStoryboard)
        controller.manager.memoryStorage.setItems([5])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? RecordingIntCell)
        #expect(cell.createdByNib)
        expectEqual(cell.model, 5)
    }

    @Test func handlerRunsBeforeUpdateWith() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self) { _ in
        } handler: { cell, model, indexPath in
            cell.events.append("handler(\(model), \(indexPath.row))")
        }
        controller.manager.memoryStorage.setItems([4])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? NiblessIntCell)
        expectEqual(cell.events, ["handler(4, 0)", "update(4)"])
    }

    @Test func mappingClosureRunsBeforeRegistration() {
        let controller = ManagedTableViewController()
        var order: [String] = []
        controller.manager.register(NiblessIntCell.self) { mapping in
            order.append("mapping")
            mapping.reuseIdentifier = "custom"
        }
        order.append("registered")
        expectEqual(order, ["mapping", "registered"])
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "custom") is NiblessIntCell)
    }

    @Test func cellWithoutModelTransferUsesItsHandler() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(UITableViewCell.self, for: MenuItem.self) { mapping in
            mapping.reuseIdentifier = "menu"
        } handler: { cell, model, indexPath in
            cell.textLabel?.text = model.title
        }
        controller.manager.memoryStorage.setItems([MenuItem(title: "Settings")])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)))
        expectEqual(cell.textLabel?.text, "Settings")
    }

    @Test func handlerOnlyRegistrationCompilesWithTrailingClosure() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(UITableViewCell.self, for: String.self) { cell, model, indexPath in
            cell.textLabel?.text = model
        }
        controller.manager.memoryStorage.setItems(["Foo"])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)))
        expectEqual(cell.textLabel?.text, "Foo")
    }

    @Test func twoKindsOfRegistrationCombine() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.register(UITableViewCell.self, for: String.self, handler: { cell, model, _ in
            cell.textLabel?.text = model
        })
        controller.manager.memoryStorage.setItems([1, "Foo"] as [Any])
        let dataSource = try #require(controller.manager.tableDataSource)
        #expect(dataSource.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) is NiblessIntCell)
        expectEqual(dataSource.tableView(controller.tableView, cellForRowAt: IndexPath(row: 1, section: 0)).textLabel?.text, "Foo")
    }

    @Test func nestedOptionalModelsAreUnwrapped() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        let model: Int?? = 3
        controller.manager.memoryStorage.setItems([model])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? NiblessIntCell)
        expectEqual(cell.model, 3)
    }

    @Test func cellForOptionalModelTypeIsFound() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(OptionalIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        let cell = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? OptionalIntCell)
        expectEqual(cell.model, .some(1))
    }
}
