extension EntityIdentifiable where Self: Identifiable {
    /// The entity's `id`, so that a type conforming to Swift's `Identifiable` only has to declare
    /// `EntityIdentifiable` conformance.
    ///
    /// ```swift
    /// struct Post: Identifiable, EntityIdentifiable, Equatable { let id: UUID; var title: String }
    /// ```
    public var identifier: AnyHashable { AnyHashable(id) }
}
