import DTTableViewManager
import Expectations
import Testing
@testable import StorageFuzzing

/// Every `MemoryStorageAnomaly` case, triggered through the manager on an on-screen table: the
/// exact anomalies are reported (and the documented error thrown), UIKit would raise nothing,
/// and the storage and the table are unchanged — except for `removeItems(_:)` and
/// `removeItems(at:)`, which skip what they cannot find and remove the rest, as documented —
/// on their own and inside a batch.
@MainActor @Suite struct MemoryStorageMisuseTests {
    /// A misuse and what the storage must report for it.
    struct Misuse: Sendable, CustomTestStringConvertible {
        let operation: FuzzOperation
        let anomalies: [MemoryStorageAnomaly]
        var thrown: MemoryStorageError?
        /// Whether the operation leaves the contents as they were.
        var changesNothing = true

        init(operation: FuzzOperation, anomaly: MemoryStorageAnomaly, thrown: MemoryStorageError? = nil) {
            self.operation = operation
            anomalies = [anomaly]
            self.thrown = thrown
        }

        /// A removal that skips `anomalies` and removes the rest, or a replacement that reports
        /// `anomalies` and still replaces.
        init(partialRemoval operation: FuzzOperation, skipping anomalies: [MemoryStorageAnomaly], removesSomething: Bool) {
            self.operation = operation
            self.anomalies = anomalies
            changesNothing = !removesSomething
        }

        var testDescription: String { "\(operation)" }
    }

    private nonisolated static let missing = FuzzItem(id: -1)
    private nonisolated static let newItem = FuzzItem(id: 100)
    private nonisolated static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    private nonisolated static let emptySection = FuzzSectionSpec(items: [], header: nil, footer: nil)

    /// Each case of `MemoryStorageAnomaly`, against ``FuzzScreen/standardContents`` (sections of
    /// 3 and 1 items), by every API that reports it.
    nonisolated static let misuses: [Misuse] = [
        Misuse(operation: .insertItems([newItem], at: path(0, 5), single: true),
               anomaly: .insertionIndexPathTooBig(indexPath: path(0, 5), countOfElementsInSection: 3),
               thrown: .insertionFailed(reason: .indexPathTooBig(path(0, 5)))),
        Misuse(operation: .insertItems([newItem, FuzzItem(id: 101)], at: path(2, 1), single: false),
               anomaly: .insertionIndexPathTooBig(indexPath: path(2, 1), countOfElementsInSection: 0),
               thrown: .insertionFailed(reason: .indexPathTooBig(path(2, 1)))),
        Misuse(operation: .insertItemsAtIndexPaths([newItem, FuzzItem(id: 101)], [path(0, 0), path(0, 5)]),
               anomaly: .insertionIndexPathTooBig(indexPath: path(0, 5), countOfElementsInSection: 4)),
        Misuse(operation: .insertItemsAtIndexPaths([newItem], [path(0, 0), path(0, 1)]),
               anomaly: .batchInsertionItemCountMismatch(itemsCount: 1, indexPathsCount: 2)),
        Misuse(operation: .replaceItem(missing, with: newItem),
               anomaly: .replaceItemFailedItemNotFound(itemDescription: "item#-1"),
               thrown: .searchFailed(reason: .itemNotFound(item: "item#-1"))),
        Misuse(operation: .removeItem(missing),
               anomaly: .removeItemFailedItemNotFound(itemDescription: "item#-1"),
               thrown: .searchFailed(reason: .itemNotFound(item: "item#-1"))),
        Misuse(partialRemoval: .removeItems([missing, FuzzItem(id: -2)]),
               skipping: [.removeItemFailedItemNotFound(itemDescription: "item#-1"), .removeItemFailedItemNotFound(itemDescription: "item#-2")],
               removesSomething: false),
        Misuse(partialRemoval: .removeItems([FuzzItem(id: 1), missing]),
               skipping: [.removeItemFailedItemNotFound(itemDescription: "item#-1")], removesSomething: true),
        Misuse(partialRemoval: .removeItems([FuzzItem(id: 4), FuzzItem(id: 4)]),
               skipping: [.removeItemFailedItemNotFound(itemDescription: "item#4")], removesSomething: true),
        Misuse(operation: .moveItem(at: path(1, 1), to: path(0, 0)),
               anomaly: .moveItemFailedItemNotFound(indexPath: path(1, 1))),
        Misuse(operation: .moveItem(at: path(0, 0), to: path(0, 3)),
               anomaly: .moveItemFailedIndexPathTooBig(indexPath: path(0, 3), countOfElementsInSection: 2)),
        Misuse(operation: .moveItemWithoutAnimation(from: path(0, 0), to: path(3, 0)),
               anomaly: .moveItemFailedInvalidIndexPaths(sourceIndexPath: path(0, 0), destinationIndexPath: path(3, 0),
                                                         sourceElementsInSection: 3, destinationElementsInSection: 0)),
        Misuse(operation: .moveItemWithoutAnimation(from: path(1, 0), to: path(0, 4)),
               anomaly: .moveItemFailedInvalidIndexPaths(sourceIndexPath: path(1, 0), destinationIndexPath: path(0, 4),
                                                         sourceElementsInSection: 1, destinationElementsInSection: 3)),
        Misuse(partialRemoval: .removeItemsAt([path(4, 4), path(0, 3), path(4, 4)]),
               skipping: [.removeItemFailedIndexPathNotFound(indexPath: path(4, 4)), .removeItemFailedIndexPathNotFound(indexPath: path(0, 3)),
                          .removeItemFailedIndexPathNotFound(indexPath: path(4, 4))],
               removesSomething: false),
        Misuse(partialRemoval: .removeItemsAt([path(0, 0), path(4, 4), path(1, 0)]),
               skipping: [.removeItemFailedIndexPathNotFound(indexPath: path(4, 4))], removesSomething: true),
        Misuse(operation: .reloadItem(missing),
               anomaly: .reloadItemFailedItemNotFound(itemDescription: "item#-1")),
        Misuse(operation: .deleteSections([0, 2]), anomaly: .sectionIndexOutOfRange(index: 2, numberOfSections: 2)),
        Misuse(operation: .moveSection(0, to: 2), anomaly: .sectionIndexOutOfRange(index: 2, numberOfSections: 2)),
        Misuse(operation: .insertSection(emptySection, at: 3), anomaly: .sectionIndexOutOfRange(index: 3, numberOfSections: 2)),
        Misuse(operation: .removeItemsFromSection(2), anomaly: .sectionIndexOutOfRange(index: 2, numberOfSections: 2)),
        Misuse(operation: .addItems([newItem], section: -1, single: true), anomaly: .sectionIndexOutOfRange(index: -1, numberOfSections: 2)),
        Misuse(operation: .setItems([newItem], section: -1), anomaly: .sectionIndexOutOfRange(index: -1, numberOfSections: 2)),
        Misuse(operation: .setSection(emptySection, section: -1), anomaly: .sectionIndexOutOfRange(index: -1, numberOfSections: 2)),
        Misuse(operation: .setItemsAnimated([newItem], section: -1), anomaly: .sectionIndexOutOfRange(index: -1, numberOfSections: 2)),
        Misuse(partialRemoval: .setItemsAnimated([newItem, FuzzItem(id: 4), newItem], section: 1),
               skipping: [.duplicateIdentifiers(identifierDescriptions: ["100"])], removesSomething: true),
        Misuse(partialRemoval: .setItemsForAllSectionsAnimated([[FuzzItem(id: 3), FuzzItem(id: 3, version: 1)], [FuzzItem(id: 1)]]),
               skipping: [.duplicateIdentifiers(identifierDescriptions: ["3"])], removesSomething: true),
    ]

