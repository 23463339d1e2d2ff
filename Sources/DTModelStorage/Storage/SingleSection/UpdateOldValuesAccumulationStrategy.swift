/// Updates held entities in place and appends the others: an added item whose identifier is
/// already held replaces that item at its current position; every other added item is appended.
///
/// Useful for paging when a later page repeats entities of an earlier one: their rows are
/// reloaded where they are instead of appearing twice.
public struct UpdateOldValuesAccumulationStrategy: AccumulationStrategy, Sendable {
    /// Creates the strategy.
    public init() {}

    /// Replaces held items by the added items with the same identifier and appends the rest.
    ///
    /// An identifier held more than once is updated at its first occurrence. An identifier added
    /// more than once is placed once: its last added value wins.
    ///
    /// - Parameters:
    ///   - oldItems: The items the storage holds.
    ///   - newItems: The items being added.
    /// - Returns: `oldItems` with updated values, followed by the added items not held before.
    /// - Complexity: O(*n* + *m*) expected.
    public func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T] {
        var result = oldItems
        var positions = [AnyHashable: Int]()
        positions.reserveCapacity(oldItems.count + newItems.count)
        for (position, item) in oldItems.enumerated() where positions[item.identifier] == nil {
            positions[item.identifier] = position
        }
        for item in newItems {
            if let position = positions[item.identifier] {
                result[position] = item
            } else {
                positions[item.identifier] = result.count
                result.append(item)
            }
        }
        return result
    }
}
