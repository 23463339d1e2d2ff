import TestSupport

/// Random choices read from a fuzzer's input, one byte for each value, so that libFuzzer's
/// mutations of a byte change one choice.
///
/// A byte `b` gives `b × 0x0101_0101_0101_0101`: its high bits, which `Int.random(in:using:)` and
/// `Double.random(in:using:)` read, are `b`'s. After the last byte the values continue from a
/// fixed seeded sequence: a constant would make `Int.random(in:using:)` retry forever.
struct ByteStreamRandomNumberGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var afterTheBytes = SeededRandomNumberGenerator(seed: 0)

    /// Creates a generator that reads `bytes` in order.
    ///
    /// - Parameter bytes: A fuzzer's input.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isExhausted: Bool { position >= bytes.count }

    /// The next value: the next byte repeated in each of the eight bytes, or the next value of
    /// the fixed sequence after the last byte.
    mutating func next() -> UInt64 {
        guard position < bytes.count else { return afterTheBytes.next() }
        defer { position += 1 }
        return UInt64(bytes[position]) &* 0x0101_0101_0101_0101
    }
}
