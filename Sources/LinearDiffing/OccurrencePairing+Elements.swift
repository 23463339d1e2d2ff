extension OccurrencePairing {
    /// Pairs the elements of two buffers by identity, recognising elements copied unchanged by
    /// their bytes.
    ///
    /// - Parameters:
    ///   - old: The old elements.
    ///   - new: The new elements.
    ///   - identity: The identity of an element.
    ///   - contentEquals: Whether two elements with the same identity look the same.
    /// - Complexity: O(*n* + *m*) expected time and memory.
    @inlinable
    @inline(__always)  // Lets the pairing be specialised for the caller's closures.
    package init<Element, ID: Hashable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>,
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) {
        self.init(
            oldCount: old.count,
            newCount: new.count,
            oldIdentity: { identity(old[$0]) },
            newIdentity: { identity(new[$0]) },
            // Only called with positions inside the buffers, whose base addresses then exist.
            areIdentical: { (old.baseAddress.unsafelyUnwrapped + $0).hasIdenticalBytes(to: new.baseAddress.unsafelyUnwrapped + $1) },
            contentEquals: { contentEquals(old[$0], new[$1]) }
        )
    }
}
