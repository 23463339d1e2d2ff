import DTTableViewManager
import Expectations
import Testing
@testable import DTTableViewManager
@testable import StorageFuzzing

/// A screen is freed with everything the manager created for it once the app lets go of it,
/// whichever registration and event forms it used.
@MainActor @Suite struct LeakTests {
    /// Weak references to what one screen created.
    private final class Observed {
        weak var controller: FuzzTableController?
        weak var manager: DTTableViewManager?
        weak var tableView: UITableView?
        weak var storage: MemoryStorage?
        weak var updater: TableViewUpdater?
        weak var cellMapping: TableViewCellModelMapping<EvenFuzzCell, FuzzItem>?
        weak var plainCellMapping: TableViewCellModelMapping<UITableViewCell, String>?
        weak var headerMapping: TableViewHeaderFooterViewModelMapping<FuzzHeaderView, FuzzHeader>?
        weak var footerMapping: TableViewHeaderFooterViewModelMapping<StringFuzzHeaderView, String>?
        weak var cell: UITableViewCell?
        weak var plainCell: UITableViewCell?
        weak var header: UIView?

        var survivors: [String] {
            let all: [(String, AnyObject?)] = [
                ("controller", controller), ("manager", manager), ("tableView", tableView), ("storage", storage),
                ("updater", updater), ("cellMapping", cellMapping), ("plainCellMapping", plainCellMapping),
                ("headerMapping", headerMapping), ("footerMapping", footerMapping), ("cell", cell),
                ("plainCell", plainCell), ("header", header),
            ]
            return all.filter { $0.1 != nil }.map(\.0)
        }
    }

    /// Shows a screen registered with every registration form; returns its window.
    private func showScreen(observing observed: Observed) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FuzzTableController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let manager = controller.manager
        manager.register(EvenFuzzCell.self) { mapping in
            observed.cellMapping = mapping
            mapping.didDeselect { [weak controller] _, _, _ in controller?.title = nil }
        } handler: { [weak controller] cell, _, _ in
            cell.textLabel?.text = controller?.title
        }
        manager.register(UITableViewCell.self, for: String.self) { mapping in
            observed.plainCellMapping = mapping
        } handler: { [unowned controller] cell, model, _ in
            cell.textLabel?.text = model + "\(controller.tableView.numberOfSections)"
        }
        manager.registerHeader(FuzzHeaderView.self) { mapping in
            observed.headerMapping = mapping
            mapping.willDisplayHeaderView { [weak controller] view, _, _ in view.textLabel?.text = controller?.title }
        }
        manager.didSelect(EvenFuzzCell.self) { [weak controller] _, item, _ in controller?.title = item.description }
        manager.heightForCell(withItem: FuzzItem.self) { [unowned controller] _, _ in controller.tableView.rowHeight }
        manager.sectionIndexTitles { [weak manager] in manager.map { _ in ["A"] } }
        manager.move(EvenFuzzCell.self) { [weak manager] destination, _, _, source in
            manager?.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
        manager.registerFooter(StringFuzzHeaderView.self, for: String.self) { mapping in
            observed.footerMapping = mapping
        } handler: { [weak controller] view, _, _ in
            view.textLabel?.text = controller?.title
        }
        manager.memoryStorage.setSection(FuzzSection(items: [FuzzItem(id: 2)], header: FuzzHeader(id: 1), footer: nil), forSection: 0)
        manager.memoryStorage.footerModelProvider = { _ in "footer" }
        manager.memoryStorage.addItem("plain", toSection: 0)
        manager.memoryStorage.headerModelProvider = { [weak manager] section in
            (manager?.memoryStorage.section(atIndex: section) as? FuzzSection)?.header
        }
        controller.tableView.reloadData()
        observed.controller = controller
        observed.manager = manager
        observed.tableView = controller.tableView
        observed.storage = manager.memoryStorage
        observed.updater = manager.tableViewUpdater
        observed.cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        observed.plainCell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        observed.header = controller.tableView.headerView(forSection: 0)
        return window
    }

    @Test func screenAndEverythingItCreatedAreFreed() {
        let observed = Observed()
        var window: UIWindow? = showScreen(observing: observed)
        expectEqual(observed.survivors.count, 12, "every observed object exists while the screen is shown")
        window?.rootViewController = nil
        window = nil
        expectEqual(observed.survivors, [])
    }

    /// An owner that is not a responder is tracked in a table that, as documented, keeps its
    /// manager until released owners are purged; after the purge nothing is left.
    @Test func nonResponderOwnerIsFreedOnceReleasedOwnersArePurged() {
        weak var manager: DTTableViewManager?
        weak var tableView: UITableView?
        weak var cell: UITableViewCell?
        do {
            let owner = PlainTableOwner()
            owner.manager.register(EvenFuzzCell.self)
            owner.manager.memoryStorage.setItems([FuzzItem(id: 2)])
            owner.tableView.layoutIfNeeded()
            cell = owner.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            manager = owner.manager
            tableView = owner.tableView
            expectNotNil(cell)
        }
        _ = ManagerAssociation.purgeReleasedOwners()
        #expect(manager == nil && tableView == nil && cell == nil)
    }
}

/// An owner that is a plain object rather than a view controller.
@MainActor
private final class PlainTableOwner: DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
}
