import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

/// Every kind of bad input: the exact anomaly is reported, nothing changes and no update is
/// delivered — with and without a delegate.
@MainActor @Suite struct MemoryStorageAnomalyTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        let name: String
        let anomaly: MemoryStorageAnomaly
        let action: @Sendable (MemoryStorage) -> Void
        var testDescription: String { name }
    }

    nonisolated private static func ip(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Every case runs against sections `[[1, 2, 3], [4, 5, 6, 7, 8]]`.
    nonisolated static let badInputs: [BadInput] = [
        BadInput(name: "insertItem past the end", anomaly: .insertionIndexPathTooBig(indexPath: ip(10, 1), countOfElementsInSection: 5)) {
            try? $0.insertItem(9, to: ip(10, 1))
        },
        BadInput(name: "insertItem into a far section", anomaly: .insertionIndexPathTooBig(indexPath: ip(1, 4), countOfElementsInSection: 0)) {
            try? $0.insertItem(9, to: ip(1, 4))
        },
        BadInput(name: "insertItems at past the end", anomaly: .insertionIndexPathTooBig(indexPath: ip(4, 0), countOfElementsInSection: 3)) {
            try? $0.insertItems([9, 10], at: ip(4, 0))
        },
        BadInput(name: "insertItems to, last path too big", anomaly: .insertionIndexPathTooBig(indexPath: ip(6, 0), countOfElementsInSection: 5)) {
            $0.insertItems([9, 10, 11], to: [ip(0, 0), ip(1, 0), ip(6, 0)])
        },
        BadInput(name: "insertItems to, count mismatch", anomaly: .batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2)) {
            $0.insertItems([9], to: [ip(0, 0), ip(1, 0)])
        },
        BadInput(name: "replaceItem missing", anomaly: .replaceItemFailedItemNotFound(itemDescription: "42")) {
            try? $0.replaceItem(42, with: 9)
        },
        BadInput(name: "removeItem missing", anomaly: .removeItemFailedItemNotFound(itemDescription: "42")) {
            try? $0.removeItem(42)
        },
        BadInput(name: "removeItems at a missing section", anomaly: .removeItemFailedIndexPathNotFound(indexPath: ip(0, 2))) {
            $0.removeItems(at: [ip(0, 2)])
        },
        BadInput(name: "reloadItem missing", anomaly: .reloadItemFailedItemNotFound(itemDescription: "42")) {
            $0.reloadItem(42)
        },
        BadInput(name: "moveItem from nowhere", anomaly: .moveItemFailedItemNotFound(indexPath: ip(3, 0))) {
            $0.moveItem(at: ip(3, 0), to: ip(0, 1))
        },
        BadInput(name: "moveItem too far", anomaly: .moveItemFailedIndexPathTooBig(indexPath: ip(3, 0), countOfElementsInSection: 2)) {
            $0.moveItem(at: ip(0, 0), to: ip(3, 0))
        },
        BadInput(name: "moveItem into a far new section", anomaly: .moveItemFailedIndexPathTooBig(indexPath: ip(1, 3), countOfElementsInSection: 0)) {
            $0.moveItem(at: ip(0, 0), to: ip(1, 3))
        },
        BadInput(
            name: "moveItemWithoutAnimation past the end",
            anomaly: .moveItemFailedInvalidIndexPaths(sourceIndexPath: ip(0, 0), destinationIndexPath: ip(6, 1),
                                                      sourceElementsInSection: 3, destinationElementsInSection: 5)
        ) {
            $0.moveItemWithoutAnimation(from: ip(0, 0), to: ip(6, 1))
        },
        BadInput(
            name: "moveItemWithoutAnimation into a missing section",
            anomaly: .moveItemFailedInvalidIndexPaths(sourceIndexPath: ip(0, 0), destinationIndexPath: ip(0, 2),
                                                      sourceElementsInSection: 3, destinationElementsInSection: 0)
        ) {
            $0.moveItemWithoutAnimation(from: ip(0, 0), to: ip(0, 2))
        },
        BadInput(name: "deleteSections out of range", anomaly: .sectionIndexOutOfRange(index: 2, numberOfSections: 2)) {
            $0.deleteSections(IndexSet([0, 2]))
        },
        BadInput(name: "moveSection out of range", anomaly: .sectionIndexOutOfRange(index: 2, numberOfSections: 2)) {
            $0.moveSection(0, toSection: 2)
        },
        BadInput(name: "insertSection out of range", anomaly: .sectionIndexOutOfRange(index: 3, numberOfSections: 2)) {
            $0.insertSection(SectionModel(items: [9]), atIndex: 3)
        },
        BadInput(name: "removeItems from a missing section", anomaly: .sectionIndexOutOfRange(index: 5, numberOfSections: 2)) {
            $0.removeItems(fromSection: 5)
        },
        BadInput(name: "addItems to a negative section", anomaly: .sectionIndexOutOfRange(index: -1, numberOfSections: 2)) {
            $0.addItems([9], toSection: -1)
        },
        BadInput(name: "setItems for a negative section", anomaly: .sectionIndexOutOfRange(index: -1, numberOfSections: 2)) {
            $0.setItems([9], forSection: -1)
        },
    ]

    private static let initial = [[1, 2, 3], [4, 5, 6, 7, 8]]

    @Test(arguments: badInputs)
    func badInputWithDelegateChangesNothing(_ input: BadInput) {
        let storage = MemoryStorage()
        storage.setItemsForAllSections(Self.initial)
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        let recorder = AnomalyRecorder(recording: storage)
        input.action(storage)
        expectEqual(recorder.anomalies, [input.anomaly])
        #expect(delegate.events.isEmpty)
        expectEqual(contents(of: storage), Self.initial)
    }

    @Test(arguments: badInputs)
    func badInputWithoutDelegateChangesNothing(_ input: BadInput) {
        let storage = MemoryStorage()
        storage.setItemsForAllSections(Self.initial)
        let recorder = AnomalyRecorder(recording: storage)
        input.action(storage)
        expectEqual(recorder.anomalies, [input.anomaly])
        expectEqual(contents(of: storage), Self.initial)
    }

    @Test(arguments: badInputs)
    func badInputInsideABatchLeavesTheRestOfTheBatch(_ input: BadInput) throws {
        let storage = MemoryStorage()
        storage.setItemsForAllSections(Self.initial)
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        let recorder = AnomalyRecorder(recording: storage)
        storage.performUpdates {
            input.action(storage)
            storage.addItem(100, toSection: 1)
        }
        expectEqual(recorder.anomalies, [input.anomaly])
        let update = try #require(delegate.lastUpdate)
        update.applyDeferredDatasourceUpdates()
        expectEqual(contents(of: storage), [[1, 2, 3], [4, 5, 6, 7, 8, 100]])
        expectEqual(objectChanges(of: update), ["insert [[1, 5]]"])
    }

    @Test func throwingMethodsThrowTheMatchingError() {
        let storage = MemoryStorage()
        storage.setItems([1])
        let recorder = AnomalyRecorder(recording: storage)
        #expect(throws: MemoryStorageError.self) { try storage.insertItem(1, to: IndexPath(item: 2, section: 0)) }
        do {
            try storage.insertItems([1, 2], at: IndexPath(item: 3, section: 0))
            Issue.record("expected an error")
        } catch let MemoryStorageError.insertionFailed(reason) {
            expectEqual(reason, .indexPathTooBig(IndexPath(item: 3, section: 0)))
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            try storage.replaceItem(42, with: "foo")
            Issue.record("expected an error")
        } catch let MemoryStorageError.searchFailed(reason) {
            expectEqual(reason, .itemNotFound(item: "42"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: MemoryStorageError.self) { try storage.removeItem(42) }
        expectEqual(contents(of: storage), [[1]])
        #expect(recorder.anomalies == [
            .insertionIndexPathTooBig(indexPath: IndexPath(item: 2, section: 0), countOfElementsInSection: 1),
            .insertionIndexPathTooBig(indexPath: IndexPath(item: 3, section: 0), countOfElementsInSection: 1),
            .replaceItemFailedItemNotFound(itemDescription: "42"),
            .removeItemFailedItemNotFound(itemDescription: "42"),
        ])
    }
}
