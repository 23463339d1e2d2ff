import DTTableViewManager
import Expectations
import Testing
@testable import StorageFuzzing

/// Library bugs the fuzzer found, each reduced to its smallest reproduction and kept as a
/// regression test; the fuzzer draws their operation shapes too.
@MainActor @Suite struct FuzzerFoundBugTests {
    /// `moveItem(at:to:)` to a section that does not exist yet creates the section, and delivers
    /// "insert section 1" together with "move row [0, 0] → [1, 0]". UIKit rejects a row moved
    /// into a section inserted by the same update (NSInternalInconsistencyException), so
    /// `TableViewUpdater` must apply it as the deletion of the old row. Found by fuzz seed 1,
    /// step 25.
    @Test func movingAnItemIntoANewSectionIsAValidTableUpdate() {
        let screen = FuzzScreen()
        screen.storage.setItems([FuzzItem(id: 1), FuzzItem(id: 2)])
        screen.storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(screen.violations.takeViolations().isEmpty)
        expectEqual(screen.storage.items(inSection: 1)?.first as? FuzzItem, FuzzItem(id: 1))
    }

    /// The same move inside a batch, into a section the batch inserted: the batch summary also
    /// lists it as a row move into an inserted section.
    @Test func movingAnItemIntoASectionInsertedByTheSameBatchIsAValidTableUpdate() {
        let screen = FuzzScreen()
        screen.storage.setItems([FuzzItem(id: 1), FuzzItem(id: 2)])
        screen.storage.performUpdates {
            screen.storage.insertSection(FuzzSection(items: [], header: nil, footer: nil), atIndex: 1)
            screen.storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        }
        #expect(screen.violations.takeViolations().isEmpty)
        expectEqual(screen.storage.items(inSection: 1)?.first as? FuzzItem, FuzzItem(id: 1))
    }

