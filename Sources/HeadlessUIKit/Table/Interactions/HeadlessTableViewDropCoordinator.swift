import Foundation

/// A drop coordinator that tests create and pass to `tableView(_:performDropWith:)`; it records
/// where each item was dropped (HeadlessUIKit-only).
@preconcurrency @MainActor
public final class HeadlessTableViewDropCoordinator: NSObject, UITableViewDropCoordinator {
    /// Where a dropped item was sent.
    public enum Destination {
        /// To a placeholder row, with the context returned for it.
        case placeholder(UITableViewDropPlaceholder, HeadlessTableViewDropPlaceholderContext)
        /// To a row the app inserted.
        case row(IndexPath)
        /// Into a rectangle of an existing row.
        case intoRow(IndexPath, rect: CGRect)
        /// To a preview target.
        case target(UIDragPreviewTarget)
    }

    /// One call to a `drop` method.
    public struct Drop {
        /// The dropped item.
        public let dragItem: UIDragItem
        /// Where it was sent.
        public let destination: Destination
        /// The animator returned for it.
        public let animator: HeadlessDragAnimator
    }

    /// The dropped items, in order.
    public let items: [UITableViewDropItem]
    /// The last row the drop was over.
    public let destinationIndexPath: IndexPath?
    /// The proposal in effect when the user dropped.
    public let proposal: UITableViewDropProposal
    /// The drop session.
    public let session: UIDropSession
    /// Every call to a `drop` method, in order.
    public private(set) var drops: [Drop] = []
    /// The table the drop happens on, which gains the row of a committed placeholder.
    public private(set) weak var tableView: UITableView?

    /// Creates a coordinator.
    ///
    /// - Parameters:
    ///   - session: The drop session.
    ///   - destinationIndexPath: The last row the drop was over.
    ///   - proposal: The proposal in effect.
    ///   - items: The dropped items; when `nil`, one item without a source row for each of the
    ///     session's drag items.
    ///   - tableView: The table the drop happens on: committing a placeholder inserts its row
    ///     there, after the app's data-source updates, as UIKit exchanges the placeholder for the
    ///     final row. Without it, a commit changes only the app's data.
    public init(
        session: UIDropSession,
        destinationIndexPath: IndexPath?,
        proposal: UITableViewDropProposal,
        items: [UITableViewDropItem]? = nil,
        tableView: UITableView? = nil
    ) {
        self.session = session
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.items = items ?? session.items.map { HeadlessTableViewDropItem(dragItem: $0) }
        self.tableView = tableView
        super.init()
    }

    /// Records a drop to a placeholder and returns a new placed context for it.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - placeholder: The placeholder row.
    /// - Returns: A ``HeadlessTableViewDropPlaceholderContext``.
    @discardableResult
    public func drop(
        _ dragItem: UIDragItem,
        to placeholder: UITableViewDropPlaceholder
    ) -> UITableViewDropPlaceholderContext {
        let context = HeadlessTableViewDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, tableView: tableView)
        drops.append(Drop(dragItem: dragItem, destination: .placeholder(placeholder, context), animator: context))
        return context
    }

    /// Records a drop to a row.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - indexPath: The row.
    /// - Returns: A ``HeadlessDragAnimator``.
    @discardableResult
    public func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        record(dragItem, .row(indexPath))
    }

    /// Records a drop into a row.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - indexPath: The row.
    ///   - rect: The rectangle, in the cell's coordinates.
    /// - Returns: A ``HeadlessDragAnimator``.
    @discardableResult
    public func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        record(dragItem, .intoRow(indexPath, rect: rect))
    }

    /// Records a drop to a preview target.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - target: Where the item animates to.
    /// - Returns: A ``HeadlessDragAnimator``.
    @discardableResult
    public func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        record(dragItem, .target(target))
    }

    /// Makes every placed placeholder unavailable, as reloading the table view does.
    public func invalidatePlaceholders() {
        for drop in drops {
            if case .placeholder(_, let context) = drop.destination {
                context.invalidate()
            }
        }
    }

    private func record(_ dragItem: UIDragItem, _ destination: Destination) -> HeadlessDragAnimator {
        let animator = HeadlessDragAnimator()
        drops.append(Drop(dragItem: dragItem, destination: destination, animator: animator))
        return animator
    }
}
