/// Text being written by a snapshot writer, held as UTF-8 bytes until it is finished.
///
/// A snapshot is thousands of short pieces (names, numbers, punctuation): appending them to a byte
/// array costs less than appending them to a `String` one by one, and numbers are written digit by
/// digit without becoming strings first.
struct SnapshotOutput {
    private var bytes: [UInt8] = []

    /// Empty output.
    init() {}

    /// Empty output with room for `capacity` bytes, for output whose usual size is known.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Whether nothing has been written.
    var isEmpty: Bool { bytes.isEmpty }

    /// The text written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `string`.
    mutating func append(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// Appends what `other` holds.
    mutating func append(_ other: SnapshotOutput) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `value` in decimal, with a leading `-` when negative and leading zeros up to
    /// `minimumDigits` digits (`append(5, minimumDigits: 2)` writes `05`).
    mutating func append(_ value: Int, minimumDigits: Int = 1) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        // The place value of the first digit, and the number of digits.
        var place: UInt = 1
        var digits = 1
        while magnitude / place >= 10 {
            place *= 10
            digits += 1
        }
        for _ in digits..<max(minimumDigits, digits) {
            bytes.append(UInt8(ascii: "0"))
        }
        while place > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / place % 10))
            place /= 10
        }
    }
}
