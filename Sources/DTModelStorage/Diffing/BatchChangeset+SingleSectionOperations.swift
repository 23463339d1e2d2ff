extension BatchChangeset where Index == Int {
    /// The changeset as a flat list of ``SingleSectionOperation``s, applicable as one batch.
    ///
    /// A move whose element also changed content (``movedUpdates``) becomes a deletion at its
    /// old index plus an insertion at its new one, because a batch may not move and reload the
    /// same row. Order: deletions, insertions, moves, updates (at their old index).
    ///
    /// - Complexity: O(*c*), where *c* is the number of changes.
    public var singleSectionOperations: [SingleSectionOperation] {
        var replacedMoves = Set<Int>(minimumCapacity: movedUpdates.count)
        for update in movedUpdates { replacedMoves.insert(update.new) }
        var operations = [SingleSectionOperation]()
        operations.reserveCapacity(deletions.count + insertions.count + moves.count * 2 + updates.count)
        var deleted = deletions
        var inserted = insertions
        for move in moves where replacedMoves.contains(move.to) {
            deleted.append(move.from)
            inserted.append(move.to)
        }
        deleted.sort()
        inserted.sort()
        operations.append(contentsOf: deleted.lazy.map { .delete($0) })
        operations.append(contentsOf: inserted.lazy.map { .insert($0) })
        for move in moves where !replacedMoves.contains(move.to) {
            operations.append(.move(from: move.from, to: move.to))
        }
        operations.append(contentsOf: updates.lazy.map { .update($0.old) })
        return operations
    }
}
