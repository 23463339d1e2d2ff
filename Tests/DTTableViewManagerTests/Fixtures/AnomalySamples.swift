import DTTableViewManager
import Foundation

/// An anomaly of every case, for tests of their descriptions and messages.
enum AnomalySamples {
    private static let index = IndexPath(row: 1, section: 2)

    /// One anomaly of every manager case (two for `headerFooterViewWithoutXib`).
    static var managerAnomalies: [DTTableViewManagerAnomaly] { [
        .nilCellModel(index), .nilHeaderModel(1), .nilFooterModel(1),
        .noCellMappingFound(modelDescription: "m", indexPath: index),
        .noHeaderFooterMappingFound(modelDescription: "m", indexPath: index),
        .differentCellReuseIdentifier(mappingReuseIdentifier: "a", cellReuseIdentifier: "b"),
        .differentCellClass(xibName: "x", cellClass: "c", expectedCellClass: "e"),
        .differentHeaderFooterClass(xibName: "x", viewClass: "v", expectedViewClass: "e"),
        .emptyXibFile(xibName: "x", expectedViewClass: "e"),
        .modelEventCalledWithCellClass(modelType: "m", methodName: "n", subclassOf: "s"),
        .unusedEventDetected(viewType: "v", methodName: "n"),
        .eventRegistrationForUnregisteredMapping(viewClass: "v", signature: "s"),
        .ambiguousMapping(modelDescription: "m", indexPath: index, usedMapping: "A", ignoredMappings: ["B"]),
        .duplicateReuseIdentifier(reuseIdentifier: "r", viewClass: "v", previousViewClass: "p"),
        .headerFooterViewWithoutXib(viewClass: "v", xibName: nil),
        .headerFooterViewWithoutXib(viewClass: "v", xibName: "x"),
        .duplicateEventRegistration(signature: "s", viewClass: "v"),
    ] }

    /// One anomaly of every storage case.
    static var storageAnomalies: [MemoryStorageAnomaly] { [
        .insertionIndexPathTooBig(indexPath: index, countOfElementsInSection: 0),
        .batchInsertionItemCountMismatch(itemsCount: 0, indexPathsCount: 1),
        .replaceItemFailedItemNotFound(itemDescription: "i"),
        .removeItemFailedItemNotFound(itemDescription: "i"),
        .moveItemFailedItemNotFound(indexPath: index),
        .moveItemFailedIndexPathTooBig(indexPath: index, countOfElementsInSection: 0),
        .moveItemFailedInvalidIndexPaths(sourceIndexPath: index, destinationIndexPath: index,
                                         sourceElementsInSection: 0, destinationElementsInSection: 0),
        .removeItemFailedIndexPathNotFound(indexPath: index),
        .reloadItemFailedItemNotFound(itemDescription: "i"),
        .sectionIndexOutOfRange(index: 3, numberOfSections: 2),
        .duplicateIdentifiers(identifierDescriptions: ["7", "x"]),
        .invalidDifferOperations(reason: "inserted index 5 is out of range"),
    ] }
}
