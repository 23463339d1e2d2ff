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
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    }

    @Test func insertingAndMovingItemsPlacesThemNextToAnotherItem() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers == [1, 10, 11, 2, 3, 4, 5, 12])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(12, beforeItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [12, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5])
    }

    @Test func itemsAlreadyPresentMoveIntoPlace() {
        var snapshot = sample()
        snapshot.appendItems([1], toSection: "b")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
        snapshot.insertItems([5], beforeItem: 2)
        #expect(snapshot.itemIdentifiers == [5, 2, 3, 4, 1])
    }

    @Test func deletingRemovesItemsSectionsAndEverything() {
        var snapshot = sample()
        snapshot.deleteItems([2, 5])
        #expect(snapshot.itemIdentifiers == [1, 3, 4])
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["b"])
        #expect(snapshot.itemIdentifiers == [4])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func insertingAndMovingSectionsKeepsTheirItems() {
        var snapshot = sample()
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.insertSections(["d", "e"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "d", "e", "b"])
        snapshot.moveSection("a", afterSection: "b")
        snapshot.moveSection("e", beforeSection: "c")
        #expect(snapshot.sectionIdentifiers == ["e", "c", "d", "b", "a"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
        snapshot.appendItems([6], toSection: "d")
        #expect(snapshot.sectionIdentifier(containingItem: 6) == "d")
    }

    @Test func reloadAndReconfigureMarksAreListedOnceAndForgottenWithTheirItems() {
        var snapshot = sample()
        snapshot.reloadItems([2, 2, 4])
        snapshot.reconfigureItems([5, 1])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [5, 1])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([4])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func copiesChangeIndependently() {
        let original = sample()
        var copy = original
        copy.deleteItems([1])
        copy.appendItems([9])
        #expect(original.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(copy.itemIdentifiers == [2, 3, 4, 5, 9])
    }
}
