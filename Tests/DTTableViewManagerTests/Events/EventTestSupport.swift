import DTTableViewManager
import Foundation
import TestSupport

/// A managed controller whose table shows `items` in section 0 after `configure` registered
/// mappings and events, laid out so that visible cells exist.
@MainActor
func displayedController(items: [Int], _ configure: (DTTableViewManager) -> Void) -> ManagedTableViewController {
    let controller = ManagedTableViewController()
    configure(controller.manager)
    controller.manager.memoryStorage.setItems(items)
    controller.tableView.layoutIfNeeded()
    return controller
}

/// A cell for `Int` models that remembers the model it displays.
final class EventIntCell: UITableViewCell, ModelTransfer {
    var model: Int?
    func update(with model: Int) { self.model = model }
}

/// A cell for `String` models.
final class EventStringCell: UITableViewCell, ModelTransfer {
    func update(with model: String) {}
}

/// A header-footer view for `String` models.
final class EventTitleView: UITableViewHeaderFooterView, ModelTransfer {
    var title: String?
    func update(with model: String) { title = model }
}
