import DTTableViewManager
import Foundation
import TestSupport

extension ManagedTableViewController {
    /// Shows `items` in one section under a "Header" header and a "Footer" footer, and lays the
    /// table out.
    func showInOneSection<Item>(_ items: [Item]) {
        manager.memoryStorage.setSectionHeaderModels(["Header"])
        manager.memoryStorage.setSectionFooterModels(["Footer"])
        manager.memoryStorage.setItems(items)
        tableView.layoutIfNeeded()
    }
}
