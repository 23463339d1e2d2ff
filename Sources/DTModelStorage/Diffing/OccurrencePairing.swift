/// Pairs the elements of an old and a new sequence that share an identity: the *k*-th
/// occurrence of an identity in the old sequence pairs with its *k*-th occurrence in the new
/// sequence. Extra occurrences stay unpaired.
///
/// How it stays linear and cache-friendly on large lists:
/// - The old identities go into a compact open-addressing table (one 8-byte slot per entry, at
///   most half full) mapping an identity to its first old position. The table keeps no copy of
///   the identities, so it stays small; no element allocates. Later occurrences of an identity
///   are chained through an integer array.
/// - Old identities are hashed a block at a time before the block is inserted, so the insertion
///   loop makes no calls and the processor overlaps its cache misses.
/// - On the new side, the element after the last paired old element is tried first, without
///   hashing: in a list where most elements keep their order, the table is consulted only near
///   changes. Contents are compared as pairs are made, while both elements are in cache.
/// - Positions are stored as `Int32`, halving the memory the later passes stream through.
@usableFromInline
struct OccurrencePairing<ID: Hashable> {
    /// For each old position, whether it is paired.
    @usableFromInline var isOldPaired: [Bool]
    /// For each new position, the paired old position, or `-1`.
    @usableFromInline var newToOld: [Int32]
    /// For each new position that is paired, whether its content differs from its old partner.
    @usableFromInline var isContentChanged: [Bool]
    /// Identities occurring more than once on either side, in the order ``BatchChangeset``
    /// documents for `duplicateIdentifiers`.
    @usableFromInline var duplicates: [ID]

    /// Low bits of a slot: the old position plus one (`0` marks an empty slot). High bits: a
    /// fragment of the identity's hash, so most mismatches are rejected without comparing
    /// identities.
    @usableFromInline static var positionMask: UInt64 { (1 << 40) - 1 }

    /// Number of old identities hashed ahead of inserting them.
    @usableFromInline static var blockSize: Int { 256 }

    /// Pairs occurrences of identities.
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    ///   - oldIdentity: The identity of the old element at a position.
    ///   - newIdentity: The identity of the new element at a position.
    ///   - contentEquals: Whether the old and the new element at two positions look the same.
    /// - Precondition: Both counts are below `Int32.max`.
    /// - Complexity: O(*n* + *m*) expected time and memory.
    @inlinable
    init(
        oldCount: Int,
        newCount: Int,
        oldIdentity: (Int) -> ID,
        newIdentity: (Int) -> ID,
        contentEquals: (_ old: Int, _ new: Int) -> Bool
    ) {
        precondition(
            oldCount < Int(Int32.max) && newCount < Int(Int32.max),
            "LinearDiffer compares lists of fewer than \(Int32.max) elements; split longer lists into sections"
        )
        var capacity = 16
        while capacity < 2 * oldCount { capacity <<= 1 }
        let slotMask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        // Old positions whose identity occurs more than once, and for those the next occurrence.
        // Once an identity's first occurrence is paired, its entry instead points at the
        // identity's earliest unpaired occurrence.
        var isRepeated = [Bool](repeating: false, count: oldCount)
        var nextOccurrence = [Int: Int]()
        var oldDuplicateOccurrences = [(position: Int, id: ID)]()

        // Old side, backwards, so each identity's slot ends on its first occurrence and later
        // occurrences are chained in ascending order.
        var hashes = [UInt64](repeating: 0, count: Self.blockSize)
        var blockEnd = oldCount
        while blockEnd > 0 {
            let blockStart = Swift.max(0, blockEnd - Self.blockSize)
            for position in blockStart..<blockEnd {
                hashes[position - blockStart] = Self.hash(oldIdentity(position))
            }
            for position in (blockStart..<blockEnd).reversed() {
                let hash = hashes[position - blockStart]
                let tag = hash & ~Self.positionMask
                var slot = Int(truncatingIfNeeded: hash) & slotMask
                while true {
                    let entry = slots[slot]
                    if entry == 0 {
                        slots[slot] = tag | UInt64(position + 1)
                        break
                    }
                    if entry & ~Self.positionMask == tag {
                        let later = Int(entry & Self.positionMask) - 1
                        let id = oldIdentity(position)
                        if oldIdentity(later) == id {
                            nextOccurrence[position] = later
                            isRepeated[position] = true
                            isRepeated[later] = true
                            slots[slot] = tag | UInt64(position + 1)
                            oldDuplicateOccurrences.append((position, id))
                            break
                        }
                    }
                    slot = (slot + 1) & slotMask
                }
            }
            blockEnd = blockStart
        }

        // The backward walk met each duplicated identity's first occurrence last.
        var duplicates = [ID]()
        var reported = Set<ID>()
        for occurrence in oldDuplicateOccurrences.reversed() where reported.insert(occurrence.id).inserted {
            duplicates.append(occurrence.id)
        }

        // New side, in order.
        var isOldPaired = [Bool](repeating: false, count: oldCount)
        var newToOld = [Int32]()
        newToOld.reserveCapacity(newCount)
        var isContentChanged = [Bool]()
        isContentChanged.reserveCapacity(newCount)
        var seenOnlyInNew = Set<ID>()
        var expected = 0
        for newPosition in 0..<newCount {
            let id = newIdentity(newPosition)
            let firstOccurrence: Int
            if expected < oldCount, !isRepeated[expected], oldIdentity(expected) == id {
                firstOccurrence = expected
            } else {
                firstOccurrence = Self.firstOccurrence(of: id, in: slots, oldIdentity: oldIdentity)
            }
            var unpaired = -1
            if firstOccurrence < 0 {
                if !seenOnlyInNew.insert(id).inserted, reported.insert(id).inserted {
                    duplicates.append(id)
                }
            } else if !isOldPaired[firstOccurrence] {
                unpaired = firstOccurrence
            } else if isRepeated[firstOccurrence], let earliest = nextOccurrence[firstOccurrence] {
                unpaired = earliest
                nextOccurrence[firstOccurrence] = nextOccurrence[earliest]
            } else if reported.insert(id).inserted {
                // Every old occurrence is taken: this is one occurrence too many.
                duplicates.append(id)
            }
            newToOld.append(Int32(truncatingIfNeeded: unpaired))
            if unpaired >= 0 {
                isOldPaired[unpaired] = true
                expected = unpaired + 1
                isContentChanged.append(!contentEquals(unpaired, newPosition))
            } else {
                isContentChanged.append(false)
            }
        }
        self.isOldPaired = isOldPaired
        self.newToOld = newToOld
        self.isContentChanged = isContentChanged
        self.duplicates = duplicates
    }

    /// The hash of an identity as the table uses it.
    @inlinable
    static func hash(_ id: ID) -> UInt64 {
        UInt64(bitPattern: Int64(id.hashValue))
    }

    /// The first old position of `id`, or `-1` when the old sequence does not contain it.
    @inlinable
    static func firstOccurrence(of id: ID, in slots: [UInt64], oldIdentity: (Int) -> ID) -> Int {
        let hash = hash(id)
        let tag = hash & ~positionMask
        let slotMask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let entry = slots[slot]
            if entry == 0 { return -1 }
            if entry & ~positionMask == tag {
                let position = Int(entry & positionMask) - 1
                if oldIdentity(position) == id { return position }
            }
            slot = (slot + 1) & slotMask
        }
    }
}
