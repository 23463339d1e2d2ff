/// Pairs the elements of an old and a new sequence that share an identity: the *k*-th
/// occurrence of an identity in the old sequence pairs with its *k*-th occurrence in the new
/// sequence. Extra occurrences stay unpaired.
///
/// How it stays linear and cache-friendly on large lists:
/// - Every old identity is read once, into an array. A new identity is read only when it is
///   needed, and at most once: an element whose bytes are identical to the old element expected
///   at its place is paired without reading it, which matters when reading one is costly (an
///   `AnyHashable` is built on every read).
/// - The old identities go into an ``IdentityTable`` (one 8-byte slot per entry, at most half
///   full, sized once up front) mapping an identity to its earliest unpaired old position. Later
///   occurrences of a repeated identity are linked in an ``OccurrenceChain``; nothing is allocated
///   for that while no identity repeats.
/// - Old identities are hashed a block at a time before the block is inserted, so the insertion
///   loop makes no calls and the processor overlaps its cache misses.
/// - On the new side, the few old positions where the element most likely stands
///   (``OrderGuesses``) are tried first, without hashing: in a list where most elements keep
///   their order, the table is consulted only near changes. Contents are compared as pairs are
///   made, while both elements are in cache.
/// - Repetitions are recorded with marks in the table slots, not in sets or dictionaries, so
///   reporting them costs no extra hashing, and a twin found by its bytes leads to its identity's
///   slot without hashing at all.
/// - `AnyHashable` identities that all wrap values of one type are paired by those values (see
///   ``init(oldCount:newCount:oldIdentity:newIdentity:areIdentical:contentEquals:)``), which skips
///   the box's dynamic casts on every hash and comparison.
/// - Positions are stored as `Int32`, halving the memory the later passes stream through.
@usableFromInline
package struct OccurrencePairing {
    /// An element of the old or the new sequence, by position.
    @usableFromInline
    package enum Occurrence: Equatable {
        /// The element at a position of the old sequence.
        case old(Int)
        /// The element at a position of the new sequence.
        case new(Int)

        /// The identity of this occurrence.
        /// - Parameters:
        ///   - old: The identity of the old element at a position.
        ///   - new: The identity of the new element at a position.
        @inlinable
        package func identity<ID>(old: (Int) -> ID, new: (Int) -> ID) -> ID {
            switch self {
            case let .old(position): old(position)
            case let .new(position): new(position)
            }
        }
    }

    /// For each old position, whether it is paired.
    @usableFromInline var isOldPaired: [Bool]
    /// For each new position, the paired old position, or `-1`.
    @usableFromInline var newToOld: [Int32]
    /// For each new position that is paired, whether its content differs from its old partner.
    @usableFromInline var isContentChanged: [Bool]
    /// One occurrence of each identity that occurs more than once on either side, in the order
    /// ``BatchChangeset`` documents for `duplicateIdentifiers`.
    @usableFromInline package var duplicates: [Occurrence]

    /// Number of old identities hashed ahead of inserting them.
    @usableFromInline static var blockSize: Int { 256 }

    /// Pairs occurrences of identities.
    ///
    /// When the identities are `AnyHashable` values whose bases all have exactly one type, the
    /// bases are paired instead. For values of one type, `AnyHashable` equality is the type's own
    /// `==`, so the pairs are the same; only hashing and comparing get cheaper, and no array of
    /// boxes is kept. Should a base of another type turn up, the `AnyHashable` values themselves
    /// are paired, reading the identities again.
    ///
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    ///   - oldIdentity: The identity of the old element at a position.
    ///   - newIdentity: The identity of the new element at a position.
    ///   - areIdentical: Whether the old and the new element at two positions are the same bytes
    ///     (see ``Swift/UnsafePointer/hasIdenticalBytes(to:)``), which implies the same identity.
    ///     Return `false` when unsure.
    ///   - contentEquals: Whether the old and the new element at two positions look the same.
    /// - Precondition: Both counts are below `Int32.max`.
    /// - Complexity: O(*n* + *m*) expected time and memory.
    @inlinable
    @inline(__always)  // Lets the pairing be specialised for the caller's closures.
    package init<ID: Hashable>(
        oldCount: Int,
        newCount: Int,
        oldIdentity: (Int) -> ID,
        newIdentity: (Int) -> ID,
        areIdentical: (_ old: Int, _ new: Int) -> Bool,
        contentEquals: (_ old: Int, _ new: Int) -> Bool
    ) {
        precondition(
            oldCount < Int(Int32.max) && newCount < Int(Int32.max),
            "LinearDiffer compares lists of fewer than \(Int32.max) elements; split longer lists into sections"
        )
        if ID.self == AnyHashable.self,
           let unboxed = Self(
               oldCount: oldCount,
               newCount: newCount,
               unboxing: { unsafeBitCast(oldIdentity($0), to: AnyHashable.self) },
               { unsafeBitCast(newIdentity($0), to: AnyHashable.self) },
               areIdentical: areIdentical,
               contentEquals: contentEquals)
        {
            self = unboxed
        } else {
            // Reading an identity of `ID` itself never fails, so neither does the pairing.
            self = Self(
                pairing: (0..<oldCount).map(oldIdentity),
                newCount: newCount,
                newIdentity: { Optional(newIdentity($0)) },
                areIdentical: areIdentical,
                contentEquals: contentEquals)!
        }
    }

    /// The pairing algorithm proper.
    ///
    /// - Parameters:
    ///   - oldIDs: The identities of the old elements.
    ///   - newCount: Length of the new sequence.
    ///   - newIdentity: The identity of the new element at a position; `nil` gives up the
    ///     pairing (an `AnyHashable` base of an unexpected type).
    ///   - areIdentical: Whether the old and the new element at two positions are the same bytes.
    ///   - contentEquals: Whether the old and the new element at two positions look the same.
    @inlinable
    package init?<ID: Hashable>(
        pairing oldIDs: [ID],
        newCount: Int,
        newIdentity: (Int) -> ID?,
        areIdentical: (_ old: Int, _ new: Int) -> Bool,
        contentEquals: (_ old: Int, _ new: Int) -> Bool
    ) {
        let oldCount = oldIDs.count
        var table = IdentityTable(capacityFor: oldCount)
        var chain = OccurrenceChain()

        // Old side, backwards, so each identity's slot ends on its first occurrence and later
        // occurrences are chained in ascending order. A repeated identity's slot is marked: it is
        // reported from the old side.
        var hashes = [UInt64](repeating: 0, count: Swift.min(Self.blockSize, oldCount))
        var blockEnd = oldCount
        while blockEnd > 0 {
            let blockStart = Swift.max(0, blockEnd - Self.blockSize)
            for position in blockStart..<blockEnd {
                hashes[position - blockStart] = IdentityTable.hash(oldIDs[position])
            }
            for position in (blockStart..<blockEnd).reversed() {
                let hash = hashes[position - blockStart]
                let (slot, later) = table.probe(hash: hash) { oldIDs[$0] == oldIDs[position] }
                if let later {
                    chain.link(position, to: later, slot: slot, isFirstLink: !table.isMarked(slot), count: oldCount)
                    table.replaceIndex(at: slot, with: position)
                    table.mark(slot)
                } else {
                    table.insert(position, hash: hash, at: slot)
                }
            }
            blockEnd = blockStart
        }
        var duplicates = chain.firstOccurrencesOfRepeatedIdentities.map(Occurrence.old)

        // New side, in order. Identities found only in the new sequence go into a second table,
        // to notice when one repeats.
        var newOnly = IdentityTable(capacityFor: 0)
        var newOnlyIDs = [ID]()
        var isOldPaired = [Bool](repeating: false, count: oldCount)
        var newToOld = [Int32]()
        newToOld.reserveCapacity(newCount)
        var isContentChanged = [Bool]()
        isContentChanged.reserveCapacity(newCount)
        var guesses = OrderGuesses()

        // The earliest unpaired occurrence of the identity in a table slot, or `-1` when every
        // occurrence is paired. Occurrences pair in order: skip the paired ones, and leave the
        // slot on the earliest unpaired one (or the last) for the next search.
        func earliestUnpairedOccurrence(inSlot slot: Int) -> Int {
            let start = table.index(at: slot)
            var occurrence = start
            var last = occurrence
            while occurrence >= 0, isOldPaired[occurrence] {
                last = occurrence
                occurrence = chain.occurrence(after: occurrence)
            }
            let stop = occurrence >= 0 ? occurrence : last
            if stop != start { table.replaceIndex(at: slot, with: stop) }
            return occurrence
        }
        // The k-th-occurrence partner of a new element with the identity of an unpaired old
        // position: that position, unless an earlier twin is still waiting.
        func nextInLine(withIdentityOf oldPosition: Int) -> Int {
            chain.isNextInLine(oldPosition) ? oldPosition : earliestUnpairedOccurrence(inSlot: chain.slot(of: oldPosition))
        }
        // The partner of the new element with identity `id` and hash `hash` from the tables, or
        // `-1`; records the element when its identity turns out to repeat.
        func lookUp(_ id: ID, hash: UInt64, at newPosition: Int) -> Int {
            let (slot, found) = table.probe(hash: hash) { oldIDs[$0] == id }
            if found != nil {
                let occurrence = earliestUnpairedOccurrence(inSlot: slot)
                if occurrence < 0, !table.isMarked(slot) {
                    // Every old occurrence is taken: this is one occurrence too many.
                    table.mark(slot)
                    duplicates.append(.new(newPosition))
                }
                return occurrence
            }
            var (newSlot, earlier) = newOnly.probe(hash: hash) { newOnlyIDs[$0] == id }
            if earlier != nil {
                if !newOnly.isMarked(newSlot) {
                    newOnly.mark(newSlot)
                    duplicates.append(.new(newPosition))
                }
                return -1
            }
            if newOnly.isFull {
                newOnly.grow { IdentityTable.hash(newOnlyIDs[$0]) }
                newSlot = newOnly.probe(hash: hash) { _ in false }.slot
            }
            newOnly.insert(newOnlyIDs.count, hash: hash, at: newSlot)
            newOnlyIDs.append(id)
            return -1
        }

        for newPosition in 0..<newCount {
            func isUnpaired(_ oldPosition: Int) -> Bool {
                oldPosition < oldCount && !isOldPaired[oldPosition]
            }
            // Where the element stands in the order of the old list: the guess it matches, by
            // its bytes or else by its identity, even when an earlier twin becomes its partner.
            var anchor = guesses.first { isUnpaired($0) && areIdentical($0, newPosition) }
            var partner = -1
            if let anchor {
                partner = nextInLine(withIdentityOf: anchor)
            } else {
                guard let id = newIdentity(newPosition) else { return nil }
                anchor = guesses.firstAtCursor { isUnpaired($0) && oldIDs[$0] == id }
                if let anchor {
                    partner = nextInLine(withIdentityOf: anchor)
                } else {
                    partner = lookUp(id, hash: IdentityTable.hash(id), at: newPosition)
                }
            }
            newToOld.append(Int32(truncatingIfNeeded: partner))
            guard partner >= 0 else {
                isContentChanged.append(false)
                continue
            }
            isContentChanged.append(!contentEquals(partner, newPosition))
            isOldPaired[partner] = true
            chain.didPair(partner)
            guesses.follow(anchor ?? partner)
        }
        self.isOldPaired = isOldPaired
        self.newToOld = newToOld
        self.isContentChanged = isContentChanged
        self.duplicates = duplicates
    }
}
