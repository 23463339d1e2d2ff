import Foundation

/// The placeholder context a ``HeadlessTableViewDropCoordinator`` returns: it records what
/// happened to its placeholder (HeadlessUIKit-only).
@preconcurrency @MainActor
public final class HeadlessTableViewDropPlaceholderContext: HeadlessDragAnimator, UITableViewDropPlaceholderContext {
    /// What has happened to a placeholder.
    public enum State: Equatable, Sendable {
        /// The placeholder row is shown, waiting for the data.
        case placed
        /// The placeholder was exchanged for the final row at this index path.
        case committed(IndexPath)
        /// The placeholder was removed with ``deletePlaceholder()``.
        case deleted
        /// The placeholder disappeared without a commit or delete, as when the table view reloads.
        case invalidated
    }

    /// The dragged item the placeholder stands for.
    public let dragItem: UIDragItem
    /// The placeholder row.
    public let placeholder: UITableViewDropPlaceholder
    /// What has happened to the placeholder so far.
    public private(set) var state: State = .placed
    /// The table that gains the final row when the placeholder is committed.
    private weak var tableView: UITableView?

    /// Creates a context for a placeholder that has just been placed.
    ///
    /// - Parameters:
    ///   - dragItem: The dragged item.
    ///   - placeholder: The placeholder row.
    ///   - tableView: The table that gains the final row when the placeholder is committed;
    ///     `nil` when only the app's data changes.
    public init(dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder, tableView: UITableView? = nil) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.tableView = tableView
        super.init()
    }

    /// Runs `dataSourceUpdates` with the placeholder's index path and records the commit, if the
    /// placeholder is still placed; the table, when there is one, then gains the final row, as
    /// UIKit exchanges the placeholder for it (so the data source must have inserted the item,
    /// or the table reports an invalid update, as UIKit raises).
    ///
    /// Headless: the placeholder row itself is not shown before the commit.
    ///
    /// - Parameter dataSourceUpdates: Inserts the dropped item into the data source.
    /// - Returns: `false`, without running `dataSourceUpdates`, when the placeholder was already
    ///   committed, deleted or invalidated.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard state == .placed else { return false }
        let indexPath = placeholder.headlessInsertionIndexPath
        dataSourceUpdates(indexPath)
        state = .committed(indexPath)
        tableView?.insertRows(at: [indexPath], with: .automatic)
        return true
    }

    /// Records the placeholder's removal, if it is still placed.
    ///
    /// - Returns: `false` when the placeholder was already committed, deleted or invalidated.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard state == .placed else { return false }
        state = .deleted
        return true
    }

    /// Makes the placeholder unavailable, as reloading the table view does; later commits and
    /// deletes return `false`.
    public func invalidate() {
        if state == .placed {
            state = .invalidated
        }
    }
}
