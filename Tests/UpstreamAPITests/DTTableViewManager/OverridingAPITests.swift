import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

// Subclasses overriding members upstream declares `open`: the reactions, single-section storages,
// mappings, manager, updater and the delegate objects' header and footer members.
// `OpenDelegateMembersAPITests.swift` and `OpenStorageMembersAPITests.swift` override every `open`
// member of the delegate objects and storages.

private final class LoggingReaction: EventReaction {
    var log: [String] = []
    override var reaction: ((Any, Any, Any) -> Any)? {
        get { super.reaction }
        set { log.append("reaction set"); super.reaction = newValue }
    }
    override func performWithArguments(_ arguments: (Any, Any, Any)) -> Any {
        log.append("perform")
        return super.performWithArguments(arguments)
    }
}

private final class LoggingFourArguments: FourArgumentsEventReaction {
    override var reaction4Arguments: ((Any, Any, Any, Any) -> Any)? {
        get { super.reaction4Arguments }
        set { super.reaction4Arguments = newValue }
    }
    override func performWithArguments(_ arguments: (Any, Any, Any, Any)) -> Any { "four" }
}

private final class LoggingFiveArguments: FiveArgumentsEventReaction {
    override var reaction5Arguments: ((Any, Any, Any, Any, Any) -> Any)? {
        get { super.reaction5Arguments }
        set { super.reaction5Arguments = newValue }
    }
    override func performWithArguments(_ arguments: (Any, Any, Any, Any, Any)) -> Any { "five" }
}

private final class FirstItemOnlyStorage: SingleSectionStorage<Post> {
    override func numberOfSections() -> Int { super.numberOfSections() }
    override func numberOfItems(inSection section: Int) -> Int { min(1, super.numberOfItems(inSection: section)) }
    override func calculateDiffs(to newItems: [Post]) -> [SingleSectionOperation] { super.calculateDiffs(to: newItems) }
}

private final class NoDiffEquatableStorage: SingleSectionEquatableStorage<Post> {
    override func calculateDiffs(to newItems: [Post]) -> [SingleSectionOperation] { [] }
}

private final class NoDiffHashableStorage: SingleSectionHashableStorage<Post> {
    override func calculateDiffs(to newItems: [Post]) -> [SingleSectionOperation] { [] }
}

private final class SectionZeroCellMapping: CellViewModelMapping<PostCell, Post> {
    override var viewClass: AnyClass { get { super.viewClass } set { super.viewClass = newValue } }
    override var condition: MappingCondition { get { .section(0) } set { super.condition = newValue } }
    override var reactions: [EventReaction] { get { super.reactions } set { super.reactions = newValue } }
}

private final class SectionZeroHeaderMapping: SupplementaryViewModelMapping<TitleHeaderView, String> {
    override var viewClass: AnyClass { get { super.viewClass } set { super.viewClass = newValue } }
    override var condition: MappingCondition { get { .section(0) } set { super.condition = newValue } }
    override var reactions: [EventReaction] { get { super.reactions } set { super.reactions = newValue } }
}

private final class LoggingManager: DTTableViewManager {
    var log: [String] = []
    override var configuration: TableViewConfiguration { get { super.configuration } set { super.configuration = newValue } }
    override var anomalyHandler: DTTableViewManagerAnomalyHandler { get { super.anomalyHandler } set { super.anomalyHandler = newValue } }
    override var isManagingTableView: Bool { super.isManagingTableView }
    override var memoryStorage: MemoryStorage! { super.memoryStorage }
    override var storage: Storage { get { super.storage } set { super.storage = newValue } }
    override var tableViewUpdater: TableViewUpdater? { get { super.tableViewUpdater } set { super.tableViewUpdater = newValue } }
    override var tableDelegate: DTTableViewDelegate? { get { super.tableDelegate } set { super.tableDelegate = newValue } }
    override var tableDataSource: DTTableViewDataSource? { get { super.tableDataSource } set { super.tableDataSource = newValue } }
    override var tablePrefetchDataSource: DTTableViewPrefetchDataSource? {
        get { super.tablePrefetchDataSource }
        set { super.tablePrefetchDataSource = newValue }
    }
    override func startManaging(withDelegate delegate: DTTableViewManageable) {
        log.append("startManaging")
        super.startManaging(withDelegate: delegate)
    }
    override func updateCellClosure() -> (IndexPath, Any) -> Void { super.updateCellClosure() }
    override func updateVisibleCells(_ closure: ((UITableViewCell) -> Void)? = nil) { super.updateVisibleCells(closure) }
    override func coreDataUpdater() -> TableViewUpdater { super.coreDataUpdater() }
}

