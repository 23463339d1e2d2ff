import Foundation

extension Array {
    /// The elements as `Any`, in order, written once into an array of the final size.
    ///
    /// The storages' generic entry points (`addItems<T>`, `insertItems<T>`) are `open`, as
    /// upstream's are, so callers reach them through the class's dispatch and their bodies run
    /// unspecialised. There, `map { $0 as Any }` goes through `Collection`'s witnesses and grows
    /// its result element by element, at several times the cost of this conversion.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    var erasedItems: [Any] {
        withUnsafeBufferPointer { source in
            [Any](unsafeUninitializedCapacity: source.count) { buffer, initializedCount in
                for index in source.indices {
                    buffer.initializeElement(at: index, to: source[index] as Any)
                }
                initializedCount = source.count
            }
        }
    }
}
