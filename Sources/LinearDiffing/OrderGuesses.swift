/// The old positions where the next new element most likely stands, tried before any hashing.
///
/// In a list where most elements keep their order, the next new element usually corresponds to
/// the old element after the previous one (``cursor``), or to the one after that, past a deleted
/// element. After a jump (a moved element, or a repeated identity paired with an earlier twin),
/// the order usually goes on where it was (``resume``), or one further.
@usableFromInline
struct OrderGuesses {
    /// The old position after the one the previous new element corresponded to.
    @usableFromInline var cursor = 0
    /// Where the order before the latest jump would continue.
    @usableFromInline var resume = 0

    /// Creates guesses for the first new element: the first old one.
    @inlinable
    init() {}

    /// The first guess that `matches`, or `nil`.
    ///
    /// - Parameter matches: Whether the new element corresponds to the old element at a position.
    @inlinable
    func first(where matches: (Int) -> Bool) -> Int? {
        if let position = firstAtCursor(where: matches) { return position }
        if matches(resume) { return resume }
        if matches(resume + 1) { return resume + 1 }
        return nil
    }

    /// The first of the two guesses along the current order that `matches`, or `nil`; for checks
    /// dear enough that the guesses after a jump are not worth them.
    ///
    /// - Parameter matches: Whether the new element corresponds to the old element at a position.
    @inlinable
    func firstAtCursor(where matches: (Int) -> Bool) -> Int? {
        if matches(cursor) { return cursor }
        if matches(cursor + 1) { return cursor + 1 }
        return nil
    }

    /// Moves on after a new element that corresponds to the old element at `position`.
    @inlinable
    mutating func follow(_ position: Int) {
        if position < cursor || position > cursor + 1 { resume = cursor }
        cursor = position + 1
    }
}
