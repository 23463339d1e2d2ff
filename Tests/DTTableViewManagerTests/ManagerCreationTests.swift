import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor
private final class OptionalTableOwner: DTTableViewManageable {
    var optionalTableView: UITableView?
}

@MainActor @Suite struct ManagerCreationTests {
    @Test func managerIsTheSameObjectOnEveryAccess() {
        let controller = ManagedTableViewController()
        expectIdentical(controller.manager, controller.manager)
    }

    @Test func managerDoesNotKeepItsOwnerAlive() {
        weak var released: ManagedTableViewController?
        do {
            let controller = ManagedTableViewController()
            controller.manager.register(NiblessIntCell.self)
            controller.manager.memoryStorage.setItems([1, 2])
            released = controller
            expectNotNil(released)
        }
        expectNil(released)
    }

    @Test func managerTableAndCellsAreReleasedWithTheirController() {
        weak var releasedManager: DTTableViewManager?
        weak var releasedTable: UITableView?
        weak var releasedCell: UITableViewCell?
        do {
            let controller = ManagedTableViewController()
            controller.manager.register(NiblessIntCell.self)
            controller.manager.memoryStorage.setItems([1, 2])
            controller.tableView.layoutIfNeeded()
            releasedManager = controller.manager
            releasedTable = controller.tableView
            releasedCell = controller.tableView.visibleCells.first
            expectNotNil(releasedCell)
        }
        expectNil(releasedManager)
        expectNil(releasedTable)
        expectNil(releasedCell)
    }

    @Test func associationOfNonResponderOwnersIsPurgedWhenOwnersAreReleased() {
        let baseline = ManagerAssociation.purgeReleasedOwners()
        let survivor = PlainTableOwner()
        let survivorManager = survivor.manager
        do {
            let transient = PlainTableOwner()
            _ = transient.manager
            expectEqual(ManagerAssociation.purgeReleasedOwners(), baseline + 2)
        }
        expectEqual(ManagerAssociation.purgeReleasedOwners(), baseline + 1)
        expectIdentical(ManagerAssociation.manager(of: survivor), survivorManager)
    }

    @Test func readingManagerStartsManagingAnExistingTable() {
        let controller = ManagedTableViewController()
        let manager = controller.manager
        #expect(manager.isManagingTableView)
        expectIdentical(controller.tableView.dataSource, manager.tableDataSource)
        expectIdentical(controller.tableView.delegate, manager.tableDelegate)
        expectIdentical(controller.tableView.prefetchDataSource, manager.tablePrefetchDataSource)
        expectIdentical(controller.tableView.dragDelegate, manager.tableDragDelegate)
        expectIdentical(controller.tableView.dropDelegate, manager.tableDropDelegate)
        expectIdentical(manager.memoryStorage.delegate, manager.tableViewUpdater)
    }

    @Test func optionalTableViewIsManaged() {
        let owner = OptionalTableOwner()
        owner.optionalTableView = UITableView()
        #expect(owner.manager.isManagingTableView)
    }

    @Test func tableCreatedLaterIsManagedAfterStartManaging() {
        let owner = OptionalTableOwner()
        let manager = owner.manager
        #expect(!manager.isManagingTableView)
        owner.optionalTableView = UITableView()
        manager.startManaging(withDelegate: owner)
        #expect(manager.isManagingTableView)
        expectIdentical(owner.optionalTableView?.dataSource, manager.tableDataSource)
    }

    @Test func assignedManagerIsReturned() {
        let controller = ManagedTableViewController()
        let manager = DTTableViewManager()
        controller.manager = manager
        expectIdentical(controller.manager, manager)
    }

    @Test func switchingStoragesRepointsTheirDelegates() {
        let controller = ManagedTableViewController()
        let first = MemoryStorage()
        let second = MemoryStorage()
        controller.manager.storage = first
        expectIdentical(first.delegate, controller.manager.tableViewUpdater)
        controller.manager.storage = second
        expectNil(first.delegate)
        expectIdentical(second.delegate, controller.manager.tableViewUpdater)
        expectEqual(second.supplementaryHeaderKind, DTTableViewElementSectionHeader)
        expectEqual(second.supplementaryFooterKind, DTTableViewElementSectionFooter)
    }

    @Test func replacingTheUpdaterRoutesStorageUpdatesToIt() {
        let controller = ManagedTableViewController()
        var didUpdate = 0
        let updater = TableViewUpdater(tableView: controller.tableView)
        updater.didUpdateContent = { _ in didUpdate += 1 }
        controller.manager.tableViewUpdater = updater
        expectIdentical(controller.manager.memoryStorage.delegate, updater)
        expectEqual(didUpdate, 1)
    }

    @Test func defaultStorageCreatesTheStorageOfNewManagers() {
        let original = DTTableViewManager.defaultStorage
        defer { DTTableViewManager.defaultStorage = original }
        let custom = MemoryStorage()
        DTTableViewManager.defaultStorage = { custom }
        expectIdentical(DTTableViewManager().storage, custom)
    }
}

/// An owner that is not a responder: its manager is tracked in the association table.
@MainActor
private final class PlainTableOwner: DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
}
