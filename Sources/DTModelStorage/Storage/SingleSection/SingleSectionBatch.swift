/// A list of `SingleSectionOperation`s checked to be one valid batch update, with the new index
/// of every reloaded item.
///
/// A differ plugged into a single-section storage may be written by anyone; before its result is
/// delivered, it is checked the way UIKit checks a batch (indices in range, no index used twice,
/// counts that add up) and for identity: every row that keeps its cell — moved, or neither
/// deleted nor reloaded — must show the same entity afterwards.
struct SingleSectionBatch {
    /// Why operations are not a valid batch.
    struct Invalid: Error {
        /// What is wrong, for ``MemoryStorageAnomaly/invalidDifferOperations(reason:)``.
        let reason: String
    }

    /// The operations as item changes in section 0, in the differ's order.
    let objectChanges: [(ChangeType, [IndexPath])]
    /// Reloaded items: their index before and after the batch.
    let reloads: [(old: Int, new: Int)]

    /// Checks `operations` against lists of `oldCount` and `newCount` items.
    ///
    /// - Parameters:
    ///   - operations: The differ's result.
    ///   - oldCount: The number of items before the batch.
    ///   - newCount: The number of items after it.
    ///   - isSameEntity: Whether the old item at one index and the new item at another have the
    ///     same identity.
    /// - Throws: ``Invalid`` describing the first problem found.
    /// - Complexity: O(*n* + *m* + *c*) for *c* operations.
    init(
        checking operations: [SingleSectionOperation],
        oldCount: Int,
        newCount: Int,
        isSameEntity: (_ old: Int, _ new: Int) -> Bool
    ) throws(Invalid) {
        var oldUsed = [Bool](repeating: false, count: oldCount)
        var newUsed = [Bool](repeating: false, count: newCount)
        var reloadedOld = [Int]()
        var moves = [(from: Int, to: Int)]()
        var changes = [(ChangeType, [IndexPath])]()
        changes.reserveCapacity(operations.count)

        func claim(_ index: Int, in used: inout [Bool], _ description: String) throws(Invalid) {
            guard used.indices.contains(index) else { throw Invalid(reason: "\(description) \(index) is out of range") }
            guard !used[index] else { throw Invalid(reason: "\(description) \(index) is used twice") }
            used[index] = true
        }
        for operation in operations {
            switch operation {
            case let .delete(index):
                try claim(index, in: &oldUsed, "deleted index")
                changes.append((.delete, [IndexPath(item: index, section: 0)]))
            case let .insert(index):
                try claim(index, in: &newUsed, "inserted index")
                changes.append((.insert, [IndexPath(item: index, section: 0)]))
            case let .move(from, to):
                try claim(from, in: &oldUsed, "moved-from index")
                try claim(to, in: &newUsed, "moved-to index")
                moves.append((from, to))
                changes.append((.move, [IndexPath(item: from, section: 0), IndexPath(item: to, section: 0)]))
            case let .update(index):
                reloadedOld.append(index)
                changes.append((.update, [IndexPath(item: index, section: 0)]))
            }
        }
        // Reloaded rows must stay put: they may be neither deleted nor moved.
        var isReloaded = [Bool](repeating: false, count: oldCount)
        for index in reloadedOld {
            guard oldUsed.indices.contains(index) else { throw Invalid(reason: "reloaded index \(index) is out of range") }
            guard !oldUsed[index] else { throw Invalid(reason: "reloaded index \(index) is also deleted or moved") }
            guard !isReloaded[index] else { throw Invalid(reason: "reloaded index \(index) is used twice") }
            isReloaded[index] = true
        }
        let staying = oldUsed.indices.filter { !oldUsed[$0] }
        let remaining = newUsed.indices.filter { !newUsed[$0] }
        guard staying.count == remaining.count else {
            throw Invalid(reason: "\(oldCount) old items with the changes do not make \(newCount) new items")
        }
        var newIndexOfOld = [Int](repeating: -1, count: oldCount)
        for (old, new) in zip(staying, remaining) {
            newIndexOfOld[old] = new
            if !isReloaded[old], !isSameEntity(old, new) {
                throw Invalid(reason: "old item \(old) would show at \(new), where another entity is")
            }
        }
        for move in moves where !isSameEntity(move.from, move.to) {
            throw Invalid(reason: "move \(move.from) -> \(move.to) joins two different entities")
        }
        objectChanges = changes
        reloads = reloadedOld.map { ($0, newIndexOfOld[$0]) }
    }
}
