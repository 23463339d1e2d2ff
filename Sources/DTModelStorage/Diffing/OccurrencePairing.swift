/// Pairs the elements of an old and a new sequence that share an identity, in one pass over
/// each: the *k*-th occurrence of an identity in the old sequence pairs with its *k*-th
/// occurrence in the new sequence. Extra occurrences stay unpaired.
///
/// One dictionary maps each identity to the first old occurrence not yet paired; later
/// occurrences of the same identity are chained through ``nextOccurrence``-style integers, so no
/// element allocates.
@usableFromInline
struct OccurrencePairing<ID: Hashable> {
    /// For each old position, the paired new position, or `-1`.
    @usableFromInline var oldToNew: [Int]
    /// For each new position, the paired old position, or `-1`.
    @usableFromInline var newToOld: [Int]
    /// Identities occurring more than once on either side, in the order ``BatchChangeset``
    /// documents for `duplicateIdentifiers`.
    @usableFromInline var duplicates: [ID]

    /// Pairs occurrences of identities.
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    ///   - oldIdentity: The identity of the old element at a position.
    ///   - newIdentity: The identity of the new element at a position.
    /// - Complexity: O(*n* + *m*) expected time and memory.
    @inlinable
    init(oldCount: Int, newCount: Int, oldIdentity: (Int) -> ID, newIdentity: (Int) -> ID) {
        // firstUnpaired[id] is the earliest unpaired old position of `id`, or -1 once none is
        // left (or when `id` was only seen in the new sequence).
        var firstUnpaired = [ID: Int](minimumCapacity: oldCount)
        var nextOccurrence = [Int](repeating: -1, count: oldCount)
        var duplicates = [ID]()
        var reported = Set<ID>()

        // Walking backwards builds every chain in ascending order with one hash per element.
        var position = oldCount - 1
        while position >= 0 {
            let id = oldIdentity(position)
            if let later = firstUnpaired.updateValue(position, forKey: id) {
                nextOccurrence[position] = later
                if reported.insert(id).inserted { duplicates.append(id) }
            }
            position -= 1
        }
        if duplicates.count > 1 {
            duplicates.sort { firstUnpaired[$0, default: 0] < firstUnpaired[$1, default: 0] }
        }

        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        for newPosition in 0..<newCount {
            let id = newIdentity(newPosition)
            if let slot = firstUnpaired.index(forKey: id) {
                let oldPosition = firstUnpaired.values[slot]
                if oldPosition >= 0 {
                    oldToNew[oldPosition] = newPosition
                    newToOld[newPosition] = oldPosition
                    firstUnpaired.values[slot] = nextOccurrence[oldPosition]
                } else if reported.insert(id).inserted {
                    duplicates.append(id)
                }
            } else {
                firstUnpaired[id] = -1
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.duplicates = duplicates
    }
}
