import Foundation

/// A table-view drop item that tests create for a ``HeadlessTableViewDropCoordinator``
/// (HeadlessUIKit-only).
@preconcurrency @MainActor
public final class HeadlessTableViewDropItem: NSObject, UITableViewDropItem {
    /// The dragged item.
    public let dragItem: UIDragItem
    /// The row the item was dragged from, if it comes from the same table view.
    public let sourceIndexPath: IndexPath?
    /// The size of the item's drop preview.
    public let previewSize: CGSize

    /// Creates a drop item.
    ///
    /// - Parameters:
    ///   - dragItem: The dragged item.
    ///   - sourceIndexPath: The row it was dragged from, if it comes from the same table view.
    ///   - previewSize: The size of its drop preview.
    public init(dragItem: UIDragItem, sourceIndexPath: IndexPath? = nil, previewSize: CGSize = .zero) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
        super.init()
    }
}
