import Foundation
import HeadlessUIKit
import Testing

/// Apple's documented use of `UITableViewDiffableDataSource`: a cell provider, snapshots
/// applied as one diffed batch update, reconfigured and reloaded items, lookups.
@MainActor @Suite struct DiffableDataSourceTests {
    @Test func cellProviderConfiguresTheRowsOfAnAppliedSnapshot() {
        let fixture = DiffableFixture()
        #expect(fixture.tableView.dataSource === fixture.dataSource)
        fixture.dataSource.apply(.make(["fruit": ["apple", "pear"], "veg": ["leek"]]))
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.visibleTexts == [["apple", "pear"], ["leek"]])
        #expect(fixture.provided.items == ["apple", "pear", "leek"])
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test(arguments: [true, false])
    func applyDiffsAndKeepsTheCellsOfRowsThatStay(animatingDifferences: Bool) {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b", "c", "d"]]))
        let cellB = fixture.cell(showing: "b")
        let cellD = fixture.cell(showing: "d")

        fixture.dataSource.apply(.make(["s": ["d", "b", "new"], "t": ["a"]]), animatingDifferences: animatingDifferences)
        fixture.tableView.layoutIfNeeded()

        #expect(fixture.visibleTexts == [["d", "b", "new"], ["a"]])
        #expect(fixture.cell(showing: "b") === cellB)
        #expect(fixture.cell(showing: "d") === cellD)
        #expect(fixture.provided.items == ["new", "a"], "only inserted rows ask the cell provider: the table was not reloaded")
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func reconfiguredItemsKeepTheirCellsAndRunTheCellProviderAgain() {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b", "c"]]))
        let cellB = fixture.cell(showing: "b")

        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()

        #expect(fixture.provided.items == ["b"])
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
        #expect(cellB?.configurations == ["b", "b"])
        #expect(cellB?.preparedForReuse == 0)
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func reconfiguredItemsThatMoveKeepTheirCells() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(.make(["s": ["a", "b", "c"]]))
        fixture.tableView.layoutIfNeeded()
        let cellA = fixture.cell(showing: "a")
        var snapshot = fixture.dataSource.snapshot()
        snapshot.moveItem("a", afterItem: "c")
        snapshot.reconfigureItems(["a"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.visibleTexts == [["b", "c", "a"]])
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
        #expect(cellA?.configurations == ["a", "a"])
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test(arguments: [false, true])
    func reloadedItemsGetNewCells(moved: Bool) {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b", "c"]]))
        let cellB = fixture.cell(showing: "b")

        var snapshot = fixture.dataSource.snapshot()
        if moved { snapshot.moveItem("b", beforeItem: "a") }
        snapshot.reloadItems(["b"])
        #expect(snapshot.reloadedItemIdentifiers == ["b"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()

        #expect(fixture.visibleTexts == (moved ? [["b", "a", "c"]] : [["a", "b", "c"]]))
        #expect(fixture.provided.items == ["b"])
        let shown = fixture.tableView.cellForRow(at: IndexPath(row: moved ? 0 : 1, section: 0)) as? CountingCell
        #expect(shown !== cellB, "the new cell is dequeued while the old one is still on screen")
        #expect(cellB?.superview == nil)
        #expect(cellB?.preparedForReuse == 0, "queued for reuse only after the update")
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func reloadedSectionsAreDisplayedAnew() {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b"], "t": ["c"]]))
        let cellC = fixture.cell(showing: "c")
        let cellA = fixture.cell(showing: "a")

        var snapshot = fixture.dataSource.snapshot()
        snapshot.reloadSections(["s"])
        snapshot.moveItem("c", afterItem: "a")
        #expect(snapshot.reloadedSectionIdentifiers == ["s"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()

        #expect(fixture.visibleTexts == [["a", "c", "b"], []])
        #expect(fixture.provided.items == ["a", "c", "b"])
        #expect(fixture.cell(showing: "a") !== cellA)
        #expect(fixture.cell(showing: "c") !== cellC)
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func identifiersAndIndexPathsLookUpEachOther() {
        let fixture = DiffableFixture()
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == nil)
        fixture.dataSource.apply(.make(["s": ["a", "b"], "t": ["c"]]))
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == nil)
        #expect(fixture.dataSource.indexPath(for: "b") == IndexPath(row: 1, section: 0))
        #expect(fixture.dataSource.indexPath(for: "z") == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 1) == "t")
        #expect(fixture.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(fixture.dataSource.index(for: "t") == 1)
        #expect(fixture.dataSource.index(for: "u") == nil)
        #expect(fixture.dataSource.snapshot().contents == [["s", "a", "b"], ["t", "c"]])
    }

    @Test func applyingUsingReloadDataReloadsTheTable() {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b"]]))
        var completed = false
        fixture.dataSource.applySnapshotUsingReloadData(.make(["s": ["a", "c"]])) { completed = true }
        fixture.tableView.layoutIfNeeded()
        #expect(completed)
        #expect(fixture.visibleTexts == [["a", "c"]])
        #expect(fixture.provided.items == ["a", "c"], "reloading requests every row again")
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func completionRunsOnceTheTableShowsTheSnapshot() {
        let fixture = DiffableFixture()
        var rowsAtCompletion: Int?
        fixture.dataSource.apply(.make(["s": ["a", "b"]]), animatingDifferences: false) {
            rowsAtCompletion = fixture.tableView.numberOfRows(inSection: 0)
        }
        #expect(rowsAtCompletion == 2)
    }

    @Test func asyncApplyReturnsOnceTheTableShowsTheSnapshot() async {
        let fixture = DiffableFixture()
        await fixture.dataSource.apply(.make(["s": ["a", "b"]]))
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 2)
        await fixture.dataSource.apply(.make(["s": ["b"]]), animatingDifferences: false)
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 1)
        await fixture.dataSource.applySnapshotUsingReloadData(.make(["s": ["c", "d", "e"]]))
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.visibleTexts == [["c", "d", "e"]])
    }

    @Test func defaultRowAnimationIsAutomaticAndStored() {
        let fixture = DiffableFixture()
        #expect(fixture.dataSource.defaultRowAnimation == .automatic)
        fixture.dataSource.defaultRowAnimation = .fade
        #expect(fixture.dataSource.defaultRowAnimation == .fade)
    }

    @Test func sectionChangesMoveRowsAcrossSections() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(.make(["s": ["a", "b"], "t": ["c", "d"], "u": ["e"]]))
        fixture.tableView.layoutIfNeeded()
        let cellD = fixture.cell(showing: "d")
        fixture.dataSource.apply(.make(["u": ["e", "d"], "new": ["f"], "s": ["b", "a", "c"]]))
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.visibleTexts == [["e", "d"], ["f"], ["b", "a", "c"]])
        // "t" is deleted, and a row cannot move out of a deleted section: "d" is deleted and
        // inserted, so it gets a fresh cell while its old one leaves with the update.
        #expect(fixture.cell(showing: "d") !== cellD)
        #expect(cellD?.superview == nil)
        #expect(fixture.violations.collected.isEmpty)
    }
}