    @Test(arguments: misuses, [false, true])
    func misuseReportsItsAnomaliesAndChangesOnlyWhatIsDocumented(_ misuse: Misuse, insideBatch: Bool) {
        let (screen, reference) = FuzzScreen.loaded()
        let operation: FuzzOperation = insideBatch ? .performUpdates([misuse.operation]) : misuse.operation
        var expected = reference
        expectEqual(expected.apply(operation).anomalies, misuse.anomalies, "reference model disagrees with the documented anomalies")
        expectEqual((expected == reference), misuse.changesNothing)
        let errors = screen.perform(operation, isValid: false)
        expectEqual(screen.storageAnomalies.takeAnomalies(), misuse.anomalies)
        expectEqual(errors, misuse.thrown.map { [ExpectedOutcome.comparableDescription(of: $0)] } ?? [])
        #expect(screen.violations.takeViolations().isEmpty)
        #expect(screen.takeUnexpectedManagerAnomalies().isEmpty)
        expectEqual(screen.differences(from: expected, everyRow: true), [])
    }

    @Test func everyAnomalyCaseIsCovered() {
        expectEqual(Set(Self.misuses.flatMap { $0.anomalies.map(Self.caseNumber) }), Set(0..<Self.caseCount))
    }

    /// The cases reachable through `MemoryStorage`; `invalidDifferOperations` belongs to
    /// single-section storages (see `SingleSectionMisuseTests`).
    private static let caseCount = 11

    /// Numbers the cases; the exhaustive switch stops compiling when a case is added.
    private static func caseNumber(_ anomaly: MemoryStorageAnomaly) -> Int {
        switch anomaly {
        case .insertionIndexPathTooBig: 0
        case .batchInsertionItemCountMismatch: 1
        case .replaceItemFailedItemNotFound: 2
        case .removeItemFailedItemNotFound: 3
        case .moveItemFailedItemNotFound: 4
        case .moveItemFailedIndexPathTooBig: 5
        case .moveItemFailedInvalidIndexPaths: 6
        case .removeItemFailedIndexPathNotFound: 7
        case .reloadItemFailedItemNotFound: 8
        case .sectionIndexOutOfRange: 9
        case .duplicateIdentifiers: 10
        case .invalidDifferOperations: 11
        }
    }
}
