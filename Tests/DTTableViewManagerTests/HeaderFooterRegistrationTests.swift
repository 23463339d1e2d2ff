import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct HeaderFooterRegistrationTests {
    @Test func headerFooterViewFromCodeShowsItsModel() throws {
        let controller = ManagedTableViewController()
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        controller.manager.registerFooter(NiblessHeaderFooterView.self)
        controller.manager.memoryStorage.setSectionHeaderModels([1])
        controller.manager.memoryStorage.setSectionFooterModels([2])
        let delegate = try #require(controller.manager.tableDelegate)
        let header = try #require(delegate.tableView(controller.tableView, viewForHeaderInSection: 0) as? NiblessHeaderFooterView)
        let footer = try #require(delegate.tableView(controller.tableView, viewForFooterInSection: 0) as? NiblessHeaderFooterView)
        expectEqual(header.model, 1)
        expectEqual(footer.model, 2)
    }

    @Test func registeringHeaderOrFooterSwitchesStyleToView() {
        let controller = ManagedTableViewController()
        expectEqual(controller.manager.configuration.sectionHeaderStyle, .title)
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        expectEqual(controller.manager.configuration.sectionHeaderStyle, .view)
        expectEqual(controller.manager.configuration.sectionFooterStyle, .title)
        controller.manager.registerFooter(NiblessHeaderFooterView.self)
        expectEqual(controller.manager.configuration.sectionFooterStyle, .view)
    }

    @Test func headerFooterViewFromXib() throws {
        let controller = ManagedTableViewController()
        try withHeadlessNib(named: "XibHeaderFooterView", bundle: Bundle(for: XibHeaderFooterView.self), { _ in
            let view = XibHeaderFooterView(reuseIdentifier: nil)
            view.tag = 9
            return [view]
        }) {
            controller.manager.registerHeader(XibHeaderFooterView.self)
            controller.manager.memoryStorage.setSectionHeaderModels([1])
            let header = try #require(controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0) as? XibHeaderFooterView)
            expectEqual(header.tag, 9)
            expectEqual(header.model, 1)
        }
    }

    @Test func plainViewHeaderIsLoadedFromItsXib() throws {
        let controller = ManagedTableViewController()
        try withHeadlessNib(named: "PlainIntView", bundle: Bundle(for: PlainIntView.self), { _ in [PlainIntView(frame: .zero)] }) {
            controller.manager.registerHeader(PlainIntView.self)
            controller.manager.registerFooter(PlainIntView.self)
            controller.manager.memoryStorage.setSectionHeaderModels([4])
            controller.manager.memoryStorage.setSectionFooterModels([5])
            let delegate = try #require(controller.manager.tableDelegate)
            let header = try #require(delegate.tableView(controller.tableView, viewForHeaderInSection: 0) as? PlainIntView)
            let footer = try #require(delegate.tableView(controller.tableView, viewForFooterInSection: 0) as? PlainIntView)
            expectEqual(header.model, 4)
            expectEqual(footer.model, 5)
        }
    }

    @Test func headerWithoutModelTransferUsesHandler() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.registerHeader(UITableViewHeaderFooterView.self, for: String.self) { header, model, section in
            header.tag = section + 10
            header.textLabel?.text = model
        }
        controller.manager.registerFooter(UITableViewHeaderFooterView.self, for: String.self) { footer, model, section in
            footer.textLabel?.text = model
        }
        controller.manager.memoryStorage.setItemsForAllSections([[1], [2]])
        controller.manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        controller.manager.memoryStorage.setSectionFooterModels(["C", "D"])
        let delegate = try #require(controller.manager.tableDelegate)
        let header = try #require(delegate.tableView(controller.tableView, viewForHeaderInSection: 1) as? UITableViewHeaderFooterView)
        expectEqual(header.tag, 11)
        expectEqual(header.textLabel?.text, "B")
        let footer = try #require(delegate.tableView(controller.tableView, viewForFooterInSection: 0) as? UITableViewHeaderFooterView)
        expectEqual(footer.textLabel?.text, "C")
    }

    @Test func headerMappingClosureAndHandlerBothRun() throws {
        let controller = ManagedTableViewController()
        var mappingRan = false
        controller.manager.registerHeader(NiblessHeaderFooterView.self) { mapping in
            mappingRan = true
            mapping.condition = .section(0)
        } handler: { header, model, section in
            header.tag = model * 10
        }
        controller.manager.memoryStorage.setSectionHeaderModels([3])
        let header = try #require(controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0))
        #expect(mappingRan)
        expectEqual(header.tag, 30)
    }
}

@MainActor @Suite struct UnregisterTests {
    @Test func unregisterRemovesMappingAndTableRegistration() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.unregister(NiblessIntCell.self)
        #expect(controller.manager.viewFactory.mappings.isEmpty)
        expectNil(controller.tableView.dequeueReusableCell(withIdentifier: "NiblessIntCell"))
    }

    @Test func unregisterRemovesEventsOfTheMapping() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self) { mapping in
            mapping.didSelect { _, _, _ in }
        }
        expectEqual(controller.manager.tableDelegate?.hasReaction(for: .didSelectRowAtIndexPath), true)
        controller.manager.unregister(NiblessIntCell.self)
        expectEqual(controller.manager.tableDelegate?.hasReaction(for: .didSelectRowAtIndexPath), false)
    }

    @Test func unregisterHeaderKeepsFooterAndCells() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        controller.manager.registerFooter(NiblessHeaderFooterView.self)
        controller.manager.unregisterHeader(NiblessHeaderFooterView.self)
        expectEqual(controller.manager.viewFactory.mappings.count, 2)
        expectNotNil(controller.tableView.dequeueReusableHeaderFooterView(withIdentifier: "NiblessHeaderFooterView"))
        controller.manager.unregisterFooter(NiblessHeaderFooterView.self)
        expectEqual(controller.manager.viewFactory.mappings.count, 1)
        expectNil(controller.tableView.dequeueReusableHeaderFooterView(withIdentifier: "NiblessHeaderFooterView"))
    }

    @Test func unregisteringACellClassThatIsOnlyAHeaderKeepsEverything() {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        controller.manager.unregisterHeader(NiblessIntCell.self)
        expectEqual(controller.manager.viewFactory.mappings.count, 2)
    }

    @Test func unregisteredModelIsReportedAsUnmapped() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        controller.manager.unregister(NiblessIntCell.self)
        _ = controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        expectEqual(recorder.anomalies, [.noCellMappingFound(modelDescription: "1", indexPath: IndexPath(row: 0, section: 0))])
    }
}
