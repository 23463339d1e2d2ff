import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct EditingModeTests {
    @Test func editingModeReachesVisibleAndNewCells() {
        let fixture = TableFixture(sections: [ListDataSource.rows(30)])
        fixture.tableView.setEditing(true, animated: true)
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 440)
        #expect(fixture.tableView.visibleCells.allSatisfy { $0.isEditing })
        fixture.tableView.isEditing = false
        #expect(fixture.tableView.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
    }

    @Test func tapsSelectDuringEditingOnlyWhenAllowed() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)])
        fixture.tableView.isEditing = true
        #expect(try !fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        fixture.tableView.allowsSelectionDuringEditing = true
        #expect(try fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        expectEqual(fixture.tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    @Test func tableViewControllerForwardsEditingToItsTable() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
    }
}
