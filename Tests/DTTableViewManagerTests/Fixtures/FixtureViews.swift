import DTTableViewManager
import Foundation

class IntHeaderFooterView: UITableViewHeaderFooterView, ModelTransfer {
    var model: Int?
    func update(with model: Int) { self.model = model }
}
final class NiblessHeaderFooterView: IntHeaderFooterView {}
final class XibHeaderFooterView: IntHeaderFooterView {}
final class StringHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    var title: String?
    func update(with model: String) { title = model }
}

/// A plain view (not a header-footer view) used as a section header through a xib.
final class PlainIntView: UIView, ModelTransfer {
    var model: Int?
    func update(with model: Int) { self.model = model }
}
