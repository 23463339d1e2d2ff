import Foundation

/// A misuse of `MemoryStorage` (or `SingleSectionStorage`) that was caught and reported to the
/// storage's `anomalyHandler`. Unless a case says otherwise, the storage changed nothing and
/// delivered no update.
///
/// It is also an `Error`, so that code validating storage input can throw it.
public enum MemoryStorageAnomaly: Error, Equatable, Sendable, CustomStringConvertible, ExplainedAnomaly {
    /// An insertion pointed past the end of its section (or before its start), which held
    /// `countOfElementsInSection` items at that point.
    case insertionIndexPathTooBig(indexPath: IndexPath, countOfElementsInSection: Int)

    /// A batch insertion got a different number of items and index paths.
    case batchInsertionItemCountMismatch(itemsCount: Int, indexPathsCount: Int)

    /// The item to replace is not in the storage.
    case replaceItemFailedItemNotFound(itemDescription: String)

    /// The item to remove is not in the storage.
    case removeItemFailedItemNotFound(itemDescription: String)

    /// There is no item to move at the source index path.
    case moveItemFailedItemNotFound(indexPath: IndexPath)

    /// The move destination is past the end of its section, which holds
    /// `countOfElementsInSection` items once the moved item is taken out.
    case moveItemFailedIndexPathTooBig(indexPath: IndexPath, countOfElementsInSection: Int)

    /// A move without animation got index paths outside the storage.
    case moveItemFailedInvalidIndexPaths(
        sourceIndexPath: IndexPath,
        destinationIndexPath: IndexPath,
        sourceElementsInSection: Int,
        destinationElementsInSection: Int
    )

    /// An index path to remove holds no item.
    case removeItemFailedIndexPathNotFound(indexPath: IndexPath)

    /// The item to reload is not in the storage.
    case reloadItemFailedItemNotFound(itemDescription: String)

    /// A section index is outside the storage, which holds `numberOfSections` sections.
    case sectionIndexOutOfRange(index: Int, numberOfSections: Int)

    /// An animated replacement received items whose identifiers repeat (each repeated identifier
    /// described once, old contents first). The contents were still replaced: the *k*-th
    /// occurrence of an identifier in the old contents was matched with its *k*-th occurrence in
    /// the new ones, so the animation is deterministic but may move or reload the wrong twin.
    case duplicateIdentifiers(identifierDescriptions: [String])

    /// A custom differ of a single-section storage returned operations that do not form a valid
    /// batch update from the old items to the new ones. The items were still replaced, and the
    /// delegate was asked to reload instead of animating.
    case invalidDifferOperations(reason: String)

    /// What happened, with the values involved, as DTModelStorage 11 prints it.
    ///
    /// The wording of the cases DTModelStorage 11 had is kept unchanged, so existing log filters
    /// and tests still match; ``ExplainedAnomaly/message`` adds what to fix, in the format every
    /// anomaly shares.
    public var debugDescription: String {
        "⚠️ [MemoryStorage] " + problemDescription
    }

    /// `DTModelStorage`.
    public static var reportingLibrary: String { "DTModelStorage" }

    /// A short form with the case name and its values, small enough for analytics.
    public var description: String {
        switch self {
        case let .insertionIndexPathTooBig(indexPath, count):
            "MemoryStorageAnomaly.insertionIndexPathTooBig(\(indexPath), \(count))"
        case let .batchInsertionItemCountMismatch(itemsCount, indexPathsCount):
            "MemoryStorageAnomaly.batchInsertionItemCountMismatch(\(itemsCount), \(indexPathsCount))"
        case let .replaceItemFailedItemNotFound(item):
            "MemoryStorageAnomaly.replaceItemFailedItemNotFound(\(item))"
        case let .removeItemFailedItemNotFound(item):
            "MemoryStorageAnomaly.removeItemFailedItemNotFound(\(item))"
        case let .moveItemFailedItemNotFound(indexPath):
            "MemoryStorageAnomaly.moveItemFailedItemNotFound(\(indexPath))"
        case let .moveItemFailedIndexPathTooBig(indexPath, count):
            "MemoryStorageAnomaly.moveItemFailedIndexPathTooBig(\(indexPath), \(count))"
        case let .moveItemFailedInvalidIndexPaths(source, destination, sourceCount, destinationCount):
            "MemoryStorageAnomaly.moveItemFailedInvalidIndexPaths(\(source), \(destination), \(sourceCount), \(destinationCount))"
        case let .removeItemFailedIndexPathNotFound(indexPath):
            "MemoryStorageAnomaly.removeItemFailedIndexPathNotFound(\(indexPath))"
        case let .reloadItemFailedItemNotFound(item):
            "MemoryStorageAnomaly.reloadItemFailedItemNotFound(\(item))"
        case let .sectionIndexOutOfRange(index, count):
            "MemoryStorageAnomaly.sectionIndexOutOfRange(\(index), \(count))"
        case let .duplicateIdentifiers(identifiers):
            "MemoryStorageAnomaly.duplicateIdentifiers(\(identifiers))"
        case let .invalidDifferOperations(reason):
            "MemoryStorageAnomaly.invalidDifferOperations(\(reason))"
        }
    }

