/// The occurrences of each repeated identity of the old sequence, linked in order, and which
/// occurrence is next in line to be paired.
///
/// Occurrences of an identity are paired strictly in order (the *k*-th old occurrence with the
/// *k*-th new one), so for each identity exactly one unpaired occurrence, its earliest, is next
/// in line. Knowing that per position lets the pairing accept an old element found by position
/// (the one following the previous pair) without asking the hash table whether an earlier twin
/// is still waiting; and when one is, the identity's table slot is recorded per position, so
/// that the twin is found without hashing again.
///
/// Nothing is allocated until an identity turns out to repeat: a sequence of distinct identities
/// costs no memory here, and every position of it is next in line.
@usableFromInline
struct OccurrenceChain {
    /// For each old position, the next position with the same identity, or `-1`; empty while no
    /// identity repeats.
    @usableFromInline var next: [Int32] = []
    /// For each old position of a repeated identity, the identity's ``IdentityTable`` slot; empty
    /// while no identity repeats.
    @usableFromInline var slots: [UInt32] = []
    /// For each old position, whether every earlier occurrence of its identity is paired; empty
    /// while no identity repeats.
    @usableFromInline var isNextInLineStorage: [Bool] = []

    /// Creates a chain in which no identity repeats yet.
    @inlinable
    init() {}

    /// Records that `later` is the next occurrence after `earlier` of an identity stored in table
    /// slot `slot`, in a sequence of `count` positions. Links are made from the last occurrence
    /// backwards.
    ///
    /// - Parameter isFirstLink: Whether `later` is the identity's last occurrence, linked for the
    ///   first time (every other `later` was an `earlier` before, and already knows its slot).
    @inlinable
    mutating func link(_ earlier: Int, to later: Int, slot: Int, isFirstLink: Bool, count: Int) {
        if next.isEmpty {
            next = [Int32](repeating: -1, count: count)
            slots = [UInt32](repeating: 0, count: count)
            isNextInLineStorage = [Bool](repeating: true, count: count)
        }
        next[earlier] = Int32(truncatingIfNeeded: later)
        slots[earlier] = UInt32(truncatingIfNeeded: slot)
        if isFirstLink { slots[later] = UInt32(truncatingIfNeeded: slot) }
        isNextInLineStorage[later] = false
    }

    /// The next occurrence of the identity at `position`, or `-1`.
    @inlinable
    func occurrence(after position: Int) -> Int {
        next.isEmpty ? -1 : Int(next[position])
    }

    /// The table slot of the identity at `position`, which must not be next in line.
    @inlinable
    func slot(of position: Int) -> Int {
        Int(slots[position])
    }

    /// Whether every earlier occurrence of the identity at `position` is paired.
    @inlinable
    func isNextInLine(_ position: Int) -> Bool {
        isNextInLineStorage.isEmpty || isNextInLineStorage[position]
    }

    /// Records that `position`, which was next in line, is now paired: its next occurrence is.
    @inlinable
    mutating func didPair(_ position: Int) {
        guard !next.isEmpty else { return }
        let later = Int(next[position])
        if later >= 0 { isNextInLineStorage[later] = true }
    }

    /// The first occurrence of every identity that occurs more than once, in ascending order.
    ///
    /// Valid before anything is paired.
    /// - Complexity: O(*n*) when an identity repeats, O(1) otherwise.
    @inlinable
    var firstOccurrencesOfRepeatedIdentities: [Int] {
        next.indices.filter { next[$0] >= 0 && isNextInLineStorage[$0] }
    }
}
