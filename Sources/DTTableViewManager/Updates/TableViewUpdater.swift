import Foundation

/// Applies storage updates to a table view.
///
/// Each `StorageUpdate` is applied in one `performBatchUpdates` call: the storage's deferred
/// data-source changes are applied first, exactly once, inside the batch, then the row and
/// section changes are animated with the animation configured for their kind. UIKit rejects a
/// row moved into a section inserted by the same batch, or out of one it deletes: such a move
/// is applied as a deletion of its old row (the inserted section already brings the new one), or
/// an insertion of its new row (the deleted section already takes the old one).
///
/// An update the storage already applied before the batch opened (a re-entrant storage change
/// from ``willUpdateContent`` or from a subclass before it calls `super`; see
/// `StorageUpdate.wasAppliedByStorage`) can no longer be animated: the table reloads instead, and
/// the re-entrant change arrives as its own reload. Replace the
/// manager's ``DTTableViewManager/tableViewUpdater`` (for example with a subclass that skips
/// animations in tests) to change how updates reach the table.
@preconcurrency @MainActor
open class TableViewUpdater: @MainActor StorageUpdating {
    /// The table updates are applied to.
    public private(set) weak var tableView: UITableView?

    /// Runs before an update is applied; receives `nil` before a full reload.
    open var willUpdateContent: ((StorageUpdate?) -> Void)?

    /// Runs after an update was applied (in the batch's completion); receives `nil` after a full
    /// reload.
    open var didUpdateContent: ((StorageUpdate?) -> Void)?

    /// Animation for inserted sections. Defaults to `.none`.
    open var insertSectionAnimation = UITableView.RowAnimation.none
    /// Animation for deleted sections. Defaults to `.automatic`.
    open var deleteSectionAnimation = UITableView.RowAnimation.automatic
    /// Animation for reloaded sections. Defaults to `.automatic`.
    open var reloadSectionAnimation = UITableView.RowAnimation.automatic
    /// Animation for inserted rows. Defaults to `.automatic`.
    open var insertRowAnimation = UITableView.RowAnimation.automatic
    /// Animation for deleted rows. Defaults to `.automatic`.
    open var deleteRowAnimation = UITableView.RowAnimation.automatic
    /// Animation for reloaded rows. Defaults to `.automatic`.
    open var reloadRowAnimation = UITableView.RowAnimation.automatic

    /// Reconfigures an updated row in place instead of reloading it; when set,
    /// ``reloadRowAnimation`` is not used. See ``DTTableViewManager/updateCellClosure()``.
    open var reloadRowClosure: ((IndexPath, Any) -> Void)?

    /// When `true`, a moved row is animated as a deletion at its old index path plus an
    /// insertion at the new one; when `false`, as a move.
    ///
    /// DTTableViewManager 11 documents the same, but applies the flag the other way round (its
    /// default updater deletes and inserts moved rows); this one does what the name says.
    open var animateMoveAsDeleteAndInsert: Bool

    /// When `false`, updates that arrive while the table is not in a window reload the table
    /// instead of animating. Defaults to `true`.
    open var animateChangesOffScreen = true

    /// Creates an updater for `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The table to update; held weakly.
    ///   - reloadRow: Reconfigures updated rows in place instead of reloading them.
    ///   - animateMoveAsDeleteAndInsert: Whether moves are animated as deletion plus insertion.
    public init(tableView: UITableView, reloadRow: ((IndexPath, Any) -> Void)? = nil, animateMoveAsDeleteAndInsert: Bool = false) {
        self.tableView = tableView
        self.reloadRowClosure = reloadRow
        self.animateMoveAsDeleteAndInsert = animateMoveAsDeleteAndInsert
    }

    /// Applies `update` to the table in one batch.
    ///
    /// - Parameter update: The changes the storage made.
    open func storageDidPerformUpdate(_ update: StorageUpdate) {
        willUpdateContent?(update)
        guard let tableView else {
            // Nothing to animate; still honour the storage's pending changes.
            update.applyDeferredDatasourceUpdates()
            didUpdateContent?(update)
            return
        }
        if update.wasAppliedByStorage || (!animateChangesOffScreen && tableView.window == nil) {
            update.applyDeferredDatasourceUpdates()
            tableView.reloadData()
            didUpdateContent?(update)
            return
        }
        tableView.performBatchUpdates({
            if update.containsDeferredDatasourceUpdates {
                update.applyDeferredDatasourceUpdates()
            }
            self.applyObjectChanges(from: update, to: tableView)
            self.applySectionChanges(from: update, to: tableView)
        }, completion: { [weak self] _ in
            self?.didUpdateContent?(update)
        })
    }