private final class LoggingAnomalyHandler: DTTableViewManagerAnomalyHandler {
    override var anomalyAction: (DTTableViewManagerAnomaly) -> Void { get { super.anomalyAction } set { super.anomalyAction = newValue } }
}

private final class BadgedDataSource: DTTableViewDataSource {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        super.tableView(tableView, numberOfRowsInSection: section)
    }
    override func numberOfSections(in tableView: UITableView) -> Int { super.numberOfSections(in: tableView) }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.tag = 99
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Badged" }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        super.tableView(tableView, titleForFooterInSection: section)
    }
}

private final class FixedHeightDelegate: DTTableViewDelegate {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        super.tableView(tableView, viewForHeaderInSection: section)
    }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        super.tableView(tableView, viewForFooterInSection: section)
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 12 }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 13 }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 12 }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 13 }
}

private final class EmptyDragDelegate: DTTableViewDragDelegate {
    override func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
}

private final class IgnoringDropDelegate: DTTableViewDropDelegate {
    override func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
}

private final class KeepingPlaceholderContext: DTTableViewDropPlaceholderContext {
    override func commitInsertion<Model>(ofItem item: Model, _ insertionIndexPathClosure: ((IndexPath) -> Void)? = nil) {}
    override func deletePlaceholder() -> Bool { false }
}

private final class CountingCellMapping: TableViewCellModelMapping<PostCell, Post> {
    var dequeued = 0
    override func updateCell(cell: Any, at indexPath: IndexPath, with model: Any) {
        super.updateCell(cell: cell, at: indexPath, with: model)
    }
    override func dequeueConfiguredReusableCell(for tableView: UITableView, model: Any, indexPath: IndexPath) -> UITableViewCell? {
        dequeued += 1
        return super.dequeueConfiguredReusableCell(for: tableView, model: model, indexPath: indexPath)
    }
}

private final class CountingHeaderMapping: TableViewHeaderFooterViewModelMapping<TitleHeaderView, String> {
    override func dequeueConfiguredReusableSupplementaryView(for tableView: UITableView, kind: String, model: Any, indexPath: IndexPath) -> UIView? {
        super.dequeueConfiguredReusableSupplementaryView(for: tableView, kind: kind, model: model, indexPath: indexPath)
    }
}

private final class LoggingUpdater: TableViewUpdater {
    var log: [String] = []
    override var willUpdateContent: ((StorageUpdate?) -> Void)? { get { super.willUpdateContent } set { super.willUpdateContent = newValue } }
    override var didUpdateContent: ((StorageUpdate?) -> Void)? { get { super.didUpdateContent } set { super.didUpdateContent = newValue } }
    override var insertSectionAnimation: UITableView.RowAnimation { get { .fade } set { super.insertSectionAnimation = newValue } }
    override var deleteSectionAnimation: UITableView.RowAnimation { get { .fade } set { super.deleteSectionAnimation = newValue } }
    override var reloadSectionAnimation: UITableView.RowAnimation { get { .fade } set { super.reloadSectionAnimation = newValue } }
    override var insertRowAnimation: UITableView.RowAnimation { get { .fade } set { super.insertRowAnimation = newValue } }
    override var deleteRowAnimation: UITableView.RowAnimation { get { .fade } set { super.deleteRowAnimation = newValue } }
    override var reloadRowAnimation: UITableView.RowAnimation { get { .fade } set { super.reloadRowAnimation = newValue } }
    override var reloadRowClosure: ((IndexPath, Any) -> Void)? { get { super.reloadRowClosure } set { super.reloadRowClosure = newValue } }
    override var animateMoveAsDeleteAndInsert: Bool { get { super.animateMoveAsDeleteAndInsert } set { super.animateMoveAsDeleteAndInsert = newValue } }
    override var animateChangesOffScreen: Bool { get { super.animateChangesOffScreen } set { super.animateChangesOffScreen = newValue } }
    override func storageDidPerformUpdate(_ update: StorageUpdate) {
        log.append("update")
        super.storageDidPerformUpdate(update)
    }
    override func storageNeedsReloading() {
        log.append("reload")
        super.storageNeedsReloading()
    }
}

