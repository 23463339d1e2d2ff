/// A single-section diffing algorithm for elements that are `Equatable` and identifiable.
///
/// Conform to plug an algorithm of your choice into a single-section storage; ``LinearDiffer``
/// is the built-in one.
public protocol EquatableDiffingAlgorithm {
    /// Computes the operations that turn `from` into `to`, applicable as one batch update.
    ///
    /// - Parameters:
    ///   - from: The list before the change.
    ///   - to: The list after the change.
    /// - Returns: Operations in the coordinates described by ``SingleSectionOperation``.
    func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation]
}
