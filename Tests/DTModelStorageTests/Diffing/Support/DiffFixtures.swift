@testable import DTModelStorage

/// A list element for diff tests: `id` is the identity, `content` what an update changes.
struct DiffEntry: Hashable, CustomStringConvertible, EntityIdentifiable {
    var id: Int
    var content: Int = 0

    var identifier: AnyHashable { id }
    var description: String { content == 0 ? "\(id)" : "\(id)/\(content)" }
}

/// A section for diff tests.
struct DiffSection: Hashable, CustomStringConvertible {
    var id: Int
    var items: [DiffEntry]

    var description: String { "§\(id)\(items)" }
}

/// Builds entries with content 0 from identities.
func diffEntries(_ ids: [Int]) -> [DiffEntry] {
    ids.map { DiffEntry(id: $0) }
}

extension LinearDiffer {
    /// The differ applied to test entries: identity `id`, content compared with `==`.
    func entryChanges(from old: [DiffEntry], to new: [DiffEntry]) -> BatchChangeset<Int> {
        changeset(from: old, to: new, identity: \.id, contentEquals: ==)
    }

    /// The differ applied to test sections.
    func sectionChanges(from old: [DiffSection], to new: [DiffSection]) -> SectionedBatchChangeset {
        changeset(
            from: old,
            to: new,
            sectionIdentity: \.id,
            items: \.items,
            itemIdentity: \.id,
            contentEquals: ==
        )
    }
}

/// A reproducible random number generator (SplitMix64), so every failing case can be replayed
/// from its printed seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
