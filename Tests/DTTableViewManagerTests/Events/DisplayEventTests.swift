import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

@MainActor @Suite struct CellDisplayEventTests {
    @Test func layoutRunsWillDisplayForEachVisibleCellWithTheCellShown() {
        let log = EventLog()
        let controller = displayedController(items: [5, 6, 7]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.willDisplay { cell, model, indexPath in
                    log.record("willDisplay \(model) at \(indexPath.row), cell shows \(cell.model ?? -1)")
                }
            }
        }
        expectEqual(log.entries, ["willDisplay 5 at 0, cell shows 5", "willDisplay 6 at 1, cell shows 6", "willDisplay 7 at 2, cell shows 7"])
        expectEqual(controller.tableView.visibleCells.count, 3)
    }

    @Test func scrollingAwayRunsDidEndDisplaying() {
        let log = EventLog()
        let controller = displayedController(items: Array(0..<100)) { manager in
            manager.register(EventIntCell.self)
            manager.didEndDisplaying(EventIntCell.self) { cell, model, indexPath in
                log.record("\(model)@\(indexPath.row)=\(cell.model ?? -1)")
            }
        }
        #expect(log.entries.isEmpty)
        controller.tableView.contentOffset = CGPoint(x: 0, y: 44 * 50)
        controller.tableView.layoutIfNeeded()
        expectEqual(log.entries.first, "0@0=0")
        #expect(log.entries.allSatisfy { entry in
            let parts = entry.split(separator: "=")
            return parts[0].hasPrefix(String(parts[1]) + "@")
        })
        #expect(!log.entries.isEmpty)
    }

    @Test func deletedRowsEndDisplayingWithTheModelThatTookTheirPlaceAsUpstream() {
        let log = EventLog()
        let controller = displayedController(items: [5, 6, 7]) { manager in
            manager.register(EventIntCell.self)
            manager.didEndDisplaying(EventIntCell.self) { cell, model, indexPath in
                log.record("\(model)@\(indexPath.row), cell showed \(cell.model ?? -1)")
            }
        }
        controller.manager.memoryStorage.removeItems(at: [IndexPath(row: 0, section: 0)])
        controller.tableView.layoutIfNeeded()
        expectEqual(log.entries, ["6@0, cell showed 5"])

        log.reset()
        controller.manager.memoryStorage.removeItems(at: [IndexPath(row: 1, section: 0)])
        controller.tableView.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func managerLevelWillDisplayAttachesToSubclassMappings() {
        let log = EventLog()
        _ = displayedController(items: [1]) { manager in
            manager.register(NiblessIntCell.self)
            manager.willDisplay(RecordingIntCell.self) { cell, model, _ in log.record("\(type(of: cell)) \(model)") }
        }
        expectEqual(log.entries, ["NiblessIntCell 1"])
    }
}

@MainActor @Suite struct RowHeightEventTests {
    @Test func heightForCellSizesRowsByModel() {
        let controller = displayedController(items: [1, 2, 3]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.heightForCell { model, _ in CGFloat(model * 10) }
            }
        }
        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 10)
        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height, 30)
        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 30)
    }

    @Test func managerLevelHeightForCellAttachesToMappingsOfTheModelType() {
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.heightForCell(withItem: Int.self) { _, indexPath in 60 + CGFloat(indexPath.row) }
        }
        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 60)
    }

    @Test func withoutAHeightClosureTheTableNeverAsksAndUsesRowHeight() {
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.didSelect { _, _, _ in }
            }
        }
        expectEqual(controller.tableView.headlessCachedResponse(to: .heightForRowAt), false)
        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
    }

    @Test func estimatedHeightAndIndentationAnswerFromModelClosures() throws {
        let controller = displayedController(items: [4]) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.estimatedHeightForCell { model, _ in CGFloat(model) * 11 }
            }
            manager.indentationLevelForCell(withItem: Int.self) { model, indexPath in model + indexPath.row }
        }
        let table = controller.tableView!
        expectEqual(table.headlessCachedResponse(to: .estimatedHeightForRowAt), true)
        expectEqual(table.headlessCachedResponse(to: .indentationLevelForRowAt), true)
        let delegate = try #require(table.delegate)
        expectEqual(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)), 44)
        expectEqual(delegate.tableView(table, indentationLevelForRowAt: IndexPath(row: 0, section: 0)), 4)
    }
}

