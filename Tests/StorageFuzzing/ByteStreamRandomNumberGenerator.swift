/// Random choices read from a fuzzer's input, one byte for each value, so that libFuzzer's
/// mutations of a byte change one choice.
///
/// A byte `b` gives `b × 0x0101_0101_0101_0101`: its high bits, which `Int.random(in:using:)` and
/// `Double.random(in:using:)` read, are `b`'s. After the last byte every value is 0.
struct ByteStreamRandomNumberGenerator: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a generator that reads `bytes` in order.
    ///
    /// - Parameter bytes: A fuzzer's input.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isExhausted: Bool { position >= bytes.count }

    /// The next value: the next byte repeated in each of the eight bytes, or 0 after the last.
    mutating func next() -> UInt64 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return UInt64(bytes[position]) &* 0x0101_0101_0101_0101
    }
}
