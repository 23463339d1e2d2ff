import Foundation

/// An error that a throwing `MemoryStorage` method throws after reporting the matching
/// `MemoryStorageAnomaly`; the storage is unchanged.
public enum MemoryStorageError: LocalizedError {
    /// Why an insertion failed.
    public enum InsertionReason: Equatable, Sendable {
        /// The index path is outside its section.
        case indexPathTooBig(IndexPath)
    }

    /// Why a search for an item failed.
    public enum SearchReason: Equatable, Sendable {
        /// The item, described with `String(describing:)`, is not in the storage.
        ///
        /// The description rather than the item itself keeps the error `Sendable` whatever the
        /// item's type.
        case itemNotFound(item: String)
    }

    /// `insertItem(_:to:)` or `insertItems(_:at:)` got an index path outside its section.
    case insertionFailed(reason: InsertionReason)

    /// `replaceItem(_:with:)` or `removeItem(_:)` got an item the storage does not hold.
    case searchFailed(reason: SearchReason)

    /// A sentence that says what failed.
    public var errorDescription: String? {
        switch self {
        case let .insertionFailed(reason: .indexPathTooBig(indexPath)):
            "Index path \(indexPath) is past the end of its section in MemoryStorage."
        case let .searchFailed(reason: .itemNotFound(item)):
            "Failed to find \(item) in MemoryStorage."
        }
    }
}
