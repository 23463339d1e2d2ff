import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// `NSDiffableDataSourceSnapshot`'s API, without a table.
@Suite struct DiffableSnapshotTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func countsAndIdentifiersFollowTheAppendedOrder() {
        let snapshot = sample()
        expectEqual(snapshot.numberOfSections, 2)
        expectEqual(snapshot.numberOfItems, 5)
        expectEqual(snapshot.numberOfItems(inSection: "b"), 2)
        expectEqual(snapshot.sectionIdentifiers, ["a", "b"])
        expectEqual(snapshot.itemIdentifiers, [1, 2, 3, 4, 5])
        expectEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2, 3])
        expectEqual(snapshot.indexOfItem(4), 3)
        expectNil(snapshot.indexOfItem(9))
        expectEqual(snapshot.indexOfSection("b"), 1)
        expectNil(snapshot.indexOfSection("z"))
        expectEqual(snapshot.sectionIdentifier(containingItem: 5), "b")
        expectNil(snapshot.sectionIdentifier(containingItem: 9))
    }

    @Test func insertingAndMovingItemsPlacesThemNextToAnotherItem() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        expectEqual(snapshot.itemIdentifiers, [1, 10, 11, 2, 3, 4, 5, 12])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(12, beforeItem: 10)
        expectEqual(snapshot.itemIdentifiers(inSection: "a"), [12, 10, 11, 2, 3])
        expectEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 1, 5])
    }

    @Test func itemsAlreadyPresentMoveIntoPlace() {
        var snapshot = sample()
        snapshot.appendItems([1], toSection: "b")
        expectEqual(snapshot.itemIdentifiers(inSection: "a"), [2, 3])
        expectEqual(snapshot.itemIdentifiers(inSection: "b"), [4, 5, 1])
        snapshot.insertItems([5], beforeItem: 2)
        expectEqual(snapshot.itemIdentifiers, [5, 2, 3, 4, 1])
    }

    @Test func deletingRemovesItemsSectionsAndEverything() {
        var snapshot = sample()
        snapshot.deleteItems([2, 5])
        expectEqual(snapshot.itemIdentifiers, [1, 3, 4])
        snapshot.deleteSections(["a"])
        expectEqual(snapshot.sectionIdentifiers, ["b"])
        expectEqual(snapshot.itemIdentifiers, [4])
        snapshot.deleteAllItems()
        expectEqual(snapshot.numberOfSections, 0)
        expectEqual(snapshot.numberOfItems, 0)
    }

    @Test func insertingAndMovingSectionsKeepsTheirItems() {
        var snapshot = sample()
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.insertSections(["d", "e"], afterSection: "a")
        expectEqual(snapshot.sectionIdentifiers, ["c", "a", "d", "e", "b"])
        snapshot.moveSection("a", afterSection: "b")
        snapshot.moveSection("e", beforeSection: "c")
        expectEqual(snapshot.sectionIdentifiers, ["e", "c", "d", "b", "a"])
        expectEqual(snapshot.itemIdentifiers, [4, 5, 1, 2, 3])
        snapshot.appendItems([6], toSection: "d")
        expectEqual(snapshot.sectionIdentifier(containingItem: 6), "d")
    }

    @Test func reloadAndReconfigureMarksAreListedOnceAndForgottenWithTheirItems() {
        var snapshot = sample()
        snapshot.reloadItems([2, 2, 4])
        snapshot.reconfigureItems([5, 1])
        snapshot.reloadSections(["b"])
        expectEqual(snapshot.reloadedItemIdentifiers, [2, 4])
        expectEqual(snapshot.reconfiguredItemIdentifiers, [5, 1])
        expectEqual(snapshot.reloadedSectionIdentifiers, ["b"])
        snapshot.deleteItems([4])
        snapshot.deleteSections(["b"])
        expectEqual(snapshot.reloadedItemIdentifiers, [2])
        expectEqual(snapshot.reconfiguredItemIdentifiers, [1])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func copiesChangeIndependently() {
        let original = sample()
        var copy = original
        copy.deleteItems([1])
        copy.appendItems([9])
        expectEqual(original.itemIdentifiers, [1, 2, 3, 4, 5])
        expectEqual(copy.itemIdentifiers, [2, 3, 4, 5, 9])
    }
}
