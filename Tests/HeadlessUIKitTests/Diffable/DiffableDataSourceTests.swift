import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Apple's documented use of `UITableViewDiffableDataSource`: a cell provider, snapshots
/// applied as one diffed batch update, reconfigured and reloaded items, lookups.
@MainActor @Suite struct DiffableDataSourceTests {
    @Test func cellProviderConfiguresTheRowsOfAnAppliedSnapshot() {
        let fixture = DiffableFixture()
        expectIdentical(fixture.tableView.dataSource, fixture.dataSource)
        fixture.dataSource.apply(.make(["fruit": ["apple", "pear"], "veg": ["leek"]]))
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.visibleTexts, [["apple", "pear"], ["leek"]])
        expectEqual(fixture.provided.items, ["apple", "pear", "leek"])
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

        expectEqual(fixture.visibleTexts, [["d", "b", "new"], ["a"]])
        expectIdentical(fixture.cell(showing: "b"), cellB)
        expectIdentical(fixture.cell(showing: "d"), cellD)
        expectEqual(fixture.provided.items, ["new", "a"], "only inserted rows ask the cell provider: the table was not reloaded")
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func reconfiguredItemsKeepTheirCellsAndRunTheCellProviderAgain() {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b", "c"]]))
        let cellB = fixture.cell(showing: "b")

        var snapshot = fixture.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        expectEqual(snapshot.reconfiguredItemIdentifiers, ["b"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()

        expectEqual(fixture.provided.items, ["b"])
        expectIdentical(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)), cellB)
        expectEqual(cellB?.configurations, ["b", "b"])
        expectEqual(cellB?.preparedForReuse, 0)
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
        expectEqual(fixture.visibleTexts, [["b", "c", "a"]])
        expectIdentical(fixture.tableView.cellForRow(at: IndexPath(row: 2, section: 0)), cellA)
        expectEqual(cellA?.configurations, ["a", "a"])
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
        expectEqual(snapshot.reloadedItemIdentifiers, ["b"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()

        #expect(fixture.visibleTexts == (moved ? [["b", "a", "c"]] : [["a", "b", "c"]]))
        expectEqual(fixture.provided.items, ["b"])
        let shown = fixture.tableView.cellForRow(at: IndexPath(row: moved ? 0 : 1, section: 0)) as? CountingCell
        expectNotIdentical(shown, cellB, "the new cell is dequeued while the old one is still on screen")
        expectNil(cellB?.superview)
        expectEqual(cellB?.preparedForReuse, 0, "queued for reuse only after the update")
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
        expectEqual(snapshot.reloadedSectionIdentifiers, ["s"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()

        expectEqual(fixture.visibleTexts, [["a", "c", "b"], []])
        expectEqual(fixture.provided.items, ["a", "c", "b"])
        expectNotIdentical(fixture.cell(showing: "a"), cellA)
        expectNotIdentical(fixture.cell(showing: "c"), cellC)
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func identifiersAndIndexPathsLookUpEachOther() {
        let fixture = DiffableFixture()
        expectNil(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)))
        fixture.dataSource.apply(.make(["s": ["a", "b"], "t": ["c"]]))
        expectEqual(fixture.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)), "c")
        expectNil(fixture.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)))
        expectEqual(fixture.dataSource.indexPath(for: "b"), IndexPath(row: 1, section: 0))
        expectNil(fixture.dataSource.indexPath(for: "z"))
        expectEqual(fixture.dataSource.sectionIdentifier(for: 1), "t")
        expectNil(fixture.dataSource.sectionIdentifier(for: 2))
        expectEqual(fixture.dataSource.index(for: "t"), 1)
        expectNil(fixture.dataSource.index(for: "u"))
        expectEqual(fixture.dataSource.snapshot().contents, [["s", "a", "b"], ["t", "c"]])
    }

    @Test func applyingUsingReloadDataReloadsTheTable() {
        let fixture = DiffableFixture()
        fixture.show(.make(["s": ["a", "b"]]))
        var completed = false
        fixture.dataSource.applySnapshotUsingReloadData(.make(["s": ["a", "c"]])) { completed = true }
        fixture.tableView.layoutIfNeeded()
        #expect(completed)
        expectEqual(fixture.visibleTexts, [["a", "c"]])
        expectEqual(fixture.provided.items, ["a", "c"], "reloading requests every row again")
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test func completionRunsOnceTheTableShowsTheSnapshot() {
        let fixture = DiffableFixture()
        var rowsAtCompletion: Int?
        fixture.dataSource.apply(.make(["s": ["a", "b"]]), animatingDifferences: false) {
            rowsAtCompletion = fixture.tableView.numberOfRows(inSection: 0)
        }
        expectEqual(rowsAtCompletion, 2)
    }

    @Test func asyncApplyReturnsOnceTheTableShowsTheSnapshot() async {
        let fixture = DiffableFixture()
        await fixture.dataSource.apply(.make(["s": ["a", "b"]]))
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 2)
        await fixture.dataSource.apply(.make(["s": ["b"]]), animatingDifferences: false)
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 1)
        await fixture.dataSource.applySnapshotUsingReloadData(.make(["s": ["c", "d", "e"]]))
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.visibleTexts, [["c", "d", "e"]])
    }

    @Test func defaultRowAnimationIsAutomaticAndStored() {
        let fixture = DiffableFixture()
        expectEqual(fixture.dataSource.defaultRowAnimation, .automatic)
        fixture.dataSource.defaultRowAnimation = .fade
        expectEqual(fixture.dataSource.defaultRowAnimation, .fade)
    }

    @Test func sectionChangesMoveRowsAcrossSections() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(.make(["s": ["a", "b"], "t": ["c", "d"], "u": ["e"]]))
        fixture.tableView.layoutIfNeeded()
        let cellD = fixture.cell(showing: "d")
        fixture.dataSource.apply(.make(["u": ["e", "d"], "new": ["f"], "s": ["b", "a", "c"]]))
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.visibleTexts, [["e", "d"], ["f"], ["b", "a", "c"]])
        // "t" is deleted, and a row cannot move out of a deleted section: "d" is deleted and
        // inserted, so it gets a fresh cell while its old one leaves with the update.
        expectNotIdentical(fixture.cell(showing: "d"), cellD)
        expectNil(cellD?.superview)
        #expect(fixture.violations.collected.isEmpty)
    }
}
