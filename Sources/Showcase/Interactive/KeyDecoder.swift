/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// Arrow keys arrive as the escape sequences `ESC [ A` (up) and `ESC [ B` (down), possibly split
/// across reads; the decoder keeps an incomplete sequence until the rest arrives. An `ESC` that
/// is not followed by `[` is a lone Escape key press: it is dropped, and the byte after it is
/// decoded as a key of its own. Bytes it does not understand are dropped.
struct KeyDecoder {
    private var pending: [UInt8] = []

    private static let escape: UInt8 = 0x1B
    private static let bracket = UInt8(ascii: "[")

    /// Decodes `bytes`, together with any incomplete sequence left by earlier calls.
    ///
    /// - Parameter bytes: The bytes just read.
    /// - Returns: The complete keys, in order.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == Self.escape {
                guard index + 1 < pending.count else { break }
                guard pending[index + 1] == Self.bracket else {
                    index += 1
                    continue
                }
                guard index + 2 < pending.count else { break }
                switch pending[index + 2] {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                default: break
                }
                index += 3
                continue
            }
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x03: keys.append(.interrupt)
            case 0x20...0x7E: keys.append(.character(Character(UnicodeScalar(byte))))
            default: break
            }
            index += 1
        }
        pending.removeFirst(index)
        return keys
    }
}
