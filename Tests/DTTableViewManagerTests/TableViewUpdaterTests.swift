import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct TableViewUpdaterTests {
    /// A controller whose table has loaded its first contents, so later changes are batch updates.
    private func loadedController(items: [Int]) -> RecordingTableController {
        let controller = RecordingTableController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems(items)
        controller.table.layoutIfNeeded()
        controller.table.operations.removeAll()
        return controller
    }

    @Test func insertedRowAppearsAfterBatchUpdate() {
        let controller = loadedController(items: [1, 2])
        controller.manager.memoryStorage.addItem(3)
        expectEqual(controller.table.operations, ["batch", "insert [[0, 2]]"])
        expectEqual(controller.table.numberOfRows(inSection: 0), 3)
        controller.table.layoutIfNeeded()
        expectEqual((controller.table.cellForRow(at: IndexPath(row: 2, section: 0)) as? NiblessIntCell)?.model, 3)
    }

    @Test func deferredDataSourceUpdatesAreAppliedOnceInsideTheBatch() {
        let controller = loadedController(items: [1])
        var counts: [Int] = []
        controller.manager.tableViewUpdater?.willUpdateContent = { _ in
            counts.append(controller.manager.memoryStorage.numberOfItems(inSection: 0))
        }
        controller.manager.tableViewUpdater?.didUpdateContent = { _ in
            counts.append(controller.manager.memoryStorage.numberOfItems(inSection: 0))
        }
        controller.manager.memoryStorage.addItems([2, 3])
        expectEqual(counts, [1, 3])
        expectEqual(controller.table.numberOfRows(inSection: 0), 3)
    }

    @Test func moveIsAnimatedAsMoveByDefault() throws {
        let controller = loadedController(items: [1, 2, 3])
        controller.manager.memoryStorage.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(controller.table.operations, ["batch", "move [0, 0] -> [0, 2]"])
    }

    @Test func moveIsAnimatedAsDeleteAndInsertWhenAsked() throws {
        let controller = loadedController(items: [1, 2, 3])
        controller.manager.tableViewUpdater?.animateMoveAsDeleteAndInsert = true
        controller.manager.memoryStorage.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(controller.table.operations, ["batch", "delete [[0, 0]]", "insert [[0, 2]]"])
        expectEqual(controller.manager.memoryStorage.item(at: IndexPath(row: 2, section: 0)) as? Int, 1)
    }

    @Test func reloadRowClosureReplacesRowReload() {
        let controller = loadedController(items: [1, 2, 3, 4, 5])
        var reloaded: [String] = []
        controller.manager.tableViewUpdater?.reloadRowClosure = { indexPath, model in
            reloaded.append("\(indexPath.row):\(model)")
        }
        controller.manager.memoryStorage.reloadItem(4)
        expectEqual(reloaded, ["3:4"])
        #expect(!controller.table.operations.contains { $0.hasPrefix("reload [") })
    }

    @Test func rowReloadIsUsedWithoutClosure() {
        let controller = loadedController(items: [1, 2])
        controller.manager.memoryStorage.reloadItem(2)
        expectEqual(controller.table.operations, ["batch", "reload [[0, 1]]"])
    }

    @Test func offScreenChangesReloadWhenNotAnimated() {
        let controller = loadedController(items: [1])
        controller.manager.tableViewUpdater?.animateChangesOffScreen = false
        controller.manager.memoryStorage.addItem(2)
        expectEqual(controller.table.operations, ["reloadData"])
        expectEqual(controller.table.numberOfRows(inSection: 0), 2)
    }

    @Test func itemInNewSectionInsertsTheSection() {
        let controller = loadedController(items: [1])
        controller.manager.memoryStorage.addItem(2, toSection: 1)
        expectEqual(controller.table.operations.first, "batch")
        #expect(controller.table.operations.contains("insert sections [1]"))
        expectEqual(controller.table.numberOfSections, 2)
        expectEqual(controller.table.numberOfRows(inSection: 1), 1)
    }

    @Test func onScreenChangesAnimateEvenWhenOffScreenAnimationIsOff() {
        let controller = loadedController(items: [1])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(controller.table)
        controller.manager.tableViewUpdater?.animateChangesOffScreen = false
        controller.manager.memoryStorage.addItem(2)
        expectEqual(controller.table.operations, ["batch", "insert [[0, 1]]"])
    }

    @Test func storageNeedsReloadingReloadsBetweenCallbacks() {
        let controller = loadedController(items: [1])
        var events: [String] = []
        controller.manager.tableViewUpdater?.willUpdateContent = { update in events.append("will \(update == nil)") }
        controller.manager.tableViewUpdater?.didUpdateContent = { update in events.append("did \(update == nil)") }
        controller.manager.tableViewUpdater?.storageNeedsReloading()
        expectEqual(events, ["will true", "did true"])
        expectEqual(controller.table.operations, ["reloadData"])
    }

    @Test func updateVisibleCellsReconfiguresCellsInPlace() throws {
        let controller = RecordingTableController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(controller.table)
        final class Box { var value: Int; init(_ value: Int) { self.value = value } }
        var handled: [Int] = []
        controller.manager.register(UITableViewCell.self, for: Box.self) { cell, box, _ in
            handled.append(box.value)
            cell.tag = box.value
        }
        let box = Box(1)
        controller.manager.memoryStorage.setItems([box])
        controller.table.layoutIfNeeded()
        let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        box.value = 2
        var visited: [UITableViewCell] = []
        controller.manager.updateVisibleCells { visited.append($0) }
        expectEqual(cell.tag, 2)
        #expect(visited.count == 1 && visited[0] === cell)
    }

    @Test func coreDataUpdaterReconfiguresInsteadOfReloading() throws {
        let controller = loadedController(items: [1, 2])
        controller.manager.tableViewUpdater = controller.manager.coreDataUpdater()
        expectEqual(controller.manager.tableViewUpdater?.animateMoveAsDeleteAndInsert, true)
        controller.table.operations.removeAll()
        controller.manager.memoryStorage.reloadItem(2)
        expectEqual(controller.table.operations, ["batch"])
    }
}
