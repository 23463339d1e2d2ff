import Foundation

/// Image files of a pixel size with blank pixels, for the data an image renderer or an image's
/// `pngData()` and `jpegData(compressionQuality:)` return:
/// headlessly nothing is rasterized, but the files are valid, and `UIImage(data:)` reads their
/// size back.
enum BlankImageEncoding {
    /// The pixel size of an image of `size` points at `scale`: each dimension rounded up.
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// A PNG file: 8-bit RGBA with transparent pixels, or 8-bit RGB with black ones when
    /// `opaque`; its image data is zlib-wrapped, uncompressed deflate blocks.
    static func png(pixelSize: (width: Int, height: Int), opaque: Bool) -> Data {
        let (width, height) = (max(pixelSize.width, 1), max(pixelSize.height, 1))
        let rowLength = 1 + width * (opaque ? 3 : 4)  // a filter byte (0, none), then the pixels
        let raw = [UInt8](repeating: 0, count: rowLength * height)
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // bit depth, color type, compression, filter, interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return Data(file)
    }

    /// A baseline JPEG file, one grayscale component, every 8 × 8 block mid-gray: each block is
    /// a DC difference of 0 and an end of block, one-bit Huffman codes each.
    static func jpeg(pixelSize: (width: Int, height: Int)) -> Data {
        let (width, height) = (max(pixelSize.width, 1), max(pixelSize.height, 1))
        var file: [UInt8] = [0xFF, 0xD8]  // start of image
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))  // quantization table 0, all 1
        file += segment(0xC0, [8] + bigEndian(UInt16(height)) + bigEndian(UInt16(width)) + [1, 1, 0x11, 0])
        let oneCodeOfLengthOne: [UInt8] = [1] + [UInt8](repeating: 0, count: 15)
        file += segment(0xC4, [0x00] + oneCodeOfLengthOne + [0x00])  // DC table 0: category 0
        file += segment(0xC4, [0x10] + oneCodeOfLengthOne + [0x00])  // AC table 0: end of block
        file += segment(0xDA, [1, 1, 0x00, 0, 63, 0])  // start of scan
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bits = blocks * 2  // two zero bits per block
        file += [UInt8](repeating: 0, count: bits / 8)
        if bits % 8 != 0 { file.append(UInt8(0xFF >> (bits % 8))) }  // padded with one bits
        file += [0xFF, 0xD9]  // end of image
        return Data(file)
    }

    // MARK: - PNG

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// `bytes` in a zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length == bytes.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += bytes[offset..<offset + length]
            offset += length
        } while offset < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    // MARK: - JPEG

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(UInt16(payload.count + 2)) + payload
    }

    // MARK: - Bytes

    private static func bigEndian<Integer: FixedWidthInteger>(_ value: Integer) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian, Array.init)
    }
}
