import Foundation

/// Operations that replace whole sections, implementing the `open` members declared in
/// `MemoryStorage.swift` (`performX` implements `X`): they apply at once and ask the delegate to reload
/// (``StorageUpdating/storageNeedsReloading()``) instead of animating. Inside a
/// ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block, they end the block's update with a reload too.
extension MemoryStorage {
    /// ``setItems(_:forSection:)`` for type-erased items.
    @usableFromInline
    func setItems(_ items: SectionItems, forSection index: Int, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try reload(method) { draft throws(MemoryStorageAnomaly) in try draft.setItems(items, forSection: index) }
        }
    }

    /// ``setItemsForAllSections(_:)`` for type-erased items.
    @usableFromInline
    func setItemsForAllSections(_ items: [SectionItems], method: StaticString = #function) {
        let models = items.map { SectionModel(contents: $0) }
        try? reload(method) { draft in draft.replaceAllSections(with: models) }
    }

    func performSetSection(_ section: SectionModel, forSection index: Int, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try reload(method) { draft throws(MemoryStorageAnomaly) in try draft.setSection(section, forSection: index) }
        }
    }

    func performRemoveAllItems(method: StaticString = #function) {
        try? reload(method) { draft in draft.removeAllItems() }
    }

    func performMoveItemWithoutAnimation(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath, method: StaticString = #function) {
        checkIsolation(method)
        guard currentUpdate == nil else {
            try? reporting { () throws(MemoryStorageAnomaly) in
                try reload(method) { draft throws(MemoryStorageAnomaly) in
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
