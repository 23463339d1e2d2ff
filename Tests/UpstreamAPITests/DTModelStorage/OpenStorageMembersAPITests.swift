import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

// Subclasses overriding every member upstream declares `open` on the storages, their sections
// and the anomaly handler, with upstream's signatures: a member that is not overridable, or
// whose signature differs, fails to compile here. The behaviour of overrides is tested in
// `Tests/DTTableViewManagerTests/Overriding`.

/// Overrides the 5 members of `BaseSupplementaryStorage` and the 6 of
/// `BaseUpdateDeliveringStorage` upstream declares `open`.
private class EveryOpenMemberUpdateDeliveringStorage: BaseUpdateDeliveringStorage {
    override var headerModelProvider: ((Int) -> Any?)? { get { super.headerModelProvider } set { super.headerModelProvider = newValue } }
    override var footerModelProvider: ((Int) -> Any?)? { get { super.footerModelProvider } set { super.footerModelProvider = newValue } }
    override var supplementaryModelProvider: ((String, IndexPath) -> Any?)? {
        get { super.supplementaryModelProvider }
        set { super.supplementaryModelProvider = newValue }
    }
    override var supplementaryHeaderKind: String? { get { super.supplementaryHeaderKind } set { super.supplementaryHeaderKind = newValue } }
    override var supplementaryFooterKind: String? { get { super.supplementaryFooterKind } set { super.supplementaryFooterKind = newValue } }
    override var currentUpdate: StorageUpdate? { get { super.currentUpdate } set { super.currentUpdate = newValue } }
    override var batchUpdatesInProgress: Bool { get { super.batchUpdatesInProgress } set { super.batchUpdatesInProgress = newValue } }
    override var delegate: StorageUpdating? { get { super.delegate } set { super.delegate = newValue } }
    override func performUpdates(_ block: () -> Void) { super.performUpdates(block) }
    override func startUpdate() { super.startUpdate() }
    override func finishUpdate() { super.finishUpdate() }
}

