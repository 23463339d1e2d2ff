import Foundation

/// The kind of a change to a section or an item.
public enum ChangeType: String, Sendable, CaseIterable {
    /// Removed; the index refers to the contents before the update.
    case delete
    /// Moved; the first index refers to the contents before the update, the second to after.
    case move
    /// Added; the index refers to the contents after the update.
    case insert
    /// Reloaded in place; the index refers to the contents before the update.
    case update
}
