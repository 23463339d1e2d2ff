/// A single-section storage of identifiable, `Equatable` items: an item whose identifier stays
/// but whose value changes (`!=`) is reloaded.
///
/// ```swift
/// let storage = SingleSectionEquatableStorage(items: posts)
/// storage.setItems(refreshedPosts)  // one animated update
/// ```
open class SingleSectionEquatableStorage<T: EntityIdentifiable & Equatable>: SingleSectionStorage<T> {
    /// The algorithm that diffs old and new items.
    public let differ: any EquatableDiffingAlgorithm

    /// Creates a storage holding `items`, diffed by `differ`.
    ///
    /// - Parameters:
    ///   - items: The initial items.
    ///   - differ: The diffing algorithm; defaults to the built-in `LinearDiffer`.
    public init(items: [T], differ: any EquatableDiffingAlgorithm = LinearDiffer()) {
        self.differ = differ
        super.init(items: items)
    }

    /// Computes the operations that turn ``SingleSectionStorage/items`` into `newItems` with
    /// ``differ``.
    ///
    /// - Parameter newItems: The items after the change.
    /// - Returns: The differ's operations.
    open override func calculateDiffs(to newItems: [T]) -> [SingleSectionOperation] {
        differ.diff(from: items, to: newItems)
    }
}
