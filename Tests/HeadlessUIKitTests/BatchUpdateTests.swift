import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct BatchUpdateTests {
    /// Labels of the visible cells, per section, which must match the model after any valid update:
    /// surviving cells keep the text they were configured with, so a wrong mapping shows.
    private func visibleTexts(_ tableView: UITableView) -> [[String]] {
        var texts = [[String]](repeating: [], count: tableView.numberOfSections)
        for (indexPath, cell) in zip(tableView.indexPathsForVisibleRows ?? [], tableView.visibleCells) {
            texts[indexPath.section].append(cell.textLabel?.text ?? "")
        }
        return texts
    }

    @Test func deletesAndReloadsUseBeforeIndexesAndInsertsUseAfterIndexes() {
        let fixture = TableFixture(sections: [["a", "b", "c", "d", "e"], ["x", "y"]])
        let cellE = fixture.tableView.cellForRow(at: IndexPath(row: 4, section: 0))
        fixture.log.reset()
        fixture.tableView.performBatchUpdates({
            fixture.dataSource.sections[0] = ["new", "a", "C", "e"]
            fixture.tableView.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
            fixture.tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            fixture.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: nil)
        #expect(fixture.violations.collected.isEmpty)
        expectEqual(visibleTexts(fixture.tableView), [["new", "a", "C", "e"], ["x", "y"]])
        expectIdentical(fixture.tableView.cellForRow(at: IndexPath(row: 3, section: 0)), cellE)
        expectEqual(fixture.log.entries, ["cellForRowAt 0-0", "cellForRowAt 0-2"])
    }

    @Test func movesAndSectionChangesKeepSurvivingCells() {
        let fixture = TableFixture(sections: [["a", "b", "c"], ["x", "y"], ["p"]])
        let cellY = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 1))
        fixture.tableView.performBatchUpdates({
            fixture.dataSource.sections = [["new section"], [], ["a", "b", "c", "y"]]
            fixture.tableView.insertSections(IndexSet(integer: 0), with: .automatic)
            fixture.tableView.deleteSections(IndexSet(integer: 2), with: .automatic)
            fixture.tableView.moveSection(0, toSection: 2)
            fixture.tableView.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
            fixture.tableView.moveRow(at: IndexPath(row: 1, section: 1), to: IndexPath(row: 3, section: 2))
        }, completion: nil)
        #expect(fixture.violations.messages.isEmpty)
        expectEqual(visibleTexts(fixture.tableView), [["new section"], [], ["a", "b", "c", "y"]])
        expectIdentical(fixture.tableView.cellForRow(at: IndexPath(row: 3, section: 2)), cellY)
    }

    @Test func selectionFollowsRowsAndDeletedSelectionDisappears() {
        let fixture = TableFixture(sections: [["a", "b", "c", "d"]])
        fixture.tableView.allowsMultipleSelection = true
        fixture.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        fixture.tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        fixture.dataSource.sections[0].remove(at: 0)
        fixture.dataSource.sections[0].remove(at: 0)
        fixture.tableView.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
        expectEqual(fixture.tableView.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
        expectEqual(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
    }

    @Test func beginAndEndUpdatesNestAndApplyOnce() {
        let fixture = TableFixture(sections: [["a"]])
        var completed = false
        fixture.tableView.beginUpdates()
        fixture.dataSource.sections[0].append("b")
        fixture.tableView.performBatchUpdates({
            fixture.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }, completion: { completed = $0 })
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 1)
        fixture.tableView.endUpdates()
        #expect(completed)
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 2)
        expectEqual(visibleTexts(fixture.tableView), [["a", "b"]])
    }

    @Test func reconfigureReusesTheVisibleCellWithoutDisplayEvents() {
        let fixture = TableFixture(sections: [["a", "b"]])
        let delegate = DisplayRecordingDelegate(log: fixture.log)
        fixture.tableView.delegate = delegate
        let cell = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        fixture.log.reset()
        fixture.dataSource.sections[0][1] = "B"
        fixture.tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        expectEqual(fixture.log.entries, ["cellForRowAt 0-1"])
        expectIdentical(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)), cell)
        expectEqual(cell?.textLabel?.text, "B")
    }

    @Test func updatesBeforeFirstLayoutCompareAgainstCountsLoadedAtBegin() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = ListDataSource(sections: [["a"]])
        tableView.dataSource = dataSource
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        tableView.headlessConsistencyViolationHandler = { violations.append($0) }
        tableView.performBatchUpdates({
            dataSource.sections[0].append("b")
            tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }, completion: nil)
        #expect(violations.isEmpty)
        expectEqual(tableView.visibleCells.count, 2)
    }
}
