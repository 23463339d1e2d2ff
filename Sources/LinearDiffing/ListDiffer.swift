/// An algorithm that computes the changes between two versions of one list.
///
/// Storages call a `ListDiffer` to animate a replaced list; ``LinearDiffer`` is the built-in
/// one. A custom differ must return a changeset that satisfies every rule documented on
/// ``BatchChangeset``, so that it can be applied as one batch update.
public protocol ListDiffer: Sendable {
    /// Computes the changes that turn `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - identity: The identity of an element; equal identities denote the same entity.
    ///   - contentEquals: Whether two elements with the same identity look the same; `false`
    ///     reports the element as updated.
    /// - Returns: The changes, in the coordinates documented on ``BatchChangeset``.
    func changeset<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) -> BatchChangeset<Int>
}

extension ListDiffer {
    /// Computes the changes between two lists of identifiable models, comparing content with
    /// `==`.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    /// - Returns: The changes, in the coordinates documented on ``BatchChangeset``.
    @inlinable
    public func changeset<Element: EntityIdentifiable & Equatable>(
        from old: [Element],
        to new: [Element]
    ) -> BatchChangeset<Int> {
        changeset(from: old, to: new, identity: { $0.identifier }, contentEquals: ==)
    }

    /// Computes the changes between two lists whose elements are identified by a key path,
    /// comparing content with `==`.
    ///
    /// Pass `\.self` for `Hashable` elements that are their own identity; such elements are
    /// never reported as updated.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - identity: The key path to each element's identity.
    /// - Returns: The changes, in the coordinates documented on ``BatchChangeset``.
    @inlinable
    public func changeset<Element: Equatable, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        identifiedBy identity: KeyPath<Element, ID>
    ) -> BatchChangeset<Int> {
        changeset(from: old, to: new, identity: { $0[keyPath: identity] }, contentEquals: ==)
    }
}
