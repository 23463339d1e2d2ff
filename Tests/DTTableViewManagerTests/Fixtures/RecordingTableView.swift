import DTTableViewManager
import Foundation

/// A table that records the batch operations it receives, then applies them as UIKit would.
final class RecordingTableView: UITableView {
    var operations: [String] = []

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        operations.append("insert \(indexPaths)")
        super.insertRows(at: indexPaths, with: animation)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        operations.append("delete \(indexPaths)")
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        operations.append("move \(indexPath) -> \(newIndexPath)")
        super.moveRow(at: indexPath, to: newIndexPath)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        operations.append("reload \(indexPaths)")
        super.reloadRows(at: indexPaths, with: animation)
    }

    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        operations.append("insert sections \(Array(sections))")
        super.insertSections(sections, with: animation)
    }

    override func reloadData() {
        operations.append("reloadData")
        super.reloadData()
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        operations.append("batch")
        super.performBatchUpdates(updates, completion: completion)
    }
}

/// An owner whose table records its operations.
@MainActor
final class RecordingTableController: DTTableViewManageable {
    let table = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var tableView: UITableView! { table }
}
