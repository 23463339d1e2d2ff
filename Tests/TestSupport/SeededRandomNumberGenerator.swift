/// A deterministic random number generator (SplitMix64), so that a failing random test can be
/// replayed exactly from its seed.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences on every platform.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
