import DTModelStorage

/// The model every workload stores, diffs and displays: a small value like a feed entry.
///
/// Its title is short enough to be stored inline, so its size is fixed (24 bytes) and memory
/// figures measure the containers, not string storage.
struct Post: Hashable, Sendable {
    /// The post's identity.
    var id: Int
    /// What a cell shows; changing it makes the post "updated" for a differ.
    var title: String

    /// Creates the post with identity `id` and a title derived from it.
    init(id: Int, revision: Int = 0) {
        self.id = id
        self.title = revision == 0 ? "Post \(id)" : "Post \(id) r\(revision)"
    }

    /// Returns `count` posts with identities `0..<count`.
    static func sequence(_ count: Int) -> [Post] {
        (0..<count).map { Post(id: $0) }
    }
}

extension Post: EntityIdentifiable {
    /// The post's identity for differs and animated replacement: its `id`.
    var identifier: AnyHashable { id }
}

/// A small, fast, seedable random number generator (SplitMix64), so that every run of a workload
/// sees the same input.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
