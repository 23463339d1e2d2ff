/// How an old element relates to the new element it is compared with: the differ's question for
/// each pair it considers.
@usableFromInline
enum Correspondence {
    /// Different identities: not the same entity.
    case unrelated
    /// The same entity, looking the same.
    case unchanged
    /// The same entity, looking different: an update.
    case updated

    /// Compares two elements: their bytes first, which settles the identity of an element copied
    /// unchanged without reading it, else their identities; then, for the same entity, their
    /// contents.
    ///
    /// - Parameters:
    ///   - old: The old element.
    ///   - new: The new element.
    ///   - identity: The identity of an element.
    ///   - contentEquals: Whether two elements with the same identity look the same.
    @inlinable
    init<Element, ID: Hashable>(
        _ old: UnsafePointer<Element>,
        _ new: UnsafePointer<Element>,
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) {
        self = Correspondence(identicalBytes: old, new, contentEquals: contentEquals)
            ?? Correspondence(identitiesOf: old, new, identity: identity, contentEquals: contentEquals)
    }

    /// Compares two elements whose bytes may be identical, which settles their identity: then
    /// only their contents are compared (`contentEquals` is still asked, so an `==` that is never
    /// true still reports an update).
    ///
    /// - Parameters:
    ///   - old: The old element.
    ///   - new: The new element.
    ///   - contentEquals: Whether two elements with the same identity look the same.
    /// - Returns: `nil` when the bytes differ.
    @inlinable
    init?<Element>(
        identicalBytes old: UnsafePointer<Element>,
        _ new: UnsafePointer<Element>,
        contentEquals: (Element, Element) -> Bool
    ) {
        guard old.hasIdenticalBytes(to: new) else { return nil }
        self = contentEquals(old.pointee, new.pointee) ? .unchanged : .updated
    }

    /// Compares two elements by their identities, then, for the same entity, their contents;
    /// for pairs whose bytes are already known to differ.
    ///
    /// - Parameters:
    ///   - old: The old element.
    ///   - new: The new element.
    ///   - identity: The identity of an element.
    ///   - contentEquals: Whether two elements with the same identity look the same.
    @inlinable
    init<Element, ID: Hashable>(
        identitiesOf old: UnsafePointer<Element>,
        _ new: UnsafePointer<Element>,
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) {
        guard identity(old.pointee) == identity(new.pointee) else {
            self = .unrelated
            return
        }
        self = contentEquals(old.pointee, new.pointee) ? .unchanged : .updated
    }
}