/// Inventory group "Overriding".
@MainActor @Suite struct OverridingAPITests {
    @Test func overriddenReactionsAndStoragesAreUsed() {
        let reaction = LoggingReaction(eventKey: "custom")
        reaction.reaction = { _, _, _ in "done" }
        expectEqual(reaction.performWithArguments((0, 0, 0)) as? String, "done")
        expectEqual(reaction.log, ["reaction set", "perform"])
        let four = LoggingFourArguments(PostCell.self, modelType: Post.self, argument: Int.self, signature: "four") { _, _, _, _ in 0 }
        let five = LoggingFiveArguments(PostCell.self, modelType: Post.self, argumentOne: Int.self, argumentTwo: Int.self, signature: "five") { _, _, _, _, _ in 0 }
        expectEqual(four.performWithArguments((0, 0, 0, 0)) as? String, "four")
        expectEqual(five.performWithArguments((0, 0, 0, 0, 0)) as? String, "five")
        #expect(four.reaction4Arguments != nil && five.reaction5Arguments != nil)

        let posts = [Post(id: 1, title: "one"), Post(id: 2, title: "two")]
        expectEqual(FirstItemOnlyStorage(items: posts).numberOfItems(inSection: 0), 1)
        #expect(NoDiffEquatableStorage(items: posts, differ: LinearDiffer()).calculateDiffs(to: []).isEmpty)
        #expect(NoDiffHashableStorage(items: posts, differ: LinearDiffer()).calculateDiffs(to: []).isEmpty)

        let cellMapping = SectionZeroCellMapping(viewClass: PostCell.self)
        let headerMapping = SectionZeroHeaderMapping(viewClass: TitleHeaderView.self, viewType: .supplementaryView(kind: DTTableViewElementSectionHeader))
        #expect(!cellMapping.condition.isCompatible(with: IndexPath(row: 0, section: 1), model: posts[0]))
        #expect(headerMapping.reactions.isEmpty)
    }

    @Test func overriddenManagerDelegateObjectsAndUpdaterAreUsed() throws {
        let owner = ManagedTableViewController()
        let manager = LoggingManager()
        owner.manager = manager
        manager.startManaging(withDelegate: owner)
        manager.anomalyHandler = LoggingAnomalyHandler()
        let updater = LoggingUpdater(tableView: owner.tableView)
        manager.tableViewUpdater = updater
        manager.tableDataSource = BadgedDataSource(delegate: owner, tableViewManager: manager)
        manager.tableDelegate = FixedHeightDelegate(delegate: owner, tableViewManager: manager)
        manager.tableDragDelegate = EmptyDragDelegate(delegate: owner, tableViewManager: manager)
        manager.tableDropDelegate = IgnoringDropDelegate(delegate: owner, tableViewManager: manager)
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(id: 1, title: "one")])
        manager.memoryStorage.addItem(Post(id: 2, title: "two"))
        owner.tableView.layoutIfNeeded()

        expectEqual(manager.log, ["startManaging"])
        expectEqual(updater.log, ["reload", "update"])
        expectEqual(owner.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.tag, 99)
        expectEqual(manager.tableDataSource?.tableView(owner.tableView, titleForHeaderInSection: 0), "Badged")
        expectEqual(manager.tableDelegate?.tableView(owner.tableView, heightForFooterInSection: 0), 13)

        let context = HeadlessTableViewDropPlaceholderContext(
            dragItem: UIDragItem(itemProvider: NSItemProvider()),
            placeholder: UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "PostCell", rowHeight: 44))
        #expect(!KeepingPlaceholderContext(context: context, storage: manager.storage).deletePlaceholder())
    }

    @Test func overriddenMappingsProduceTheViews() {
        var dequeued = 0
        let mapping = CountingCellMapping(cellConfiguration: { _, _, _ in dequeued += 1 }, mapping: nil)
        let header = CountingHeaderMapping(kind: DTTableViewElementSectionHeader, headerFooterConfiguration: { _, _, _ in }, mapping: nil)
        let table = UITableView()
        table.register(PostCell.self, forCellReuseIdentifier: mapping.reuseIdentifier)
        table.register(TitleHeaderView.self, forHeaderFooterViewReuseIdentifier: header.reuseIdentifier)
        _ = mapping.dequeueConfiguredReusableCell(for: table, model: Post(id: 1, title: "one"), indexPath: IndexPath(row: 0, section: 0))
        let view = header.dequeueConfiguredReusableSupplementaryView(for: table, kind: DTTableViewElementSectionHeader, model: "T",
                                                                     indexPath: IndexPath(row: 0, section: 0))
        expectEqual(mapping.dequeued, 1)
        expectEqual(dequeued, 1)
        #expect(view is TitleHeaderView)
    }
}
