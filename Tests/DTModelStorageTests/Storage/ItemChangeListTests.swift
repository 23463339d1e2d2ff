import Expectations
import Foundation
import Testing
@testable import DTModelStorage

/// The compact item-change list behind `StorageUpdate.objectChanges`: it expands to exactly the
/// changes recorded, in order, whatever their shape.
@MainActor @Suite struct ItemChangeListTests {
    private func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    private func expectSame(_ lhs: [(ChangeType, [IndexPath])], _ rhs: [(ChangeType, [IndexPath])]) {
        expectEqual(lhs.map(\.0), rhs.map(\.0))
        expectEqual(lhs.map(\.1), rhs.map(\.1))
    }

    @Test func expandsRunsMovesAndOddShapesInRecordingOrder() {
        let changes: [(ChangeType, [IndexPath])] = [
            (.insert, [ip(0, 0)]), (.insert, [ip(1, 0)]), (.insert, [ip(2, 0)]),
            (.delete, [ip(9, 1)]), (.delete, [ip(8, 1)]), (.delete, [ip(7, 1)]), (.delete, [ip(9, 1)]),
            (.move, [ip(1, 1), ip(3, 0)]),
            (.update, [ip(4, 0)]), (.update, [ip(5, 1)]),
            (.insert, []), (.move, [ip(1, 0)]), (.delete, [IndexPath(indexes: [1, 2, 3])]),
        ]
        var list = ItemChangeList()
        list += changes
        expectSame(list.expanded, changes)
        expectEqual(list.count, changes.count)
        expectEqual(list.entries.count, 9)
    }

    @Test func rowRangesExtendRunsAndStayOneEntry() {
        var list = ItemChangeList()
        list.append(.insert, rows: 0..<3, inSection: 0)
        list.append(.insert, rows: 3..<100_000, inSection: 0)
        list.append(.insert, rows: 0..<0, inSection: 0)
        expectEqual(list.entries, [.rows(.insert, section: 0, first: 0, last: 99_999)])
        expectEqual(list.count, 100_000)
    }

    @Test func rowRangeAfterADescendingRunStartsANewRun() {
        var list = ItemChangeList()
        list.append(.delete, at: ip(5, 0))
        list.append(.delete, at: ip(4, 0))
        list.append(.delete, rows: 3..<6, inSection: 0)
        let expected: [(ChangeType, [IndexPath])] = [5, 4, 3, 4, 5].map { (.delete, [ip($0, 0)]) }
        expectSame(list.expanded, expected)
    }

    @Test func storageRecordsAddedItemsAsOneRunAndExpandsThemOnRead() throws {
        let storage = MemoryStorage()
        storage.setItems([1, 2])
        let delegate = RecordingStorageDelegate(appliesOnDelivery: true)
        storage.delegate = delegate
        storage.addItems(Array(3...1000))
        let update = try #require(delegate.lastUpdate)
        expectEqual(update.itemChanges.entries, [.rows(.insert, section: 0, first: 2, last: 999)])
        expectSame(update.objectChanges, (2...999).map { (.insert, [ip($0, 0)]) })
    }

    @Test func assignedAndAppendedChangesReadBackInBothForms() {
        let update = StorageUpdate()
        #expect(update.isEmpty)
        update.objectChanges = [(.insert, [ip(0, 0)])]
        update.objectChanges.append((.insert, [ip(1, 0)]))
        update.objectChanges.append((.move, [ip(3, 0), ip(2, 0)]))
        expectSame(update.objectChanges, [(.insert, [ip(0, 0)]), (.insert, [ip(1, 0)]), (.move, [ip(3, 0), ip(2, 0)])])
        #expect(update.itemChanges.entries == [
            .rows(.insert, section: 0, first: 0, last: 1), .move(from: ip(3, 0), to: ip(2, 0)),
        ])
        #expect(!update.isEmpty)
        update.objectChanges.removeAll()
        #expect(update.isEmpty)
        #expect(update.itemChanges.isEmpty)
    }
}
