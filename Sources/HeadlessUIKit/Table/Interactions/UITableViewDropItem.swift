import Foundation

/// An item of a drop on a table view.
@preconcurrency @MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The dragged item; its provider supplies the data.
    var dragItem: UIDragItem { get }
    /// The row the item was dragged from, when it comes from this table view and the table has
    /// not been reloaded since.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's drop preview; zero when it has none.
    var previewSize: CGSize { get }
}
