import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTTableViewManager: TableViewUpdater".
@MainActor @Suite struct TableViewUpdaterAPITests {
    @Test func updaterAppliesUpdatesAndReportsThem() {
        let screen = EventScreen()
        let table = screen.table
        var reloaded: [IndexPath] = []
        let updater = TableViewUpdater(tableView: table, reloadRow: { indexPath, _ in reloaded.append(indexPath) }, animateMoveAsDeleteAndInsert: true)
        let plain = TableViewUpdater(tableView: table)
        #expect(!plain.animateMoveAsDeleteAndInsert)
        expectNil(plain.reloadRowClosure)
        #expect(plain.animateChangesOffScreen)
        updater.insertSectionAnimation = .none
        updater.deleteSectionAnimation = .fade
        updater.reloadSectionAnimation = .automatic
        updater.insertRowAnimation = .automatic
        updater.deleteRowAnimation = .automatic
        updater.reloadRowAnimation = .automatic
        let reloadRow = updater.reloadRowClosure
        updater.reloadRowClosure = reloadRow
        updater.animateMoveAsDeleteAndInsert = false
        updater.animateChangesOffScreen = true
        var events: [String] = []
        updater.willUpdateContent = { _ in events.append("will") }
        updater.didUpdateContent = { _ in events.append("did") }
        screen.manager.tableViewUpdater = updater
        screen.show()
        events.removeAll()

        screen.manager.memoryStorage.reloadItem(Post(id: 1, title: "one"))
        expectEqual(reloaded, [IndexPath(row: 0, section: 0)])
        updater.storageNeedsReloading()
        updater.storageDidPerformUpdate(StorageUpdate())
        expectEqual(events, ["will", "did", "will", "did", "will", "did"])
    }
}
