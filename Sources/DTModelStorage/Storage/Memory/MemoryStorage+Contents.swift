import Foundation

/// Operations that replace whole sections: they apply at once and ask the delegate to reload
/// (``StorageUpdating/storageNeedsReloading()``) instead of animating. Inside a
/// ``performUpdates(_:)`` block, they end the block's update with a reload too.
extension MemoryStorage {
    /// Replaces a section's items, creating that section and those before it if needed.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - index: The section index; defaults to 0.
    /// - Complexity: O(*s* + *k*) for *k* items.
    @inlinable
    public func setItems<T>(_ items: [T], forSection index: Int = 0) {
        // Inlined so that the conversion to `Any` is specialised for the caller's item type.
        setItems(erased: items.map { $0 as Any }, forSection: index)
    }

    /// ``setItems(_:forSection:)`` for items already converted to `Any`.
    @usableFromInline
    func setItems(erased items: [Any], forSection index: Int) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try reload { draft throws(MemoryStorageAnomaly) in try draft.setItems(items, forSection: index) }
        }
    }

    /// Replaces every section: one section per element of `items`.
    ///
    /// - Parameter items: The items of each section.
    /// - Complexity: O(*s* + *N*) for *N* items.
    @inlinable
    public func setItemsForAllSections<T>(_ items: [[T]]) {
        setItemsForAllSections(erased: items.map { $0.map { $0 as Any } })
    }

    /// ``setItemsForAllSections(_:)`` for items already converted to `Any`.
    @usableFromInline
    func setItemsForAllSections(erased items: [[Any]]) {
        let models = items.map { SectionModel(items: $0) }
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
    /// ``performUpdates(_:)`` block it ends the block's update with a reload.
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
