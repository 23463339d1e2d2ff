extension UnsafePointer {
    /// Whether the value here and the value at `other` are the same bytes.
    ///
    /// The differ uses this to recognise an element that was copied from the old list into the
    /// new one without reading its identity, which can be costly (an `AnyHashable` is built on
    /// every read). Identical bytes are the same value: the same stored properties, the same
    /// object references, the same string storage; so both elements have the same identity.
    /// Equal values whose bytes differ (separately allocated strings, padding) simply take the
    /// slower path of comparing identities.
    ///
    /// - Complexity: O(`MemoryLayout<Pointee>.size`), a few instructions for small models.
    @inlinable
    func hasIdenticalBytes(to other: UnsafePointer<Pointee>) -> Bool {
        let size = MemoryLayout<Pointee>.size
        let lhs = UnsafeRawPointer(self)
        let rhs = UnsafeRawPointer(other)
        var offset = 0
        while offset + 8 <= size {
            if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < size {
            if lhs.load(fromByteOffset: offset, as: UInt8.self) != rhs.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }
}
