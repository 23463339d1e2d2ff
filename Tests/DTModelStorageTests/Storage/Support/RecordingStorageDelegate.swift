import Foundation
@testable import DTModelStorage

/// A test delegate that records what a storage delivers, in order.
final class RecordingStorageDelegate: StorageUpdating {
    enum Event {
        case update(StorageUpdate)
        case reload
    }

    /// Whether to apply each update's deferred data-source changes on delivery, as a table
    /// manager does inside its batch update.
    let appliesOnDelivery: Bool
    private(set) var events: [Event] = []
    /// Runs after each delivered update is recorded (and applied, if ``appliesOnDelivery``).
    var onUpdate: ((StorageUpdate) -> Void)?

    init(appliesOnDelivery: Bool = false) {
        self.appliesOnDelivery = appliesOnDelivery
    }

    var updates: [StorageUpdate] {
        events.compactMap { if case let .update(update) = $0 { update } else { nil } }
    }

    var reloadCount: Int {
        events.filter { if case .reload = $0 { true } else { false } }.count
    }

    var lastUpdate: StorageUpdate? { updates.last }

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        events.append(.update(update))
        if appliesOnDelivery { update.applyDeferredDatasourceUpdates() }
        onUpdate?(update)
    }

    func storageNeedsReloading() {
        events.append(.reload)
    }

    /// Applies every recorded update, as a view would inside its batch updates.
    func applyUpdates() {
        updates.forEach { $0.applyDeferredDatasourceUpdates() }
    }
}

/// The storage's contents as integers, for comparisons.
func contents(of storage: MemoryStorage) -> [[Int]] {
    (0..<storage.numberOfSections()).map { storage.items(inSection: $0)?.compactMap { $0 as? Int } ?? [] }
}

/// Object changes as comparable values.
func objectChanges(of update: StorageUpdate?) -> [String] {
    update?.objectChanges.map { "\($0.0.rawValue) \($0.1.map { [$0.section, $0.item] })" } ?? []
}

/// Section changes as comparable values.
func sectionChanges(of update: StorageUpdate?) -> [String] {
    update?.sectionChanges.map { "\($0.0.rawValue) \($0.1)" } ?? []
}
