/// A single-section storage of identifiable, `Hashable` items: an item whose identifier stays
/// but whose value changes (`!=`) is reloaded.
///
/// ```swift
/// let storage = SingleSectionHashableStorage(items: results, differ: MyHeckelDiffer())
/// storage.addItems(nextPage, UpdateOldValuesAccumulationStrategy())
/// ```
open class SingleSectionHashableStorage<T: EntityIdentifiable & Hashable>: SingleSectionStorage<T> {
    /// The algorithm that diffs old and new items.
    public let differ: any HashableDiffingAlgorithm

    /// Creates a storage holding `items`, diffed by `differ`.
    ///
    /// - Parameters:
    ///   - items: The initial items.
    ///   - differ: The diffing algorithm; defaults to the built-in `LinearDiffer`.
    public init(items: [T], differ: any HashableDiffingAlgorithm = LinearDiffer()) {
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
