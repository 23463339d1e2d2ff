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
/// - On the new side, the old element after the previous pair (or after the one following it, or
///   where the order resumes after a moved element) is tried first, without hashing: in a list
///   where most elements keep their order, the table is consulted only near changes. Contents are
///   compared as pairs are made, while both elements are in cache.
/// - Duplicates are recorded with marks in the table slots, not in sets: an identity is hashed
///   once however often it repeats.
/// - `AnyHashable` identities that all wrap values of one type are paired by those values (see
///   ``init(oldCount:newCount:oldIdentity:newIdentity:areIdentical:contentEquals:)``), which skips
///   the box's dynamic casts on every hash and comparison.
/// - Positions are stored as `Int32`, halving the memory the later passes stream through.
@usableFromInline
struct OccurrencePairing {
    /// An element of the old or the new sequence, by position.
    @usableFromInline
    enum Occurrence: Equatable {
        /// The element at a position of the old sequence.
        case old(Int)
        /// The element at a position of the new sequence.
        case new(Int)

        /// The identity of this occurrence.
        /// - Parameters:
        ///   - old: The identity of the old element at a position.
        ///   - new: The identity of the new element at a position.
        @inlinable
        func identity<ID>(old: (Int) -> ID, new: (Int) -> ID) -> ID {
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
    @usableFromInline var duplicates: [Occurrence]

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
    init<ID: Hashable>(
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

    /// Pairs `AnyHashable` identities by their bases, or returns `nil` when the bases do not all
    /// have exactly the same type.
    ///
    /// - Complexity: O(*n* + *m*); one conformance lookup in all.
    @inlinable
    init?(
        oldCount: Int,
        newCount: Int,
        unboxing oldIdentity: (Int) -> AnyHashable,
        _ newIdentity: (Int) -> AnyHashable,
        areIdentical: (Int, Int) -> Bool,
        contentEquals: (Int, Int) -> Bool
    ) {
        let first = oldCount > 0 ? oldIdentity(0) : newCount > 0 ? newIdentity(0) : nil
        guard let first else { return nil }
        func pairing<Base: Hashable>(as _: Base.Type) -> Self? {
            guard let oldBases = Self.bases(count: oldCount, as: Base.self, identity: oldIdentity) else { return nil }
            return Self(
                pairing: oldBases,
                newCount: newCount,
                newIdentity: { Self.base(of: newIdentity($0), as: Base.self) },
                areIdentical: areIdentical,
                contentEquals: contentEquals)
        }
        func pairing<Base: Hashable>(like _: Base) -> Self? { pairing(as: Base.self) }
        // The usual identifier types name their type here, so that the pairing is specialised
        // for them; any other type is opened at run time.
        let baseType = ObjectIdentifier(type(of: first.base))
        let paired: Self?
        if baseType == ObjectIdentifier(Int.self) {
            paired = pairing(as: Int.self)
        } else if baseType == ObjectIdentifier(String.self) {
            paired = pairing(as: String.self)
        } else if let sample = first.base as? any Hashable {
            paired = pairing(like: sample)
        } else {
            paired = nil
        }
        guard let paired else { return nil }
        self = paired
    }

    /// The bases of `count` identities when each is stored as exactly a `Base`.
    @inlinable
    static func bases<Base>(count: Int, as _: Base.Type, identity: (Int) -> AnyHashable) -> [Base]? {
        var bases = [Base]()
        bases.reserveCapacity(count)
        for position in 0..<count {
            guard let base = base(of: identity(position), as: Base.self) else { return nil }
            bases.append(base)
        }
        return bases
    }

    /// The base of an identity when it is stored as exactly a `Base`.
    ///
    /// Opening the base compares its type with `Base` instead of running a dynamic cast. A base
    /// of a subclass of `Base`, or stored as its Hashable superclass, does not match, and the
    /// caller falls back to comparing the `AnyHashable` values.
    @inlinable
    static func base<Base>(of identity: AnyHashable, as _: Base.Type) -> Base? {
        func exactly<Value>(_ value: Value) -> Base? {
            guard Value.self == Base.self else { return nil }
            return unsafeBitCast(value, to: Base.self)
        }
        // `Any` is not opened implicitly when passed to a generic parameter.
        return _openExistential(identity.base, do: exactly)
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
    init?<ID: Hashable>(
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
                    chain.link(position, to: later, count: oldCount)
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
        // The old position after the previous pair, and where the order before the latest jump
        // (a moved element) would continue.
        var cursor = 0
        var resume = 0
        for newPosition in 0..<newCount {
            // An old position the new element may pair with without consulting the table: any
            // unpaired occurrence that is next in line for its identity is the k-th-occurrence
            // partner of a new element with that identity.
            func isNextInLine(_ oldPosition: Int) -> Bool {
                oldPosition < oldCount && !isOldPaired[oldPosition] && chain.isNextInLine(oldPosition)
            }
            let guesses = (cursor, cursor + 1, resume)
            var partner = -1
            if isNextInLine(guesses.0), areIdentical(guesses.0, newPosition) {
                partner = guesses.0
            } else if isNextInLine(guesses.1), areIdentical(guesses.1, newPosition) {
                partner = guesses.1
            } else if isNextInLine(guesses.2), areIdentical(guesses.2, newPosition) {
                partner = guesses.2
            } else {
                guard let id = newIdentity(newPosition) else { return nil }
                if isNextInLine(guesses.0), oldIDs[guesses.0] == id {
                    partner = guesses.0
                } else if isNextInLine(guesses.1), oldIDs[guesses.1] == id {
                    partner = guesses.1
                } else {
                    let hash = IdentityTable.hash(id)
                    let (slot, found) = table.probe(hash: hash) { oldIDs[$0] == id }
                    if let found {
                        // Occurrences pair in order: skip the paired ones, and leave the slot on
                        // the earliest unpaired one (or the last) for the next lookup.
                        var occurrence = found
                        var last = found
                        while occurrence >= 0, isOldPaired[occurrence] {
                            last = occurrence
                            occurrence = chain.occurrence(after: occurrence)
                        }
                        table.replaceIndex(at: slot, with: occurrence >= 0 ? occurrence : last)
                        if occurrence >= 0 {
                            partner = occurrence
                        } else if !table.isMarked(slot) {
                            // Every old occurrence is taken: this is one occurrence too many.
                            table.mark(slot)
                            duplicates.append(.new(newPosition))
                        }
                    } else {
                        var (newSlot, earlier) = newOnly.probe(hash: hash) { newOnlyIDs[$0] == id }
                        if earlier == nil {
                            if newOnly.isFull {
                                newOnly.grow { IdentityTable.hash(newOnlyIDs[$0]) }
                                newSlot = newOnly.probe(hash: hash) { _ in false }.slot
                            }
                            newOnly.insert(newOnlyIDs.count, hash: hash, at: newSlot)
                            newOnlyIDs.append(id)
                        } else if !newOnly.isMarked(newSlot) {
                            newOnly.mark(newSlot)
                            duplicates.append(.new(newPosition))
                        }
                    }
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
            if partner != cursor, partner != cursor + 1 { resume = cursor }
            cursor = partner + 1
        }
        self.isOldPaired = isOldPaired
        self.newToOld = newToOld
        self.isContentChanged = isContentChanged
        self.duplicates = duplicates
    }
}
