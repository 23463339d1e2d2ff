/// Pairs the elements of an old and a new sequence that share an identity: the *k*-th
/// occurrence of an identity in the old sequence pairs with its *k*-th occurrence in the new
/// sequence. Extra occurrences stay unpaired.
///
/// How it stays linear and cache-friendly on large lists:
/// - Every identity is read once, into an array, which matters when producing one is costly (an
///   `AnyHashable` boxes its value on every read). Duplicates are reported by position, so a
///   caller reads again only the identities it reports.
/// - The old identities go into a compact open-addressing table (one 8-byte slot per entry, at
///   most half full, sized once up front) mapping an identity to its first old position. The
///   table keeps no copy of the identities, so it stays small; no element allocates. Later
///   occurrences of an identity are chained through an integer array.
/// - Old identities are hashed a block at a time before the block is inserted, so the insertion
///   loop makes no calls and the processor overlaps its cache misses. A slot keeps a fragment of
///   the hash, so identities are compared with `==` only when that fragment matches.
/// - On the new side, the element after the last paired old element is tried first, without
///   hashing: in a list where most elements keep their order, the table is consulted only near
///   changes. Contents are compared as pairs are made, while both elements are in cache.
/// - `AnyHashable` identities that all wrap values of one type are paired by those values (see
///   ``init(oldCount:newCount:oldIdentity:newIdentity:contentEquals:)``), which skips the box's
///   dynamic casts on every hash and comparison.
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

    /// Low bits of a slot: the old position plus one (`0` marks an empty slot). High bits: a
    /// fragment of the identity's hash, so most mismatches are rejected without comparing
    /// identities.
    @usableFromInline static var positionMask: UInt64 { (1 << 40) - 1 }

    /// Number of old identities hashed ahead of inserting them.
    @usableFromInline static var blockSize: Int { 256 }

    /// Pairs occurrences of identities, reading each identity once.
    ///
    /// When the identities are `AnyHashable` values whose bases all have exactly one type, the
    /// bases are paired instead. For values of one type, `AnyHashable` equality is the type's own
    /// `==`, so the pairs are the same; only hashing and comparing get cheaper, and no array of
    /// boxes is kept. Should a base of another type turn up, every identity is read once more
    /// and the `AnyHashable` values themselves are paired.
    ///
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    ///   - oldIdentity: The identity of the old element at a position.
    ///   - newIdentity: The identity of the new element at a position.
    ///   - contentEquals: Whether the old and the new element at two positions look the same.
    /// - Precondition: Both counts are below `Int32.max`.
    /// - Complexity: O(*n* + *m*) expected time and memory.
    @inlinable
    init<ID: Hashable>(
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
        if ID.self == AnyHashable.self,
           let unboxed = Self(
               oldCount: oldCount,
               newCount: newCount,
               unboxing: { unsafeBitCast(oldIdentity($0), to: AnyHashable.self) },
               { unsafeBitCast(newIdentity($0), to: AnyHashable.self) },
               contentEquals: contentEquals)
        {
            self = unboxed
        } else {
            self.init(
                pairing: (0..<oldCount).map(oldIdentity),
                with: (0..<newCount).map(newIdentity),
                contentEquals: contentEquals)
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
        contentEquals: (Int, Int) -> Bool
    ) {
        let first = oldCount > 0 ? oldIdentity(0) : newCount > 0 ? newIdentity(0) : nil
        guard let first else { return nil }
        // The first identity is already read: hand it over instead of reading it again.
        let firstIsOld = oldCount > 0
        func pairing<Base: Hashable>(as _: Base.Type) -> Self? {
            Self.pairingBases(
                as: Base.self,
                oldCount: oldCount,
                newCount: newCount,
                oldIdentity: { firstIsOld && $0 == 0 ? first : oldIdentity($0) },
                newIdentity: { !firstIsOld && $0 == 0 ? first : newIdentity($0) },
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

    /// Pairs the bases of the identities as values of `Base`, if every base is one.
    @inlinable
    static func pairingBases<Base: Hashable>(
        as _: Base.Type,
        oldCount: Int,
        newCount: Int,
        oldIdentity: (Int) -> AnyHashable,
        newIdentity: (Int) -> AnyHashable,
        contentEquals: (Int, Int) -> Bool
    ) -> Self? {
        guard let oldBases = bases(count: oldCount, as: Base.self, identity: oldIdentity),
              let newBases = bases(count: newCount, as: Base.self, identity: newIdentity)
        else { return nil }
        return Self(pairing: oldBases, with: newBases, contentEquals: contentEquals)
    }

    /// The bases of `count` identities when each is stored as exactly a `Base`.
    ///
    /// Opening each base compares its type with `Base` instead of running a dynamic cast. A base
    /// of a subclass of `Base`, or stored as its Hashable superclass, does not match, and the
    /// caller falls back to comparing the `AnyHashable` values.
    @inlinable
    static func bases<Base>(count: Int, as _: Base.Type, identity: (Int) -> AnyHashable) -> [Base]? {
        func exactly<Value>(_ value: Value) -> Base? {
            guard Value.self == Base.self else { return nil }
            return unsafeBitCast(value, to: Base.self)
        }
        var bases = [Base]()
        bases.reserveCapacity(count)
        for position in 0..<count {
            // `Any` is not opened implicitly when passed to a generic parameter.
            guard let base = _openExistential(identity(position).base, do: exactly) else { return nil }
            bases.append(base)
        }
        return bases
    }

    /// The pairing algorithm proper.
    @inlinable
    init<ID: Hashable>(pairing oldIDs: [ID], with newIDs: [ID], contentEquals: (_ old: Int, _ new: Int) -> Bool) {
        let oldCount = oldIDs.count
        let newCount = newIDs.count
        var capacity = 16
        while capacity < 2 * oldCount { capacity <<= 1 }
        let slotMask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        // Old positions whose identity occurs more than once, and for those the next occurrence.
        // Once an identity's first occurrence is paired, its entry instead points at the
        // identity's earliest unpaired occurrence.
        var isRepeated = [Bool](repeating: false, count: oldCount)
        var nextOccurrence = [Int: Int]()
        var oldDuplicatePositions = [Int]()

        // Old side, backwards, so each identity's slot ends on its first occurrence and later
        // occurrences are chained in ascending order.
        var hashes = [UInt64](repeating: 0, count: Self.blockSize)
        var blockEnd = oldCount
        while blockEnd > 0 {
            let blockStart = Swift.max(0, blockEnd - Self.blockSize)
            for position in blockStart..<blockEnd {
                hashes[position - blockStart] = Self.hash(oldIDs[position])
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
                        if oldIDs[later] == oldIDs[position] {
                            nextOccurrence[position] = later
                            isRepeated[position] = true
                            isRepeated[later] = true
                            slots[slot] = tag | UInt64(position + 1)
                            oldDuplicatePositions.append(position)
                            break
                        }
                    }
                    slot = (slot + 1) & slotMask
                }
            }
            blockEnd = blockStart
        }

        // The backward walk met each duplicated identity's first occurrence last.
        var duplicates = [Occurrence]()
        var reported = Set<ID>()
        for position in oldDuplicatePositions.reversed() where reported.insert(oldIDs[position]).inserted {
            duplicates.append(.old(position))
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
            let id = newIDs[newPosition]
            let firstOccurrence: Int
            if expected < oldCount, !isRepeated[expected], oldIDs[expected] == id {
                firstOccurrence = expected
            } else {
                firstOccurrence = Self.firstOccurrence(of: id, in: slots, oldIDs: oldIDs)
            }
            var unpaired = -1
            if firstOccurrence < 0 {
                if !seenOnlyInNew.insert(id).inserted, reported.insert(id).inserted {
                    duplicates.append(.new(newPosition))
                }
            } else if !isOldPaired[firstOccurrence] {
                unpaired = firstOccurrence
            } else if isRepeated[firstOccurrence], let earliest = nextOccurrence[firstOccurrence] {
                unpaired = earliest
                nextOccurrence[firstOccurrence] = nextOccurrence[earliest]
            } else if reported.insert(id).inserted {
                // Every old occurrence is taken: this is one occurrence too many.
                duplicates.append(.new(newPosition))
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
    static func hash<ID: Hashable>(_ id: ID) -> UInt64 {
        UInt64(bitPattern: Int64(id.hashValue))
    }

    /// The first old position of `id`, or `-1` when the old sequence does not contain it.
    @inlinable
    static func firstOccurrence<ID: Hashable>(of id: ID, in slots: [UInt64], oldIDs: [ID]) -> Int {
        let hash = hash(id)
        let tag = hash & ~positionMask
        let slotMask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let entry = slots[slot]
            if entry == 0 { return -1 }
            if entry & ~positionMask == tag {
                let position = Int(entry & positionMask) - 1
                if oldIDs[position] == id { return position }
            }
            slot = (slot + 1) & slotMask
        }
    }
}