    /// What to change in the calling code so that the anomaly goes away.
    public var recoverySuggestion: String {
        switch self {
        case .insertionIndexPathTooBig:
            "Insert at an item index from 0 through the section's item count."
        case .batchInsertionItemCountMismatch:
            "Pass exactly one index path per item."
        case .replaceItemFailedItemNotFound:
            "Replace an item the storage holds; add new items with addItem or insertItem."
        case .removeItemFailedItemNotFound:
            "Remove only items the storage holds; nothing was removed."
        case .moveItemFailedItemNotFound:
            "Move from an index path that holds an item."
        case .moveItemFailedIndexPathTooBig:
            "Move to an item index from 0 through the destination section's count without the moved item."
        case .moveItemFailedInvalidIndexPaths:
            "Both sections must exist, the source must hold an item and the destination index must not pass the destination count."
        case .removeItemFailedIndexPathNotFound:
            "Remove only index paths that hold items; nothing was removed."
        case .reloadItemFailedItemNotFound:
            "Reload an item the storage holds."
        case .sectionIndexOutOfRange:
            "Use a section index below the number of sections (or equal to it when inserting a section)."
        case .duplicateIdentifiers:
            "Give every item a distinct identifier (EntityIdentifiable.identifier, or the value itself for Hashable items)."
        case .invalidDifferOperations:
            "Fix the differ: deletions, updates and move sources must address distinct old indices, insertions and move destinations distinct new indices, and the counts must add up."
        }
    }

    /// What happened, with the values involved, without a final period.
    public var problemDescription: String {
        switch self {
        case let .insertionIndexPathTooBig(indexPath, count):
            "Failed to insert item into IndexPath: \(indexPath), count of elements in the section: \(count)"
        case let .batchInsertionItemCountMismatch(itemsCount, indexPathsCount):
            "Failed to insert batch of items, items count: \(itemsCount), indexPaths count: \(indexPathsCount)"
        case let .replaceItemFailedItemNotFound(item):
            "Failed to find item for replacement: \(item)"
        case let .removeItemFailedItemNotFound(item):
            "Failed to find item for removal: \(item)"
        case let .moveItemFailedItemNotFound(indexPath):
            "Failed to find item for moving at indexPath: \(indexPath)"
        case let .moveItemFailedIndexPathTooBig(indexPath, count):
            "Failed to move item, destination indexPath is too big: \(indexPath), number of items in section after removing source item: \(count)"
        case let .moveItemFailedInvalidIndexPaths(source, destination, sourceCount, destinationCount):
            "Failed to move item, sourceIndexPath: \(source), destination indexPath: \(destination), number of items in source section: \(sourceCount), number of items in destination section after removing source item: \(destinationCount)"
        case let .removeItemFailedIndexPathNotFound(indexPath):
            "Failed to remove item at indexPath: \(indexPath), no item is there"
        case let .reloadItemFailedItemNotFound(item):
            "Failed to find item for reloading: \(item)"
        case let .sectionIndexOutOfRange(index, count):
            "Section index \(index) is out of range, number of sections: \(count)"
        case let .duplicateIdentifiers(identifiers):
            "Items with duplicate identifiers were animated by pairing occurrences in order: \(identifiers.joined(separator: ", "))"
        case let .invalidDifferOperations(reason):
            "Differ returned operations that are not a valid batch update (\(reason)); reloading instead"
        }
    }
}