    /// The mirror case: an item moved out of a section that the same batch then deletes.
    @Test func movingAnItemOutOfASectionDeletedByTheSameBatchIsAValidTableUpdate() {
        let screen = FuzzScreen()
        screen.storage.setItems([FuzzItem(id: 1)], forSection: 0)
        screen.storage.setItems([FuzzItem(id: 2), FuzzItem(id: 3)], forSection: 1)
        screen.storage.performUpdates {
            screen.storage.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 0))
            screen.storage.deleteSections(IndexSet(integer: 1))
        }
        #expect(screen.violations.takeViolations().isEmpty)
        expectEqual(screen.storage.items(inSection: 0)?.compactMap { $0 as? FuzzItem }, [FuzzItem(id: 3), FuzzItem(id: 1)])
        expectEqual(screen.tableView.numberOfSections, 1)
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 2)
    }

    /// An animated replacement of every section inside a batch that also inserts a section, moving
    /// an item into the inserted section: the batch summary lists a row move into it. Found by
    /// fuzz seeds 20002, 20341 and 20375 once animated replacements landed.
    @Test func animatedReplacementMovingAnItemIntoASectionInsertedByTheSameBatchIsAValidTableUpdate() {
        let screen = FuzzScreen()
        screen.storage.setItems([FuzzItem(id: 1), FuzzItem(id: 2)])
        screen.storage.performUpdates {
            screen.storage.insertSection(FuzzSection(items: [], header: nil, footer: nil), atIndex: 1)
            screen.storage.setItemsForAllSections([[FuzzItem(id: 2)], [FuzzItem(id: 1)]], animated: true)
        }
        #expect(screen.violations.takeViolations().isEmpty)
        expectEqual(screen.storage.items(inSection: 1)?.first as? FuzzItem, FuzzItem(id: 1))
    }

    /// Inside `performUpdates`, an operation that changes nothing (here an invalid removal)
    /// opens a transaction over the current contents without enqueuing it. A following reload
    /// operation (`setItems`) applies at once and used to leave that transaction in place, so
    /// the next operation (`addItem`) was validated against and committed from the stale
    /// snapshot, overwriting the `setItems` result. Found by fuzz seeds 8, 15 and 18.
    @Test func operationsAfterAReloadInABatchKeepTheReloadedContents() {
        let screen = FuzzScreen()
        screen.storage.setItems([FuzzItem(id: 1)])
        screen.storage.performUpdates {
            screen.storage.removeItems(at: [IndexPath(item: 5, section: 0)])
            screen.storage.setItems([FuzzItem(id: 2)])
            screen.storage.addItem(FuzzItem(id: 3))
        }
        expectEqual(screen.storage.items(inSection: 0)?.compactMap { $0 as? FuzzItem }, [FuzzItem(id: 2), FuzzItem(id: 3)])
        #expect(screen.violations.takeViolations().isEmpty)
        expectEqual(screen.storageAnomalies.takeAnomalies(), [.removeItemFailedIndexPathNotFound(indexPath: IndexPath(item: 5, section: 0))])
    }

    /// A user reorder whose destination is off screen (HeadlessUIKit's `simulateMove` allows it
    /// without scrolling) used to leave the storage and the table out of step, for two reasons:
    /// - `DTTableViewDataSource.tableView(_:moveRowAt:to:)` looks up the moved cell at the
    ///   destination; off screen there is none, and `performCellReaction` falls back to the cell
    ///   now at the *source* index path — another row's cell. When its class differs from the
    ///   moved model's mapping (here item 1 uses `OddFuzzCell`, the cell now at [0, 0] is an
    ///   `EvenFuzzCell`), the move event is silently skipped and the storage never moves.
    /// - `simulateMove` lays out, asking the data source for rows that come into view, before it
    ///   calls `moveRowAt`, so those rows are configured from the pre-move contents.
    /// Found by fuzz seed 16, step 107, once the manager's move event was available.
    @Test func reorderToAnOffscreenDestinationKeepsStorageAndTableInStep() throws {
        let screen = FuzzScreen()
        screen.storage.setItems((1...14).map { FuzzItem(id: $0) }, forSection: 0)
        screen.storage.setItems([FuzzItem(id: 20)], forSection: 1)
        screen.tableView.layoutIfNeeded()
        expectNil(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)), "the destination starts off screen")
        try expectEqual(screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)), IndexPath(row: 0, section: 1))
        expectEqual(screen.storage.item(at: IndexPath(row: 0, section: 1)) as? FuzzItem, FuzzItem(id: 1))
        expectEqual(screen.tableView.cellForRow(at: IndexPath(row: 10, section: 0))?.fuzzModel, FuzzItem(id: 12))
        #expect(screen.violations.takeViolations().isEmpty)
    }

    /// The data source told of a move whose row the table shows no cell for (off screen at both
    /// ends) still runs the moved model's move closure: it receives a cell of the model's mapping
    /// obtained from the data source, not the cell of another row, so the storage moves.
    @Test func moveOfARowWithoutADisplayedCellRunsTheMoveClosure() {
        let screen = FuzzScreen()
        screen.storage.setItems((1...14).map { FuzzItem(id: $0) }, forSection: 0)
        screen.storage.setItems([FuzzItem(id: 20)], forSection: 1)
        screen.tableView.layoutIfNeeded()
        let source = IndexPath(row: 12, section: 0)
        let destination = IndexPath(row: 0, section: 1)
        expectNil(screen.tableView.cellForRow(at: source), "the moved row starts off screen")
        expectNil(screen.tableView.cellForRow(at: destination), "the destination starts off screen")
        screen.manager.tableDataSource?.tableView(screen.tableView, moveRowAt: source, to: destination)
        expectEqual(screen.storage.item(at: destination) as? FuzzItem, FuzzItem(id: 13))
        expectEqual(screen.storage.items(inSection: 0)?.count, 13)
        #expect(screen.takeUnexpectedManagerAnomalies().isEmpty)
    }
}
