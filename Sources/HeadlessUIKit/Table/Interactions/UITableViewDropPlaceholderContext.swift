import Foundation

/// A drop placeholder row in a table view, to exchange for the final row or remove.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The dragged item the placeholder stands for.
    var dragItem: UIDragItem { get }

    /// Replaces the placeholder with the final row, after `dataSourceUpdates` updated the data
    /// source.
    ///
    /// - Parameter dataSourceUpdates: Inserts the dropped item into the data source at the given
    ///   index path; nothing else.
    /// - Returns: `false`, without calling `dataSourceUpdates`, when the placeholder is no longer
    ///   there (already committed or deleted, or the table view reloaded).
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool

    /// Removes the placeholder row.
    ///
    /// - Returns: `false` when the placeholder is no longer there.
    @discardableResult
    func deletePlaceholder() -> Bool
}
