extension BatchChangeset where Index == Int {
    /// The changeset as a flat list of ``SingleSectionOperation``s, applicable as one batch.
    ///
    /// Moved elements whose content changed become a deletion plus an insertion (see
    /// ``replacingMovedUpdates()``). Order: deletions, insertions, moves, then updates at their
    /// old index.
    ///
    /// - Complexity: O(*c* log *c*), where *c* is the number of changes.
    public var singleSectionOperations: [SingleSectionOperation] {
        let changes = replacingMovedUpdates()
        var operations = [SingleSectionOperation]()
        operations.reserveCapacity(
            changes.deletions.count + changes.insertions.count + changes.moves.count + changes.updates.count
        )
        operations.append(contentsOf: changes.deletions.lazy.map { .delete($0) })
        operations.append(contentsOf: changes.insertions.lazy.map { .insert($0) })
        operations.append(contentsOf: changes.moves.lazy.map { .move(from: $0.from, to: $0.to) })
        operations.append(contentsOf: changes.updates.lazy.map { .update($0.old) })
        return operations
    }
}
