extension Array {
    /// Moves the element at `source` to `destination`, shifting only the elements between them.
    ///
    /// Afterwards the element is at `destination` and the others keep their relative order, as
    /// after `insert(remove(at: source), at: destination)`, which shifts every element after
    /// either index instead.
    ///
    /// - Parameters:
    ///   - source: A valid index of the element to move.
    ///   - destination: A valid index for the element once moved.
    /// - Complexity: O(|`source` − `destination`|), plus O(*n*) if the storage is shared.
    mutating func moveElement(from source: Int, to destination: Int) {
        precondition(indices.contains(source) && indices.contains(destination), "moveElement(from:to:) out of range")
        guard source != destination else { return }
        withUnsafeMutableBufferPointer { buffer in
            // Nothing between taking the element out and putting it back can throw or exit, so
            // every element is initialised again when the closure returns.
            let base = buffer.baseAddress!
            let moved = (base + source).move()
            if source < destination {
                (base + source).moveInitialize(from: base + source + 1, count: destination - source)
            } else {
                (base + destination + 1).moveInitialize(from: base + destination, count: source - destination)
            }
            (base + destination).initialize(to: moved)
        }
    }
}

extension Array {
    /// Removes the elements at `indices`, which must be valid, unique and ascending, in one pass.
    ///
    /// - Parameter indices: The indices to remove.
    /// - Complexity: O(*n*) for *n* elements, and no allocation when the storage is not shared.
    mutating func removeElements(atSortedIndices indices: [Int]) {
        guard let first = indices.first else { return }
        var nextRemoval = indices.startIndex
        var kept = first
        for index in first..<count {
            if nextRemoval < indices.endIndex, indices[nextRemoval] == index {
                nextRemoval += 1
            } else {
                swapAt(kept, index)
                kept += 1
            }
        }
        removeSubrange(kept...)
    }
}
