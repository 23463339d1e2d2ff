/// The longest common prefix of an old and a new sequence, and then the longest common suffix of
/// what remains: pairs that correspond position by position, counted from either end.
///
/// The differ pairs these ends in place before any hashing, so an unchanged list, a list with rows
/// appended or a list with one row edited costs one comparison per element. Such pairs are never
/// moves: every increasing run of the remaining pairs extends through both ends, so the number of
/// moves stays minimal.
@usableFromInline
struct CommonEnds {
    /// The number of leading pairs: positions `0..<prefix` of both sequences.
    @usableFromInline var prefix = 0
    /// The number of trailing pairs: the last `suffix` positions of both sequences.
    @usableFromInline var suffix = 0
    /// The leading pairs whose content changed, by position, ascending.
    @usableFromInline var updatedInPrefix: [Int] = []
    /// The trailing pairs whose content changed, by index among the trailing pairs, ascending.
    @usableFromInline var updatedInSuffix: [Int] = []

    /// Compares the sequences from both ends until a pair does not correspond.
    ///
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    ///   - correspondence: How the old and the new element at two positions relate.
    /// - Complexity: O(`prefix` + `suffix` + 2) comparisons.
    @inlinable
    init(oldCount: Int, newCount: Int, correspondence: (_ old: Int, _ new: Int) -> Correspondence) {
        self.init(oldCount: oldCount, newCount: newCount, identicalPair: { _, _ in nil }, correspondence: correspondence)
    }

    /// Compares the sequences from both ends until a pair does not correspond, scanning runs of
    /// pairs with identical bytes in a loop of their own.
    ///
    /// In that loop the compiler knows the two elements' bytes are equal and drops part of a
    /// specialised content comparison; sharing one loop with the general comparison, it compared
    /// a title's two words a second time: 19 instructions an element of an unchanged list of
    /// posts, against 17 now (Callgrind, the benchmarks' `diff` workload).
    ///
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    ///   - identicalPair: For a pair whose bytes are identical, `.unchanged` or `.updated`;
    ///     `nil` when their bytes differ.
    ///   - correspondence: How the old and the new element at two positions relate; asked only
    ///     for pairs that `identicalPair` returned `nil` for.
    /// - Complexity: O(`prefix` + `suffix` + 2) comparisons.
    @inlinable
    init(
        oldCount: Int, newCount: Int,
        identicalPair: (_ old: Int, _ new: Int) -> Correspondence?,
        correspondence: (_ old: Int, _ new: Int) -> Correspondence
    ) {
        let shorter = Swift.min(oldCount, newCount)
        while prefix < shorter {
            while prefix < shorter, let pair = identicalPair(prefix, prefix) {
                if pair == .updated { updatedInPrefix.append(prefix) }
                prefix += 1
            }
            guard prefix < shorter else { break }
            let pair = correspondence(prefix, prefix)
            if pair == .unrelated { break }
            if pair == .updated { updatedInPrefix.append(prefix) }
            prefix += 1
        }
        while prefix + suffix < shorter {
            while prefix + suffix < shorter, let pair = identicalPair(oldCount - 1 - suffix, newCount - 1 - suffix) {
                if pair == .updated { updatedInSuffix.append(suffix) }
                suffix += 1
            }
            guard prefix + suffix < shorter else { break }
            let pair = correspondence(oldCount - 1 - suffix, newCount - 1 - suffix)
            if pair == .unrelated { break }
            if pair == .updated { updatedInSuffix.append(suffix) }
            suffix += 1
        }
        // Collected from the end: turn distances from the end into ascending indices.
        updatedInSuffix.reverse()
        for index in updatedInSuffix.indices { updatedInSuffix[index] = suffix - 1 - updatedInSuffix[index] }
    }

    /// The positions between the ends in a sequence of `count` elements.
    @inlinable
    func middle(ofCount count: Int) -> Range<Int> {
        prefix..<(count - suffix)
    }

    /// The changed pairs of the ends as updates, the leading ones then the trailing ones.
    ///
    /// - Parameters:
    ///   - oldCount: Length of the old sequence.
    ///   - newCount: Length of the new sequence.
    /// - Returns: The updates before and after the middle's, in ``BatchChangeset``'s order.
    @inlinable
    func updates(oldCount: Int, newCount: Int) -> (leading: [BatchChangeset<Int>.Update], trailing: [BatchChangeset<Int>.Update]) {
        (updatedInPrefix.map { .init(old: $0, new: $0) },
         updatedInSuffix.map { .init(old: oldCount - suffix + $0, new: newCount - suffix + $0) })
    }
}
