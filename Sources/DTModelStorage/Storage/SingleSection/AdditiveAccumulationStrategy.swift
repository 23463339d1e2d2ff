/// Appends the new items after the old ones without comparing identifiers, so an entity that is
/// both held and added appears twice. The default strategy of ``SingleSectionStorage/addItems(_:_:)``.
public struct AdditiveAccumulationStrategy: AccumulationStrategy, Sendable {
    /// Creates the strategy.
    public init() {}

    /// Returns `oldItems` followed by `newItems`.
    ///
    /// - Parameters:
    ///   - oldItems: The items the storage holds.
    ///   - newItems: The items being added.
    /// - Returns: Both lists, concatenated.
    /// - Complexity: O(*n* + *m*).
    public func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] {
        oldItems + newItems
    }
}
