/// Moves held entities to where they are added: every held item whose identifier is among the
/// added items is removed, then all added items are appended.
///
/// Useful for feeds where a repeated entity should appear at its newest position, with its
/// newest content.
public struct DeleteOldValuesAccumulationStrategy: AccumulationStrategy, Sendable {
    /// Creates the strategy.
    public init() {}

    /// Removes the held items whose identifier is added again and appends the added items.
    ///
    /// - Parameters:
    ///   - oldItems: The items the storage holds.
    ///   - newItems: The items being added; kept as given, in order.
    /// - Returns: The held items not added again, followed by `newItems`.
    /// - Complexity: O(*n* + *m*) expected.
    public func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] {
        let added = Set(newItems.map(\.identifier))
        return oldItems.filter { !added.contains($0.identifier) } + newItems
    }
}
