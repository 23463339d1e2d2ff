extension BatchChangeset where Index: Comparable {
    /// The same changes with every moved element whose content changed turned into a deletion
    /// at its old index and an insertion at its new one.
    ///
    /// Use it when the consumer cannot reconfigure rows after the batch: the result has no
    /// ``movedUpdates`` and applies entirely inside one batch update, at the cost of animating
    /// those elements as a fade out and in rather than a move.
    ///
    /// - Returns: A changeset whose ``movedUpdates`` is empty, lists still in their documented
    ///   order.
    /// - Complexity: O(*c* log *c*), where *c* is the number of changes.
    public func replacingMovedUpdates() -> BatchChangeset {
        guard !movedUpdates.isEmpty else { return self }
        let replaced = Set(movedUpdates.map(\.new))
        var result = self
        result.moves = moves.filter { !replaced.contains($0.to) }
        result.deletions = (deletions + movedUpdates.map(\.old)).sorted()
        result.insertions = (insertions + movedUpdates.map(\.new)).sorted()
        result.movedUpdates = []
        return result
    }
}
