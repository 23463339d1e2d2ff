/// Seeded random old/new pairs for replay checks, small enough (0–30 elements) to hit every
/// corner: empty lists, duplicates, pure reorders, content changes.
package enum RandomDiffCases {
    /// A random old list and a new list derived from it (or drawn independently).
    package static func list(_ random: inout SeededGenerator, allowDuplicates: Bool) -> (old: [DiffEntry], new: [DiffEntry]) {
        let idRange = allowDuplicates ? 0..<12 : 0..<80
        var unused = Array(idRange).shuffled(using: &random)
        func freshID(_ random: inout SeededGenerator) -> Int {
            allowDuplicates ? Int.random(in: idRange, using: &random) : unused.popLast() ?? idRange.upperBound + 1
        }
        func randomList(_ random: inout SeededGenerator) -> [DiffEntry] {
            (0..<Int.random(in: 0...30, using: &random)).map { _ in
                DiffEntry(id: freshID(&random), content: Int.random(in: 0..<2, using: &random))
            }
        }
        let old = randomList(&random)
        if Int.random(in: 0..<5, using: &random) == 0 {
            // An unrelated list, sharing identities only by chance.
            unused = Array(idRange).shuffled(using: &random)
            return (old, randomList(&random))
        }
        return (old, perturbed(old, &random, freshID: freshID))
    }

    /// A longer list (up to 300 elements) whose identities each occur up to `maximumCopies`
    /// times at random positions, and a new list that keeps random stretches at both ends and
    /// changes the middle: deletions, insertions (some repeating identities), moves and content
    /// changes.
    package static func longList(_ random: inout SeededGenerator, maximumCopies: Int) -> (old: [DiffEntry], new: [DiffEntry]) {
        let count = Int.random(in: 0...300, using: &random)
        let copies = Int.random(in: 1...maximumCopies, using: &random)
        let old = (0..<count).shuffled(using: &random).map { DiffEntry(id: $0 / copies, content: Int.random(in: 0..<2, using: &random)) }
        let prefix = Int.random(in: 0...count, using: &random)
        let suffix = Int.random(in: 0...(count - prefix), using: &random)
        let middle = Array(old[prefix..<(count - suffix)])
        var fresh = count
        let changed = perturbed(middle, &random) { random in
            fresh += 1
            return Bool.random(using: &random) || old.isEmpty ? fresh / copies : old.randomElement(using: &random)!.id
        }
        return (old, Array(old[..<prefix]) + changed + Array(old[(count - suffix)...]))
    }

    /// Random sections (identities may repeat when `allowDuplicates`), and new sections derived
    /// from them: sections dropped, added, reordered; items deleted, inserted, changed, reordered
    /// and moved across sections.
    package static func sections(_ random: inout SeededGenerator, allowDuplicates: Bool) -> (old: [DiffSection], new: [DiffSection]) {
        var nextItem = 0
        var nextSection = 0
        func freshItem(_ random: inout SeededGenerator) -> Int {
            if allowDuplicates { return Int.random(in: 0..<10, using: &random) }
            nextItem += 1
            return nextItem
        }
        func randomSection(_ random: inout SeededGenerator) -> DiffSection {
            var id = nextSection + 1
            if allowDuplicates { id = Int.random(in: 0..<4, using: &random) }
            nextSection += 1
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in DiffEntry(id: freshItem(&random)) }
            return DiffSection(id: id, items: items)
        }
        let old = (0..<Int.random(in: 0...5, using: &random)).map { _ in randomSection(&random) }
        var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let section = randomSection(&random)
            new.insert(section, at: Int.random(in: 0...new.count, using: &random))
        }
        if Bool.random(using: &random) { new = reordered(new, &random) }
        for index in new.indices {
            new[index].items = perturbed(new[index].items, &random, freshID: freshItem)
        }
        let populated = new.indices.filter { !new[$0].items.isEmpty }
        if !new.isEmpty, !populated.isEmpty {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                guard let from = populated.randomElement(using: &random), !new[from].items.isEmpty else { continue }
                let item = new[from].items.remove(at: Int.random(in: new[from].items.indices, using: &random))
                let to = Int.random(in: new.indices, using: &random)
                new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &random))
            }
        }
        return (old, new)
    }

    /// `list` with some elements deleted, inserted, reordered and changed in content.
    private static func perturbed(
        _ list: [DiffEntry],
        _ random: inout SeededGenerator,
        freshID: (inout SeededGenerator) -> Int
    ) -> [DiffEntry] {
        var result = list.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let entry = DiffEntry(id: freshID(&random))
            result.insert(entry, at: Int.random(in: 0...result.count, using: &random))
        }
        result = reordered(result, &random)
        for index in result.indices where Int.random(in: 0..<5, using: &random) == 0 {
            result[index].content += 1
        }
        return result
    }

    /// `list` unchanged, fully shuffled, or with a few elements moved.
    private static func reordered<T>(_ list: [T], _ random: inout SeededGenerator) -> [T] {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return list
        case 1:
            return list.shuffled(using: &random)
        default:
            var result = list
            guard !result.isEmpty else { return result }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let element = result.remove(at: Int.random(in: result.indices, using: &random))
                result.insert(element, at: Int.random(in: 0...result.count, using: &random))
            }
            return result
        }
    }
}
