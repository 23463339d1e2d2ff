import Foundation

/// One batch of changes made by a storage, in the form a table or collection view animates.
///
/// Coordinates follow UIKit's batch-update rules: deletions, reloads and move sources refer to the
/// contents before the update; insertions and move destinations refer to the contents after it.
///
/// A storage with a delegate usually delivers its changes *deferred*: when the delegate receives the
/// update, the storage still shows the old contents, and
/// ``enqueuedDatasourceUpdates`` holds the data-source change. The delegate calls
/// ``applyDeferredDatasourceUpdates()`` inside the view's batch update; that switches the storage to
/// the new contents and fills in ``sectionChanges``, ``objectChanges`` and ``updatedObjects``.
/// Applying is idempotent: the first call (through this method or any element of
/// ``enqueuedDatasourceUpdates``) applies every deferred change in order, later calls do nothing.
/// If the delegate never applies, the storage applies the update itself before its next change,
/// so no change is ever lost.
public final class StorageUpdate: Equatable, CustomStringConvertible {
    /// Item changes, in the order they were recorded: a change type and its index paths
    /// (one index path, or source and destination for ``ChangeType/move``).
    ///
    /// Storages record their changes compactly; the first read builds this array, later reads
    /// and in-place edits (`objectChanges.append(_:)`) reuse it.
    ///
    /// - Complexity: O(*n*) for *n* changes on the first read after a storage recorded them,
    ///   O(1) afterwards.
    public var objectChanges: [(ChangeType, [IndexPath])] {
        get {
            if let expandedChanges { return expandedChanges }
            let expanded = compactChanges?.expanded ?? []
            expandedChanges = expanded
            return expanded
        }
        set {
            expandedChanges = newValue
            compactChanges = nil
        }
        _modify {
            var changes = objectChanges
            // Release the stored copies so that `changes` is edited in place.
            expandedChanges = nil
            compactChanges = nil
            defer { expandedChanges = changes }
            yield &changes
        }
    }

    /// The item changes in compact form, for the package's view updaters: the same changes as
    /// ``objectChanges``.
    ///
    /// - Complexity: O(1) for changes a storage recorded; O(*n*) on the first read after
    ///   ``objectChanges`` was assigned.
    package var itemChanges: ItemChangeList {
        if let compactChanges { return compactChanges }
        var compact = ItemChangeList()
        compact.append(contentsOf: expandedChanges ?? [])
        compactChanges = compact
        return compact
    }

    /// The item changes as recorded by a storage, or `nil` until asked for after an assignment.
    /// At least one of the two forms is set; when both are, they hold the same changes.
    private var compactChanges: ItemChangeList? = ItemChangeList()
    /// The item changes in public form, or `nil` until asked for after a storage recorded them.
    private var expandedChanges: [(ChangeType, [IndexPath])]?

    /// Section changes, in the order they were recorded: a change type and its section indexes
    /// (one index, or source and destination for ``ChangeType/move``).
    public var sectionChanges: [(ChangeType, [Int])] = []

    /// The new items of reloaded index paths, keyed by their index path before the update.
    ///
    /// Views reload cells after applying insertions and deletions, when the index path may point
    /// elsewhere; configuring a reloaded cell with this item keeps it correct.
    public var updatedObjects: [IndexPath: Any] = [:]

    /// Whether the storage applied this update's deferred data-source changes itself, because it
    /// changed again before the delegate applied them (for example from a callback that runs
    /// before the view's batch update opens).
    ///
    /// The view has then not shown the update, and its data source already reflects it: a
    /// delegate that receives such an update should reload the view instead of animating it.
    public internal(set) var wasAppliedByStorage = false

    private var deferredUpdates: [(StorageUpdate) throws -> Void] = []

    /// Creates an empty update.
    public init() {}

    // MARK: - Deferred data-source updates

    /// The data-source changes still to apply, in order.
    ///
    /// Calling any element applies all of them, exactly once: this array is a view on the pending
    /// work, not a list of independent steps. It is empty once the update has been applied.
    public var enqueuedDatasourceUpdates: [(StorageUpdate) throws -> Void] {
        deferredUpdates.map { _ in
            { [weak self] _ in self?.applyDeferredDatasourceUpdates() }
        }
    }

    /// Whether the update still holds data-source changes to apply.
    public var containsDeferredDatasourceUpdates: Bool {
        !deferredUpdates.isEmpty
    }

    /// Appends item changes recorded by a storage of this package.
    package func recordItemChanges(_ changes: ItemChangeList) {
        var compact = itemChanges
        compactChanges = nil  // leave `compact` uniquely referenced while it grows
        compact.append(contentsOf: changes)
        compactChanges = compact
        expandedChanges = nil
    }

    /// Adds a data-source change to run when the update is applied.
    ///
    /// - Parameter update: The change; it receives this update so that it can record its changes.
    public func enqueueDatasourceUpdate(_ update: @escaping (StorageUpdate) throws -> Void) {
        deferredUpdates.append(update)
    }

    /// Applies every deferred data-source change, in order, exactly once.
    ///
    /// Call it inside the view's batch update, before animating the changes. A change that throws
    /// is skipped; the storages in this module report their own failures as anomalies instead of
    /// throwing.
    public func applyDeferredDatasourceUpdates() {
        // Take the list first so that a re-entrant call finds nothing left to apply.
        let updates = deferredUpdates
        deferredUpdates = []
        for update in updates {
            try? update(self)
        }
    }

    // MARK: - Inspection

    /// Whether the update holds no changes and nothing deferred.
    public var isEmpty: Bool {
        (compactChanges?.isEmpty ?? expandedChanges?.isEmpty ?? true) && sectionChanges.isEmpty && updatedObjects.isEmpty && deferredUpdates.isEmpty
    }

    /// Compares the recorded changes and the number of deferred data-source changes.
    ///
    /// - Parameters:
    ///   - lhs: An update.
    ///   - rhs: Another update.
    /// - Returns: Whether both hold the same changes in the same order.
    public static func == (lhs: StorageUpdate, rhs: StorageUpdate) -> Bool {
        lhs.objectChanges.elementsEqual(rhs.objectChanges) { $0.0 == $1.0 && $0.1 == $1.1 }
            && lhs.sectionChanges.elementsEqual(rhs.sectionChanges) { $0.0 == $1.0 && $0.1 == $1.1 }
            && lhs.deferredUpdates.count == rhs.deferredUpdates.count
    }

    /// Lists the section and item changes, one per line, for logs and test failures.
    public var description: String {
        var lines = ["StorageUpdate"]
        lines += sectionChanges.map { "  section \($0.0.rawValue) \($0.1.map(String.init).joined(separator: " -> "))" }
        lines += objectChanges.map { change in
            "  item \(change.0.rawValue) "
                + change.1.map { "[\($0.section), \($0.item)]" }.joined(separator: " -> ")
        }
        if !deferredUpdates.isEmpty {
            lines.append("  \(deferredUpdates.count) deferred data-source update(s) not yet applied")
        }
        if lines.count == 1 { lines.append("  no changes") }
        return lines.joined(separator: "\n")
    }
}
