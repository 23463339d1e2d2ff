import LinearDiffing
import TableIndexPath

/// Independent, deliberately naive computations of what a minimal changeset contains: pairs by
/// the documented rules and the longest increasing subsequence by quadratic dynamic programming,
/// sharing no code with the differ.
///
/// The differ's rule for a list: the common prefix, then the common suffix of what remains, pair
/// in place (by identity); between those ends the k-th occurrence of an identity in the old list
/// pairs with its k-th occurrence in the new list. For sections, unchanged sections at either end
/// (same identity, item identities equal row by row) are skipped the same way.
package enum ReferenceMinimality {
    /// Pairs (old position, new position), in new order: the k-th occurrence of an identity in
    /// `old` with its k-th occurrence in `new`.
    package static func kthOccurrencePairs(old: [Int], new: [Int]) -> [(old: Int, new: Int)] {
        var oldPositions = [Int: [Int]]()
        for (position, id) in old.enumerated() { oldPositions[id, default: []].append(position) }
        var result = [(old: Int, new: Int)]()
        for (position, id) in new.enumerated() {
            if var remaining = oldPositions[id], !remaining.isEmpty {
                result.append((remaining.removeFirst(), position))
                oldPositions[id] = remaining
            }
        }
        return result
    }

    /// The lengths of the common prefix and of the common suffix of what remains, comparing
    /// elements with `same`.
    package static func commonEnds<T>(old: [T], new: [T], same: (T, T) -> Bool) -> (prefix: Int, suffix: Int) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, same(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while prefix + suffix < shorter, same(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) { suffix += 1 }
        return (prefix, suffix)
    }

    /// Pairs (old position, new position), in new order, by the differ's rule for a list.
    package static func pairs(old: [Int], new: [Int]) -> [(old: Int, new: Int)] {
        let (prefix, suffix) = commonEnds(old: old, new: new, same: ==)
        let middle = kthOccurrencePairs(old: Array(old[prefix..<(old.count - suffix)]), new: Array(new[prefix..<(new.count - suffix)]))
        return (0..<prefix).map { ($0, $0) }
            + middle.map { ($0.old + prefix, $0.new + prefix) }
            + (0..<suffix).map { (old.count - suffix + $0, new.count - suffix + $0) }
    }

    /// The length of the longest strictly increasing subsequence, in O(n²).
    package static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }

    /// The fewest moves a batch needs to reorder the survivors of `old` into `new`.
    package static func moveCount(old: [Int], new: [Int]) -> Int {
        let survivors = pairs(old: old, new: new)
        return survivors.count - longestIncreasingLength(survivors.map(\.old))
    }

    /// Identities occurring more than once in either list.
    package static func repeatedIdentities(old: [Int], new: [Int]) -> Set<Int> {
        func repeated(_ ids: [Int]) -> Set<Int> {
            Set(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys)
        }
        return repeated(old).union(repeated(new))
    }

    /// The identities the differ reports for a list: those occurring more than once between the
    /// common ends of either list.
    package static func duplicates(old: [Int], new: [Int]) -> Set<Int> {
        let (prefix, suffix) = commonEnds(old: old, new: new, same: ==)
        return repeatedIdentities(old: Array(old[prefix..<(old.count - suffix)]), new: Array(new[prefix..<(new.count - suffix)]))
    }

    /// The sections between the unchanged sections at either end.
    package static func changedSections(old: [DiffSection], new: [DiffSection]) -> (old: [DiffSection], new: [DiffSection]) {
        let (prefix, suffix) = commonEnds(old: old, new: new) { $0.id == $1.id && $0.items.map(\.id) == $1.items.map(\.id) }
        return (Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
    }

    /// The fewest section moves: the k-th-occurrence pairs of the changed sections, minus a
    /// longest increasing run.
    package static func sectionMoveCount(old: [DiffSection], new: [DiffSection]) -> Int {
        let changed = changedSections(old: old, new: new)
        let survivors = kthOccurrencePairs(old: changed.old.map(\.id), new: changed.new.map(\.id))
        return survivors.count - longestIncreasingLength(survivors.map(\.old))
    }

    /// The fewest row moves for sections: within the changed sections, rows crossing sections
    /// always move; within a surviving section, rows from its own old section move unless on a
    /// longest increasing run. Rows of unchanged end sections never move.
    package static func itemMoveCount(old: [DiffSection], new: [DiffSection]) -> Int {
        let (old, new) = changedSections(old: old, new: new)
        let sectionPairs = kthOccurrencePairs(old: old.map(\.id), new: new.map(\.id))
        var newSectionOfOld = [Int: Int]()
        for pair in sectionPairs { newSectionOfOld[pair.old] = pair.new }
        let survivingNew = Set(sectionPairs.map(\.new))
        let oldFlat = old.enumerated().flatMap { section, entry in entry.items.indices.map { (section: section, row: $0, id: entry.items[$0].id) } }
        let newFlat = new.enumerated().flatMap { section, entry in entry.items.indices.map { (section: section, row: $0, id: entry.items[$0].id) } }
        var moves = 0
        var sameSectionRows = [Int: [Int]]()
        for pair in kthOccurrencePairs(old: oldFlat.map(\.id), new: newFlat.map(\.id)) {
            let from = oldFlat[pair.old]
            let to = newFlat[pair.new]
            guard let target = newSectionOfOld[from.section], survivingNew.contains(to.section) else { continue }
            if target == to.section {
                sameSectionRows[to.section, default: []].append(from.row)
            } else {
                moves += 1
            }
        }
        for rows in sameSectionRows.values {
            moves += rows.count - longestIncreasingLength(rows)
        }
        return moves
    }

    /// The section and item identities the differ reports for sections: those occurring more
    /// than once among the changed sections, or among their items.
    package static func duplicates(old: [DiffSection], new: [DiffSection]) -> (sections: Set<Int>, items: Set<Int>) {
        let (old, new) = changedSections(old: old, new: new)
        return (repeatedIdentities(old: old.map(\.id), new: new.map(\.id)),
                repeatedIdentities(old: old.flatMap(\.items).map(\.id), new: new.flatMap(\.items).map(\.id)))
    }
}
