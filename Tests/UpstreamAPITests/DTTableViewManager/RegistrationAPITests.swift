import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// Inventory group "DTTableViewManager: registration".
@MainActor @Suite struct RegistrationAPITests {
    @Test func cellsHeadersAndFootersRegisterWithAndWithoutModelTransfer() {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        var handled: [String] = []
        manager.register(PostCell.self)
        manager.register(NumberCell.self, mapping: { $0.condition = .section(1) }) { _, _, _ in handled.append("number") }
        manager.register(UITableViewCell.self, for: String.self) { cell, text, _ in cell.textLabel?.text = text }
        manager.register(UITableViewCell.self, for: Double.self, mapping: { $0.reuseIdentifier = "double" }) { _, _, _ in }
        manager.registerHeader(TitleHeaderView.self)
        manager.registerHeader(UITableViewHeaderFooterView.self, for: Int.self) { _, _, _ in handled.append("int header") }
        manager.registerFooter(TitleHeaderView.self, mapping: nil) { _, _, _ in handled.append("footer") }
        manager.registerFooter(UITableViewHeaderFooterView.self, for: Int.self) { _, _, _ in }
        expectEqual(manager.configuration.sectionHeaderStyle, .view)
        expectEqual(manager.configuration.sectionFooterStyle, .view)

        manager.memoryStorage.setSectionHeaderModels(["Posts", 1])
        manager.memoryStorage.setSectionFooterModels(["End"])
        manager.memoryStorage.setItemsForAllSections([[Post(id: 1, title: "one")], [7]] as [[Any]])
        owner.tableView.layoutIfNeeded()
        #expect(handled.contains("number"))
        #expect(handled.contains("int header"))
        #expect(handled.contains("footer"))

        manager.unregister(NumberCell.self)
        manager.unregisterHeader(TitleHeaderView.self)
        manager.unregisterFooter(TitleHeaderView.self)
    }
}
