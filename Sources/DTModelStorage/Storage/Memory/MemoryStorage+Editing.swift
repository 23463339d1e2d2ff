import Foundation

/// The animated operations of `MemoryStorage`: the implementations of the `open` members declared
/// in `MemoryStorage.swift` (`performX` implements `X`; generic members convert their items to
/// `Any` and call the `erased` variants). Each one becomes (part of) a ``StorageUpdate``;
/// with bad input it reports a ``MemoryStorageAnomaly``, changes nothing and delivers nothing.
/// Costs below are per call; *s* is the number of sections, and every call also pays O(*s*) to
/// open and commit its update.
extension MemoryStorage {
    // MARK: - Adding and inserting

    /// ``addItems(_:toSection:)`` for items already converted to `Any`.
    @usableFromInline
    func addItems(erased items: [Any], toSection index: Int, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.addItems(items, toSection: index) }
        }
    }

    /// ``insertItems(_:at:)`` for items already converted to `Any`.
    @usableFromInline
    func insertItems(erased items: [Any], at indexPath: IndexPath, method: StaticString = #function) throws {
        do {
            try reporting { () throws(MemoryStorageAnomaly) in
                try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.insertItems(items, at: indexPath) }
            }
        } catch {
            throw MemoryStorageError.insertionFailed(reason: .indexPathTooBig(indexPath))
        }
    }

    /// ``insertItems(_:to:)`` for items already converted to `Any`.
    @usableFromInline
    func insertItems(erased items: [Any], to indexPaths: [IndexPath], method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.insertItems(items, to: indexPaths) }
        }
    }

    func performInsertSection(_ section: SectionModel, atIndex sectionIndex: Int, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.insertSection(section, atIndex: sectionIndex) }
        }
    }

    // MARK: - Reloading and replacing

    func performReloadItem<T: Equatable>(_ item: T, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.reloadItem(item) }
        }
    }

    func performReplaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any, method: StaticString = #function) throws {
        do {
            try reporting { () throws(MemoryStorageAnomaly) in
                try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.replaceItem(itemToReplace, with: replacingItem) }
            }
        } catch {
            throw MemoryStorageError.searchFailed(reason: .itemNotFound(item: String(describing: itemToReplace)))
        }
    }

    // MARK: - Removing

    func performRemoveItem<T: Equatable>(_ item: T, method: StaticString = #function) throws {
        do {
            try reporting { () throws(MemoryStorageAnomaly) in
                try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.removeItem(item) }
            }
        } catch {
            throw MemoryStorageError.searchFailed(reason: .itemNotFound(item: String(describing: item)))
        }
    }

    func performRemoveItems<T: Equatable>(_ items: [T], method: StaticString = #function) {
        removeReportingSkipped(method) { $0.removeItems(items) }
    }

    func performRemoveItems(at indexPaths: [IndexPath], method: StaticString = #function) {
        removeReportingSkipped(method) { $0.removeItems(at: indexPaths) }
    }

    /// Runs a removal that skips what it cannot find, then reports each skipped element.
    private func removeReportingSkipped(_ method: StaticString, _ removal: (inout MemoryStorageDraft) -> [MemoryStorageAnomaly]) {
        var skipped: [MemoryStorageAnomaly] = []
        try? perform(method) { draft throws(MemoryStorageAnomaly) in skipped = removal(&draft) }
        skipped.forEach(anomalyHandler.reportAnomaly)
    }

    func performRemoveItems(fromSection sectionIndex: Int, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.removeItems(fromSection: sectionIndex) }
        }
    }

    func performDeleteSections(_ indexes: IndexSet, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.deleteSections(indexes) }
        }
    }

    // MARK: - Moving

    func performMoveSection(_ sourceSectionIndex: Int, toSection destinationSectionIndex: Int, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.moveSection(sourceSectionIndex, to: destinationSectionIndex) }
        }
    }

    func performMoveItem(at source: IndexPath, to destination: IndexPath, method: StaticString = #function) {
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in try draft.moveItem(at: source, to: destination) }
        }
    }
}
