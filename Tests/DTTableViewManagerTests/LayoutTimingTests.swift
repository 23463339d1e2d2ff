import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// The manager on a table that requests its content at the next layout pass, as UIKit's does.
@MainActor @Suite struct ManagedLayoutTimingTests {
    /// A presenter that fills the sections and only then says where their headers come from: on
    /// iOS the headers show, because the table asks for them at the next layout pass, not inside
    /// each `setItems` call's reload.
    @Test func headerProviderSetAfterTheItemsShowsHeadersAtTheNextLayoutPass() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(StringCell.self)
        controller.manager.registerHeader(StringHeaderView.self)
        let storage = try #require(controller.manager.memoryStorage)
        for section in 0..<4 {
            storage.setItems(["row \(section)"], forSection: section)
        }
        storage.headerModelProvider = { "Section \($0)" }
        controller.tableView.layoutIfNeeded()
        let header = try #require(controller.tableView.headerView(forSection: 0) as? StringHeaderView)
        expectEqual(header.title, "Section 0")
        expectNotNil(controller.tableView.headerView(forSection: 3))
    }
}
