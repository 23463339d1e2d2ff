/// Where each item of a snapshot is: an open-addressing hash table from an item's hash to its
/// section and row.
///
/// The table holds only integers, so its loops stay fast in code that is generic over the
/// identifier type (a `Dictionary` keyed by a generic identifier looks up type metadata on every
/// access there). A slot packs the location with part of the hash, so a lookup reads one slot
/// and, when that part matches, the item it compares with `==`. Each item is hashed once when it
/// is indexed, and its hash kept.
///
/// A snapshot indexed this way has fewer than 2²⁰ sections and fewer than 2²⁸ − 1 items in a
/// section.
@usableFromInline
struct DiffableItemIndex: Sendable {
    /// 0 for an empty slot; otherwise, from the top: 16 bits of the item's hash, 20 bits of
    /// section, 28 bits of row plus one.
    private var slots: [UInt64]
    /// `slots.count - 1`; the slot count is a power of two.
    private let mask: Int
    /// The position of each section's first item among all items, plus the item count.
    let sectionStarts: [Int]
    /// The hash of the item at each position, kept so that diffing against another snapshot
    /// does not hash the items again.
    private(set) var hashes: [Int]

    private static let hashBits: UInt64 = 0xFFFF_0000_0000_0000
    private static let rowBits: UInt64 = 0x0FFF_FFFF

    /// An empty index for the sections of `items`.
    init<Item>(sectionsOf items: [[Item]]) {
        precondition(items.count < 1 << 20, "a snapshot has fewer than 1,048,576 sections")
        var starts = [0]
        starts.reserveCapacity(items.count + 1)
        for sectionItems in items {
            precondition(sectionItems.count < (1 << 28) - 1, "a snapshot section has fewer than 268,435,455 items")
            starts.append(starts[starts.count - 1] + sectionItems.count)
        }
        sectionStarts = starts
        hashes = Array(repeating: 0, count: starts[starts.count - 1])
        var capacity = 8
        while capacity < 2 * starts[starts.count - 1] { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// An indexed item equal to one being added: its location and its slot.
    struct Collision {
        /// The indexed item's location.
        let location: DiffableItemLocation
        /// Its slot, to point at another location with ``repoint(_:to:)``.
        fileprivate let slot: Int
    }

    /// Adds the item at `location` unless an equal item is already indexed.
    ///
    /// - Returns: The equal item already indexed, or `nil` when the item was added.
    mutating func insert<Item: Equatable>(_ item: Item, hash: Int, at location: DiffableItemLocation, in items: [[Item]]) -> Collision? {
        hashes[position(of: location)] = hash
        let fragment = UInt64(truncatingIfNeeded: hash) & Self.hashBits
        var slot = hash & mask
        while true {
            let stored = slots[slot]
            if stored == 0 {
                slots[slot] = fragment | Self.pack(location)
                return nil
            }
            if stored & Self.hashBits == fragment {
                let existing = Self.unpack(stored)
                if item == items[existing.section][existing.row] { return Collision(location: existing, slot: slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Makes a collision's slot point at another location of an equal item.
    mutating func repoint(_ collision: Collision, to location: DiffableItemLocation) {
        slots[collision.slot] = slots[collision.slot] & Self.hashBits | Self.pack(location)
    }

    /// The location of an item equal to `item`, or `nil`.
    func location<Item: Equatable>(of item: Item, hash: Int, in items: [[Item]]) -> DiffableItemLocation? {
        let fragment = UInt64(truncatingIfNeeded: hash) & Self.hashBits
        var slot = hash & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            if stored & Self.hashBits == fragment {
                let existing = Self.unpack(stored)
                if item == items[existing.section][existing.row] { return existing }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The position among all items of the item at `location`.
    func position(of location: DiffableItemLocation) -> Int {
        sectionStarts[location.section] + location.row
    }

    private static func pack(_ location: DiffableItemLocation) -> UInt64 {
        UInt64(location.section) << 28 | UInt64(location.row + 1)
    }

    private static func unpack(_ stored: UInt64) -> DiffableItemLocation {
        DiffableItemLocation(section: Int((stored >> 28) & 0xF_FFFF), row: Int(stored & rowBits) - 1)
    }
}
