import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// A memory storage that doubles every added item, titles every section and records the
/// mutations it is asked for.
private final class DoublingStorage: MemoryStorage {
    var log: [String] = []

    override func addItems<T>(_ items: [T], toSection index: Int = 0) {
        log.append("override addItems \(items.count)")
        super.addItems(items.map { ($0 as? Int).map { $0 * 2 } ?? $0 as Any }, toSection: index)
    }

    override func insertItem<T>(_ item: T, to indexPath: IndexPath) throws {
        log.append("override insertItem at \(indexPath.row)")
        try super.insertItem(item, to: indexPath)
    }

    override func finishUpdate() {
        log.append("override finishUpdate")
        super.finishUpdate()
    }

    override var headerModelProvider: ((Int) -> Any?)? {
        get { { "Section \($0)" } }
        set { super.headerModelProvider = newValue }
    }
}

/// A section that shows its items in reverse order, at most two of them.
private final class ReversedSection: SectionModel {
    override var numberOfItems: Int { min(2, super.numberOfItems) }

    override func item(at index: Int) -> Any? {
        super.item(at: super.numberOfItems - 1 - index)
    }
}

/// A handler that keeps every anomaly instead of printing it.
private final class KeepingAnomalyHandler: MemoryStorageAnomalyHandler {
    var kept: [MemoryStorageAnomaly] = []

    override var anomalyAction: (MemoryStorageAnomaly) -> Void {
        get { { [weak self] anomaly in self?.kept.append(anomaly) } }
        set { super.anomalyAction = newValue }
    }
}

/// A row of a single-section storage.
private struct Row: EntityIdentifiable, Equatable {
    let id: Int
    var identifier: AnyHashable { id }
}

/// A single-section storage that records assignments to `items`.
private final class RecordingSingleSectionStorage: SingleSectionStorage<Row> {
    var assignedCounts: [Int] = []

    override var items: [Row] {
        get { super.items }
        set {
            assignedCounts.append(newValue.count)
            super.items = newValue
        }
    }
}

/// The table's and the library's calls into a storage reach a subclass's overrides: storage
/// mutation, section models, supplementary models, update delivery and anomaly handling.
@MainActor @Suite struct StorageOverrideTests {
    private func controller(storage: MemoryStorage) -> ManagedTableViewController {
        let controller = ManagedTableViewController()
        controller.manager.storage = storage
        controller.manager.register(EventIntCell.self)
        return controller
    }

    private func displayedModels(_ table: UITableView) -> [Int] {
        (0..<table.numberOfRows(inSection: 0)).compactMap { (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? EventIntCell)?.model }
    }

    @Test func addedItemsComeFromTheOverriddenAddItems() {
        let storage = DoublingStorage()
        let controller = controller(storage: storage)
        controller.tableView.layoutIfNeeded()
        storage.log.removeAll()

        controller.manager.memoryStorage.addItems([1, 2, 3, 4])
        controller.tableView.layoutIfNeeded()

        expectEqual(storage.log, ["override addItems 4", "override finishUpdate"])
        expectEqual(displayedModels(controller.tableView), [2, 4, 6, 8])
    }

    @Test func droppedItemIsInsertedThroughTheOverriddenInsertItem() throws {
        let storage = DoublingStorage()
        let controller = controller(storage: storage)
        storage.setItems([1, 2])
        controller.tableView.layoutIfNeeded()
        var contexts: [DTTableViewDropPlaceholderContext] = []
        let manager = controller.manager
        manager.performDropWithCoordinator { [unowned manager] coordinator in
            guard let item = coordinator.items.first?.dragItem, let destination = coordinator.destinationIndexPath else { return }
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "EventIntCell", rowHeight: 44)
            contexts.append(manager.drop(item, to: placeholder, with: coordinator))
        }
        let session = HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "42" as NSString))])
        let coordinator = HeadlessTableViewDropCoordinator(session: session, destinationIndexPath: IndexPath(row: 1, section: 0),
                                                           proposal: UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath))
        let table = controller.tableView!
        try #require(table.dropDelegate).tableView(table, performDropWith: coordinator)
        storage.log.removeAll()

        try #require(contexts.first).commitInsertion(ofItem: 42)

        expectEqual(storage.log.first, "override insertItem at 1")
        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Int }, [1, 42, 2])
    }

    @Test func tableShowsTheSectionModelSubclassesAnswers() {
        let storage = MemoryStorage()
        let controller = controller(storage: storage)

        storage.setSection(ReversedSection(items: [1, 2, 3]), forSection: 0)
        controller.tableView.layoutIfNeeded()

        expectEqual(displayedModels(controller.tableView), [3, 2])
    }

    @Test func headerTitleComesFromTheOverriddenHeaderModelProvider() {
        let storage = DoublingStorage()
        let controller = controller(storage: storage)
        storage.setItems([1])
        controller.tableView.layoutIfNeeded()
        let table = controller.tableView!

        expectEqual(table.dataSource?.tableView(table, titleForHeaderInSection: 0), "Section 0")
    }

    @Test func storageAnomaliesReachTheOverriddenAnomalyAction() {
        let storage = MemoryStorage()
        let handler = KeepingAnomalyHandler()
        storage.anomalyHandler = handler

        storage.moveSection(3, toSection: 0)

        expectEqual(handler.kept.count, 1)
    }

    @Test func assigningItemsThroughTheBaseClassReachesTheOverride() {
        let storage = RecordingSingleSectionStorage(items: [Row(id: 1)])
        let base: SingleSectionStorage<Row> = storage

        base.items = [Row(id: 1), Row(id: 2), Row(id: 3)]

        expectEqual(storage.assignedCounts, [3])
        expectEqual(base.numberOfItems(inSection: 0), 3)
    }
}
