import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// Inventory group "DTTableViewManager: manager, manageable owner and configuration".
@MainActor @Suite struct ManagerAPITests {
    /// An owner whose table is created later, reporting it through `optionalTableView`.
    private final class LateTableOwner: DTTableViewManageable {
        var optionalTableView: UITableView?
    }

    @Test func ownerReadsAManagerThatManagesItsTable() {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        #expect(manager.isManagingTableView)
        expectIdentical(owner.manager, manager)
        owner.manager = DTTableViewManager()
        expectNotIdentical(owner.manager, manager)

        let late = LateTableOwner()
        expectNil(late.tableView)
        #expect(!late.manager.isManagingTableView)
        late.optionalTableView = UITableView()
        late.manager.startManaging(withDelegate: late)
        #expect(late.manager.isManagingTableView)
    }

    @Test func managerExposesItsStorageAndDelegateObjects() {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        expectIdentical(manager.memoryStorage, manager.storage)
        expectIdentical(manager.supplementaryStorage, manager.storage)
        expectNotNil(manager.tableDataSource)
        expectNotNil(manager.tableDelegate)
        expectNotNil(manager.tablePrefetchDataSource)
        expectNotNil(manager.tableDragDelegate)
        expectNotNil(manager.tableDropDelegate)
        expectNotNil(manager.tableViewUpdater)
        manager.tableViewUpdater = manager.coreDataUpdater()
        expectEqual(manager.tableViewUpdater?.animateMoveAsDeleteAndInsert, true)

        let storage = MemoryStorage()
        manager.storage = storage
        expectIdentical(manager.storage, storage)
        manager.tableDataSource = DTTableViewDataSource(delegate: owner, tableViewManager: manager)
        manager.tableDelegate = DTTableViewDelegate(delegate: owner, tableViewManager: manager)
        manager.tablePrefetchDataSource = DTTableViewPrefetchDataSource(delegate: owner, tableViewManager: manager)
        manager.tableDragDelegate = DTTableViewDragDelegate(delegate: owner, tableViewManager: manager)
        manager.tableDropDelegate = DTTableViewDropDelegate(delegate: owner, tableViewManager: manager)
        manager.anomalyHandler = DTTableViewManagerAnomalyHandler()

        let custom = DTTableViewManager(storage: SingleSectionEquatableStorage(items: [Post(id: 1, title: "one")]))
        #expect(custom.storage is SingleSectionEquatableStorage<Post>)
        let made: () -> Storage = DTTableViewManager.defaultStorage
        #expect(made() is MemoryStorage)
    }

    @Test func visibleCellsAreReconfiguredInPlace() {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(id: 1, title: "one")])
        owner.tableView.layoutIfNeeded()
        var visited = 0
        manager.updateVisibleCells { _ in visited += 1 }
        manager.updateVisibleCells()
        manager.updateCellClosure()(IndexPath(row: 0, section: 0), Post(id: 1, title: "uno"))
        expectEqual(visited, 1)
        let cell = owner.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PostCell
        expectEqual(cell?.updates.last?.title, "uno")
    }

    @Test func configurationHasUpstreamDefaults() {
        var configuration = TableViewConfiguration()
        expectEqual(configuration.sectionHeaderStyle, .title)
        expectEqual(configuration.sectionFooterStyle, .title)
        #expect(configuration.displayHeaderOnEmptySection)
        #expect(configuration.displayFooterOnEmptySection)
        #expect(configuration.semanticHeaderHeight)
        #expect(configuration.semanticFooterHeight)
        expectEqual(configuration.minimalHeaderHeightForTableView(UITableView(frame: .zero, style: .plain)), 0)
        #expect(configuration.minimalFooterHeightForTableView(UITableView(frame: .zero, style: .grouped)) > 0)
        configuration.sectionHeaderStyle = .view
        configuration.minimalHeaderHeightForTableView = { _ in 1 }
        configuration.minimalFooterHeightForTableView = { _ in 1 }
        let styles: [SupplementarySectionStyle] = [.title, .view]
        expectEqual(styles.count, 2)
    }
}