@MainActor @Suite struct HeaderFooterEventTests {
    private func sectionedController(_ configure: (DTTableViewManager) -> Void) -> ManagedTableViewController {
        let controller = ManagedTableViewController()
        configure(controller.manager)
        controller.manager.memoryStorage.setSectionHeaderModels(["First", "Second"])
        controller.manager.memoryStorage.setSectionFooterModels(["End 1", "End 2"])
        controller.manager.memoryStorage.setItemsForAllSections([[1], [2]])
        controller.tableView.layoutIfNeeded()
        return controller
    }

    @Test func headerAndFooterDisplayClosuresReceiveViewModelAndSection() {
        let log = EventLog()
        _ = sectionedController { manager in
            manager.register(EventIntCell.self)
            manager.registerHeader(EventTitleView.self) { mapping in
                mapping.willDisplayHeaderView { view, title, section in log.record("header \(title) \(section) \(view.title ?? "")") }
            }
            manager.registerFooter(EventTitleView.self)
            manager.willDisplayFooterView(EventTitleView.self) { view, title, section in log.record("footer \(title) \(section) \(view.title ?? "")") }
        }
        expectEqual(log.entries.sorted(), ["footer End 1 0 End 1", "footer End 2 1 End 2", "header First 0 First", "header Second 1 Second"])
    }

    @Test func headerAndFooterHeightsComeFromModelClosures() {
        let controller = sectionedController { manager in
            manager.register(EventIntCell.self)
            manager.registerHeader(EventTitleView.self) { mapping in
                mapping.heightForHeader { title, section in CGFloat(title.count * 10 + section) }
            }
            manager.registerFooter(EventTitleView.self)
            manager.heightForFooter(withItem: String.self) { _, section in 20 + CGFloat(section) }
        }
        expectEqual(controller.tableView.rectForHeader(inSection: 0).height, 50)
        expectEqual(controller.tableView.rectForHeader(inSection: 1).height, 61)
        expectEqual(controller.tableView.rectForFooter(inSection: 1).height, 21)
    }

    @Test func estimatedHeaderAndFooterHeightsComeFromModelClosures() throws {
        let controller = sectionedController { manager in
            manager.register(EventIntCell.self)
            manager.registerHeader(EventTitleView.self) { mapping in
                mapping.estimatedHeightForHeader { _, section in 30 + CGFloat(section) }
            }
            manager.registerFooter(EventTitleView.self) { mapping in
                mapping.estimatedHeightForFooter { _, section in 40 + CGFloat(section) }
            }
        }
        let table = controller.tableView!
        let delegate = try #require(table.delegate)
        expectEqual(table.headlessCachedResponse(to: .estimatedHeightForHeaderInSection), true)
        expectEqual(delegate.tableView(table, estimatedHeightForHeaderInSection: 1), 31)
        expectEqual(delegate.tableView(table, estimatedHeightForFooterInSection: 0), 40)
    }

    @Test func scrollingSectionsAwayRunsDidEndDisplayingHeaderAndFooter() {
        let log = EventLog()
        let controller = ManagedTableViewController()
        controller.manager.register(EventIntCell.self)
        controller.manager.registerHeader(EventTitleView.self) { mapping in
            mapping.didEndDisplayingHeaderView { _, title, section in log.record("header \(title) \(section)") }
        }
        controller.manager.registerFooter(EventTitleView.self) { mapping in
            mapping.didEndDisplayingFooterView { _, title, section in log.record("footer \(title) \(section)") }
        }
        controller.manager.memoryStorage.setSectionHeaderModels(["A", "B"])
        controller.manager.memoryStorage.setSectionFooterModels(["a", "b"])
        controller.manager.memoryStorage.setItemsForAllSections([Array(0..<3), Array(0..<40)])
        controller.tableView.layoutIfNeeded()
        controller.tableView.contentOffset = CGPoint(x: 0, y: 44 * 20)
        controller.tableView.layoutIfNeeded()
        expectEqual(log.entries.filter { $0.hasSuffix(" 0") }.sorted(), ["footer a 0", "header A 0"])
    }
}
