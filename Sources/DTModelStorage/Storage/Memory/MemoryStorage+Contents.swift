import Foundation

/// Operations that replace whole sections: they apply at once and ask the delegate to reload
/// (``StorageUpdating/storageNeedsReloading()``) instead of animating. Inside a
/// ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block, they end the block's update with a reload too.
extension MemoryStorage {
    /// Replaces a section's items, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - index: The section index; defaults to 0.
    /// The section keeps `items` as they are, and reads an element as `Any` when asked for it;
    /// the first edit of the section, or the first read of its ``SectionModel/items``, converts
    /// them to `[Any]` once.
    ///
    /// - Complexity: O(*s*).
    @inlinable
    public func setItems<T>(_ items: [T], forSection index: Int = 0) {
        // Inlined so that reading an element as `Any` is specialised for the caller's item type.
        setItems(SectionItems(typed: items), forSection: index)
    }

    /// ``setItems(_:forSection:)`` for type-erased items.
    @usableFromInline
    func setItems(_ items: SectionItems, forSection index: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try reload { draft throws(MemoryStorageAnomaly) in try draft.setItems(items, forSection: index) }
        }
    }

    /// Replaces every section: one section per element of `items`.
    ///
    /// - Parameter items: The items of each section.
    /// Each section keeps its items as they are, as with ``setItems(_:forSection:)``.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @inlinable
    public func setItemsForAllSections<T>(_ items: [[T]]) {
        setItemsForAllSections(items.map { SectionItems(typed: $0) })
    }

    /// ``setItemsForAllSections(_:)`` for type-erased items.
    @usableFromInline
    func setItemsForAllSections(_ items: [SectionItems]) {
        let models = items.map { SectionModel(contents: $0) }
        try? reload { draft in draft.replaceAllSections(with: models) }
    }

    /// Replaces the section at an index, creating the sections before it if needed.
    ///
    /// - Parameters:
    ///   - section: The new section.
    ///   - index: The section index.
    /// - Complexity: O(*s*).
    public func setSection(_ section: SectionModel, forSection index: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try reload { draft throws(MemoryStorageAnomaly) in try draft.setSection(section, forSection: index) }
        }
    }

    /// Removes every item, keeping the sections.
    ///
    /// - Complexity: O(*s*).
    public func removeAllItems() {
        try? reload { draft in draft.removeAllItems() }
    }

    /// Moves an item that the view has already moved, such as a row the user reordered, without
    /// delivering an update.
    ///
    /// Call it from `tableView(_:moveRowAt:to:)`. Both sections must exist. Inside a
    /// ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block it ends the block's update with a reload.
    ///
    /// - Parameters:
    ///   - sourceIndexPath: The item's index path before the move.
    ///   - destinationIndexPath: Its index path after the move.
    /// - Complexity: O(*s* + *n*) for sections of at most *n* items.
    public func moveItemWithoutAnimation(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard currentUpdate == nil else {
            try? reporting { () throws(MemoryStorageAnomaly) in
                try reload { draft throws(MemoryStorageAnomaly) in
                    try draft.moveItemWithoutAnimation(from: sourceIndexPath, to: destinationIndexPath)
                }
            }
            return
        }
        applyPendingUpdates()
        try? reporting { () throws(MemoryStorageAnomaly) in
            try applyWithoutUpdate { draft throws(MemoryStorageAnomaly) in
                try draft.moveItemWithoutAnimation(from: sourceIndexPath, to: destinationIndexPath)
            }
        }
    }
}