    /// `true`: the updater applies changes in `UITableView` batch updates, which UIKit requires on
    /// the main thread.
    ///
    /// A storage whose delegate this updater is therefore checks the thread first in each of its
    /// mutating methods and, called off the main thread, stops the process with a message naming
    /// the method and the fix, before anything changes.
    nonisolated open var requiresMainThread: Bool { true }

    /// Reloads the whole table, between ``willUpdateContent`` and ``didUpdateContent``.
    open func storageNeedsReloading() {
        willUpdateContent?(nil)
        tableView?.reloadData()
        didUpdateContent?(nil)
    }

    /// Animates the item changes, reading the storage's compact record: a run of rows changed
    /// alike becomes one table call.
    private func applyObjectChanges(from update: StorageUpdate, to tableView: UITableView) {
        let insertedSections = Set(update.sectionChanges.filter { $0.0 == .insert }.compactMap(\.1.first))
        let deletedSections = Set(update.sectionChanges.filter { $0.0 == .delete }.compactMap(\.1.first))
        for entry in update.itemChanges.entries {
            switch entry {
            case let .rows(change, section, first, last):
                let rows = stride(from: first, through: last, by: first <= last ? 1 : -1)
                applyRowChange(change, at: rows.map { IndexPath(row: $0, section: section) }, of: update, to: tableView)
            case let .move(source, destination):
                applyMove(from: source, to: destination, deletedSections: deletedSections, insertedSections: insertedSections, to: tableView)
            case let .other(change, indexPaths):
                // A change written by hand in an unusual shape: its first index path is the row,
                // its last the destination of a move.
                guard let first = indexPaths.first, let last = indexPaths.last else { continue }
                if change == .move {
                    applyMove(from: first, to: last, deletedSections: deletedSections, insertedSections: insertedSections, to: tableView)
                } else {
                    applyRowChange(change, at: [first], of: update, to: tableView)
                }
            }
        }
    }

    /// Moves a row, or deletes and inserts it where UIKit rejects a move or the updater is told
    /// to animate moves that way.
    private func applyMove(
        from source: IndexPath, to destination: IndexPath,
        deletedSections: Set<Int>, insertedSections: Set<Int>, to tableView: UITableView
    ) {
        let leavesDeletedSection = deletedSections.contains(source.section)
        let entersInsertedSection = insertedSections.contains(destination.section)
        if animateMoveAsDeleteAndInsert || leavesDeletedSection || entersInsertedSection {
            if !leavesDeletedSection { tableView.deleteRows(at: [source], with: deleteRowAnimation) }
            if !entersInsertedSection { tableView.insertRows(at: [destination], with: insertRowAnimation) }
        } else {
            tableView.moveRow(at: source, to: destination)
        }
    }

    /// Inserts, deletes or reloads rows; never called for a move.
    private func applyRowChange(_ change: ChangeType, at indexPaths: [IndexPath], of update: StorageUpdate, to tableView: UITableView) {
        switch change {
        case .insert:
            tableView.insertRows(at: indexPaths, with: insertRowAnimation)
        case .delete:
            tableView.deleteRows(at: indexPaths, with: deleteRowAnimation)
        case .update:
            var reloaded: [IndexPath] = []
            for indexPath in indexPaths {
                if let reloadRowClosure, let model = update.updatedObjects[indexPath] {
                    reloadRowClosure(indexPath, model)
                } else {
                    reloaded.append(indexPath)
                }
            }
            if !reloaded.isEmpty { tableView.reloadRows(at: reloaded, with: reloadRowAnimation) }
        case .move:
            break
        }
    }

    private func applySectionChanges(from update: StorageUpdate, to tableView: UITableView) {
        for (change, indices) in update.sectionChanges {
            guard let first = indices.first else { continue }
            switch change {
            case .insert:
                tableView.insertSections([first], with: insertSectionAnimation)
            case .delete:
                tableView.deleteSections([first], with: deleteSectionAnimation)
            case .update:
                tableView.reloadSections([first], with: reloadSectionAnimation)
            case .move:
                guard let destination = indices.last else { continue }
                tableView.moveSection(first, toSection: destination)
            }
        }
    }
}
