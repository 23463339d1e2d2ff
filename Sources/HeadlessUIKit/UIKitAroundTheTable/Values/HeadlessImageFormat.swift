import Foundation

/// An image file format whose header HeadlessUIKit reads for the pixel size; nothing else of
/// the file is decoded.
enum HeadlessImageFormat: Sendable, Equatable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF or Exif).
    case jpeg
    /// Graphics Interchange Format.
    case gif

    /// The format and pixel size read from the header of `data`, or `nil` when the bytes are not
    /// a PNG, JPEG or GIF file whose size can be read.
    static func pixelSize(of data: Data) -> (format: HeadlessImageFormat, size: CGSize)? {
        let bytes = [UInt8](data)
        if let size = pngSize(bytes) { return (.png, size) }
        if let size = jpegSize(bytes) { return (.jpeg, size) }
        if let size = gifSize(bytes) { return (.gif, size) }
        return nil
    }

    /// The signature every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG's size from its first chunk, `IHDR`: width and height as big-endian 32-bit numbers.
    private static func pngSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return CGSize(width: Int(bigEndian(bytes, at: 16, count: 4)), height: Int(bigEndian(bytes, at: 20, count: 4)))
    }

    /// A JPEG's size from its first start-of-frame segment (markers `FFC0`–`FFCF` but for
    /// `FFC4`, `FFC8` and `FFCC`, which are not frames), walking segment by segment from `FFD8`.
    private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bigEndian(bytes, at: index + 2, count: 2))
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = bigEndian(bytes, at: index + 5, count: 2)
                let width = bigEndian(bytes, at: index + 7, count: 2)
                return CGSize(width: Int(width), height: Int(height))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// A GIF's logical screen size: little-endian 16-bit numbers after `GIF87a` or `GIF89a`.
    private static func gifSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10, Array(bytes[0..<4]) == Array("GIF8".utf8) else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        return CGSize(width: width, height: height)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt32 {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
