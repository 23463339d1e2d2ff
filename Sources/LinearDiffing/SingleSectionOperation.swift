/// One change to a single-section list, in the vocabulary of a table view's batch update.
///
/// A list of these is applied as one batch: ``delete(_:)`` and ``update(_:)`` indices refer to
/// the list before the batch, ``insert(_:)`` indices to the list after it, and
/// ``move(from:to:)`` goes from a before-index to an after-index.
public enum SingleSectionOperation: Hashable, Sendable {
    /// The element at this index of the old list is removed.
    case delete(Int)
    /// An element is inserted at this index of the new list.
    case insert(Int)
    /// The element at `from` in the old list ends at `to` in the new list.
    case move(from: Int, to: Int)
    /// The element at this index of the old list stays where it is, but its content changed.
    case update(Int)
}
