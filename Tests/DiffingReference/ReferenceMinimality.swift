import DTModelStorage

/// Independent, deliberately naive computations of what a minimal changeset contains: pairs by
/// the k-th-occurrence rule and the longest increasing subsequence by quadratic dynamic
/// programming.
package enum ReferenceMinimality {
    /// Pairs (old position, new position), in new order: the k-th occurrence of an identity in
    /// `old` with its k-th occurrence in `new`.
    package static func pairs(old: [Int], new: [Int]) -> [(old: Int, new: Int)] {
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
    package static func duplicates(old: [Int], new: [Int]) -> Set<Int> {
        func repeated(_ ids: [Int]) -> Set<Int> {
            Set(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys)
        }
        return repeated(old).union(repeated(new))
    }

    /// The fewest row moves for sections: rows crossing sections always move; within a surviving
    /// section, rows from its own old section move unless on a longest increasing run.
    package static func itemMoveCount(old: [DiffSection], new: [DiffSection]) -> Int {
        let sectionPairs = pairs(old: old.map(\.id), new: new.map(\.id))
        var newSectionOfOld = [Int: Int]()
        for pair in sectionPairs { newSectionOfOld[pair.old] = pair.new }
        let survivingNew = Set(sectionPairs.map(\.new))
        let oldFlat = old.enumerated().flatMap { section, entry in entry.items.indices.map { (section: section, row: $0, id: entry.items[$0].id) } }
        let newFlat = new.enumerated().flatMap { section, entry in entry.items.indices.map { (section: section, row: $0, id: entry.items[$0].id) } }
        var moves = 0
        var sameSectionRows = [Int: [Int]]()
        for pair in pairs(old: oldFlat.map(\.id), new: newFlat.map(\.id)) {
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
}
