/// Decides how ``SingleSectionStorage/addItems(_:_:)`` combines the items a storage holds with
/// the items being added.
///
/// The storage then diffs its items against the result and animates the difference, so a
/// strategy only decides the final list. The built-in strategies are
/// ``AdditiveAccumulationStrategy`` (the default), ``UpdateOldValuesAccumulationStrategy`` and
/// ``DeleteOldValuesAccumulationStrategy``.
///
/// ```swift
/// storage.addItems(nextPage, UpdateOldValuesAccumulationStrategy())
/// ```
public protocol AccumulationStrategy {
    /// Combines the items already held with the items being added.
    ///
    /// - Parameters:
    ///   - oldItems: The items the storage holds, in order.
    ///   - newItems: The items being added, in order.
    /// - Returns: The storage's items afterwards.
    func accumulate<T: EntityIdentifiable>(oldItems: [T], newItems: [T]) -> [T]
}