/// Overrides the 30 members of `MemoryStorage` upstream declares `open`.
private final class EveryOpenMemberMemoryStorage: MemoryStorage {
    override var anomalyHandler: MemoryStorageAnomalyHandler { get { super.anomalyHandler } set { super.anomalyHandler = newValue } }
    override var sections: [Section] { get { super.sections } set { super.sections = newValue } }
    override var totalNumberOfItems: Int { super.totalNumberOfItems }
    override func numberOfSections() -> Int { super.numberOfSections() }
    override func numberOfItems(inSection section: Int) -> Int { super.numberOfItems(inSection: section) }
    override func section(atIndex sectionIndex: Int) -> SectionModel? { super.section(atIndex: sectionIndex) }
    override func sectionIndex(for section: Section) -> Int? { super.sectionIndex(for: section) }
    override func item(at indexPath: IndexPath) -> Any? { super.item(at: indexPath) }
    override func items(inSection index: Int) -> [Any]? { super.items(inSection: index) }
    override func indexPath<T: Equatable>(forItem searchableItem: T) -> IndexPath? { super.indexPath(forItem: searchableItem) }
    override func setItems<T>(_ items: [T], forSection index: Int = 0) { super.setItems(items, forSection: index) }
    override func setItemsForAllSections<T>(_ items: [[T]]) { super.setItemsForAllSections(items) }
    override func setSection(_ section: SectionModel, forSection index: Int) { super.setSection(section, forSection: index) }
    override func removeAllItems() { super.removeAllItems() }
    override func moveItemWithoutAnimation(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { super.moveItemWithoutAnimation(from: sourceIndexPath, to: destinationIndexPath) }
    override func addItem<T>(_ item: T, toSection index: Int = 0) { super.addItem(item, toSection: index) }
    override func addItems<T>(_ items: [T], toSection index: Int = 0) { super.addItems(items, toSection: index) }
    override func insertItem<T>(_ item: T, to indexPath: IndexPath) throws { try super.insertItem(item, to: indexPath) }
    override func insertItems<T>(_ items: [T], at indexPath: IndexPath) throws { try super.insertItems(items, at: indexPath) }
    override func insertItems<T>(_ items: [T], to indexPaths: [IndexPath]) { super.insertItems(items, to: indexPaths) }
    override func insertSection(_ section: SectionModel, atIndex sectionIndex: Int) { super.insertSection(section, atIndex: sectionIndex) }
    override func reloadItem<T: Equatable>(_ item: T) { super.reloadItem(item) }
    override func replaceItem<T: Equatable>(_ itemToReplace: T, with replacingItem: Any) throws { try super.replaceItem(itemToReplace, with: replacingItem) }
    override func removeItem<T: Equatable>(_ item: T) throws { try super.removeItem(item) }
    override func removeItems<T: Equatable>(_ items: [T]) { super.removeItems(items) }
    override func removeItems(at indexPaths: [IndexPath]) { super.removeItems(at: indexPaths) }
    override func removeItems(fromSection sectionIndex: Int) { super.removeItems(fromSection: sectionIndex) }
    override func deleteSections(_ indexes: IndexSet) { super.deleteSections(indexes) }
    override func moveSection(_ sourceSectionIndex: Int, toSection destinationSectionIndex: Int) { super.moveSection(sourceSectionIndex, toSection: destinationSectionIndex) }
    override func moveItem(at source: IndexPath, to destination: IndexPath) { super.moveItem(at: source, to: destination) }
}

/// Overrides the 7 members of `SectionModel` upstream declares `open`.
private final class EveryOpenMemberSection: SectionModel {
    override var items: [Any] { get { super.items } set { super.items = newValue } }
    override var sectionLocationDelegate: SectionLocationIdentifyable? {
        get { super.sectionLocationDelegate }
        set { super.sectionLocationDelegate = newValue }
    }
    override var currentSectionIndex: Int? { super.currentSectionIndex }
    override var numberOfItems: Int { super.numberOfItems }
    override func item(at index: Int) -> Any? { super.item(at: index) }
    override func items<T>(ofType type: T.Type) -> [T] { super.items(ofType: type) }
    @available(*, deprecated, message: "Please assign items using .items property directly.")
    override func setItems<T>(_ items: [T]) { super.setItems(items) }
}

/// Overrides the member of `SingleSectionStorage` upstream declares `open` that was not
/// overridable before issue 23 (the other three are in `OverridingAPITests.swift`).
private final class EveryOpenMemberSingleSectionStorage: SingleSectionEquatableStorage<Post> {
    override var items: [Post] { get { super.items } set { super.items = newValue } }
}

/// Overrides the member of `MemoryStorageAnomalyHandler` upstream declares `open`.
private final class EveryOpenMemberAnomalyHandler: MemoryStorageAnomalyHandler {
    override var anomalyAction: (MemoryStorageAnomaly) -> Void { get { super.anomalyAction } set { super.anomalyAction = newValue } }
}

/// Records the updates a storage delivers.
private final class UpdateRecorder: StorageUpdating {
    var updates: [StorageUpdate] = []
    var reloads = 0
    func storageDidPerformUpdate(_ update: StorageUpdate) {
        updates.append(update)
        update.applyDeferredDatasourceUpdates()
    }
    func storageNeedsReloading() { reloads += 1 }
}

/// Inventory group "Overriding": every upstream `open` member of the storages, overridden.
@MainActor @Suite struct OpenStorageMembersAPITests {
    @Test func subclassesOverridingEveryOpenMemberKeepTheBaseClassesBehaviour() throws {
        let storage = EveryOpenMemberMemoryStorage()
        let recorder = UpdateRecorder()
        storage.delegate = recorder
        let anomalies = EveryOpenMemberAnomalyHandler()
        var reported: [MemoryStorageAnomaly] = []
        anomalies.anomalyAction = { reported.append($0) }
        storage.anomalyHandler = anomalies

        storage.setSection(EveryOpenMemberSection(items: [1, 2]), forSection: 0)
        storage.addItems([3, 4])
        try storage.insertItem(0, to: IndexPath(item: 0, section: 0))
        storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        try storage.removeItem(4)
        storage.moveSection(5, toSection: 0)

        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Int }, [1, 2, 3, 0])
        #expect(storage.section(atIndex: 0) is EveryOpenMemberSection)
        expectEqual(storage.section(atIndex: 0)?.currentSectionIndex, 0)
        expectEqual(storage.totalNumberOfItems, 4)
        #expect(recorder.updates.count == 4 && recorder.reloads == 1)
        expectEqual(reported.count, 1)

        let single = EveryOpenMemberSingleSectionStorage(items: [Post(id: 1, title: "one")], differ: LinearDiffer())
        single.items = [Post(id: 2, title: "two")]
        expectEqual(single.numberOfItems(inSection: 0), 1)

        let base = EveryOpenMemberUpdateDeliveringStorage()
        base.configureForTableViewUsage()
        base.setSectionHeaderModels(["Header"])
        base.performUpdates {}
        expectEqual(base.headerModel(forSection: 0) as? String, "Header")
        #expect(!base.batchUpdatesInProgress && base.currentUpdate == nil)
    }
}
