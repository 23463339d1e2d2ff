/// A compact open-addressing hash table from an identity to an integer index, for the differ.
///
/// The table keeps no copy of the identities: a caller stores them (or can read them again) by
/// index and answers "is the identity at this index the one I am looking for?" with a closure.
/// Each slot is one 64-bit word:
///
/// | bits | content |
/// | --- | --- |
/// | 0–31 | the index plus one; `0` marks an empty slot |
/// | 32 | a mark the caller sets, such as "already reported" |
/// | 33–63 | a fragment of the hash, so that most mismatches are rejected without comparing identities |
///
/// Linear probing over a power-of-two capacity kept at most half full: a lookup usually touches
/// one cache line.
@usableFromInline
struct IdentityTable {
    /// The slots; see the type's discussion for their layout.
    @usableFromInline var slots: [UInt64]
    /// The number of occupied slots.
    @usableFromInline var count = 0

    /// The bits of a slot that hold the index plus one.
    @usableFromInline static var indexMask: UInt64 { (1 << 32) - 1 }
    /// The bit of a slot that holds the caller's mark.
    @usableFromInline static var markBit: UInt64 { 1 << 32 }
    /// The bits of a slot that hold the hash fragment.
    @usableFromInline static var tagMask: UInt64 { ~((1 << 33) - 1) }

    /// Creates an empty table with room for `count` identities without growing.
    ///
    /// - Parameter count: The number of identities expected; indices must stay below
    ///   `UInt32.max`.
    /// - Complexity: O(`count`).
    @inlinable
    init(capacityFor count: Int) {
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
    }

    /// The hash of an identity as the table uses it.
    ///
    /// `Int` identities, the most common kind (and what `AnyHashable` identities wrapping `Int`s
    /// are paired by), are mixed here instead of going through `Hasher`: the table needs well
    /// spread bits, not a hash that resists chosen inputs across processes, and the mix is a
    /// few instructions where `Hasher` runs SipHash. The mix starts from a seed chosen per
    /// process, as `Hasher`'s does, so identities that collide in one run do not collide in the
    /// next.
    @inlinable
    static func hash<ID: Hashable>(_ id: ID) -> UInt64 {
        if ID.self == Int.self { return mixed(UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self)))) }
        return UInt64(bitPattern: Int64(id.hashValue))
    }

    /// `value` with every bit of it spread over every bit of the result: the seed, then the
    /// finalizer of MurmurHash3, a bijection on 64-bit values.
    @inlinable
    static func mixed(_ value: UInt64) -> UInt64 {
        var bits = value ^ seed
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits >> 33
        return bits
    }

    /// The seed of ``mixed(_:)``, chosen once per process.
    @usableFromInline static let seed = UInt64.random(in: .min ... .max)

    /// Finds the slot of the identity with hash `hash`, or the empty slot where it belongs.
    ///
    /// - Parameters:
    ///   - hash: The identity's hash, from ``hash(_:)``.
    ///   - isMatch: Whether the identity stored at an index is the one looked for; called only
    ///     for slots whose hash fragment matches.
    /// - Returns: The slot, and the stored index when the identity is present.
    /// - Complexity: O(1) expected.
    @inlinable
    func probe(hash: UInt64, isMatch: (Int) -> Bool) -> (slot: Int, index: Int?) {
        let tag = hash & Self.tagMask
        let slotMask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil) }
            if entry & Self.tagMask == tag {
                let index = Int(entry & Self.indexMask) - 1
                if isMatch(index) { return (slot, index) }
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// Stores `index` for the identity with hash `hash` in an empty slot that ``probe(hash:isMatch:)``
    /// returned.
    ///
    /// The table must stay at most half full: grow it first with ``grow(rehashing:)`` when
    /// ``isFull`` says so, then probe again.
    @inlinable
    mutating func insert(_ index: Int, hash: UInt64, at slot: Int) {
        slots[slot] = hash & Self.tagMask | UInt64(index + 1)
        count += 1
    }

    /// The index stored in an occupied slot.
    @inlinable
    func index(at slot: Int) -> Int {
        Int(slots[slot] & Self.indexMask) - 1
    }

    /// Replaces the index stored in an occupied slot, keeping its hash fragment and mark.
    @inlinable
    mutating func replaceIndex(at slot: Int, with index: Int) {
        slots[slot] = slots[slot] & ~Self.indexMask | UInt64(index + 1)
    }

    /// Whether an occupied slot carries the caller's mark.
    @inlinable
    func isMarked(_ slot: Int) -> Bool {
        slots[slot] & Self.markBit != 0
    }

    /// Sets the caller's mark on an occupied slot.
    @inlinable
    mutating func mark(_ slot: Int) {
        slots[slot] |= Self.markBit
    }

    /// Whether one more identity would make the table more than half full.
    @inlinable
    var isFull: Bool { 2 * (count + 1) > slots.count }

    /// Doubles the capacity, placing every entry again.
    ///
    /// - Parameter hashOfIndex: The hash of the identity stored at an index.
    /// - Complexity: O(capacity).
    @inlinable
    mutating func grow(rehashing hashOfIndex: (Int) -> UInt64) {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let slotMask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Int(truncatingIfNeeded: hashOfIndex(Int(entry & Self.indexMask) - 1)) & slotMask
            while slots[slot] != 0 { slot = (slot + 1) & slotMask }
            slots[slot] = entry
        }
    }
}
