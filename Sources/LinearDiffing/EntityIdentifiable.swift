/// A model that carries a stable identity, used to recognise the same entity across two
/// snapshots of a list.
///
/// Diffing pairs an element of the old list with an element of the new list when their
/// ``identifier``s are equal; equality of everything else decides whether the pair is reported
/// as an update.
///
/// ```swift
/// struct Post: EntityIdentifiable, Equatable {
///     let id: Int
///     var title: String
///     var identifier: AnyHashable { id }
/// }
/// ```
public protocol EntityIdentifiable {
    /// The identity of this entity. It must stay the same for as long as the entity lives, even
    /// when its other properties change.
    var identifier: AnyHashable { get }
}
