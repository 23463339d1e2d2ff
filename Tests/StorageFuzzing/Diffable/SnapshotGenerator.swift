import TestSupport

/// Draws random snapshots and random successors: sections deleted, inserted and moved; items
/// deleted, inserted, moved within and across sections and changed in content; now and then a
/// duplicated identity.
package struct SnapshotGenerator {
    private var nextID = 1

    /// Creates a generator whose first identity is 1.
    package init() {}

    private mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Up to four sections of up to five new items each.
    package mutating func initial<Random: RandomNumberGenerator>(using random: inout Random) -> [DiffSection] {
        (0..<random.int(in: 0...4)).map { _ in DiffSection(id: newID(), items: (0..<random.int(in: 0...5)).map { _ in DiffItem(id: newID()) }) }
    }

    /// A random successor of `old`.
    package mutating func next<Random: RandomNumberGenerator>(after old: [DiffSection], using random: inout Random) -> [DiffSection] {
        var sections = old.filter { _ in !random.chance(0.2) }
        for _ in 0..<random.int(in: 0...2) where sections.count < 6 {
            sections.insert(DiffSection(id: newID(), items: []), at: random.int(in: 0...sections.count))
        }
        if sections.count > 1, random.chance(0.3) {
            sections.swapAt(random.int(in: 0...(sections.count - 1)), random.int(in: 0...(sections.count - 1)))
        }
        guard !sections.isEmpty else { return sections }
        for index in sections.indices {
            sections[index].items = sections[index].items.compactMap { item in
                if random.chance(0.2) { return nil }
                return random.chance(0.2) ? DiffItem(id: item.id, version: item.version + 1) : item
            }
        }
        let crossingMoves = random.int(in: 0...2)
        for _ in 0..<crossingMoves {
            let from = random.int(in: 0...(sections.count - 1))
            guard !sections[from].items.isEmpty else { continue }
            let item = sections[from].items.remove(at: random.int(in: 0...(sections[from].items.count - 1)))
            let to = random.int(in: 0...(sections.count - 1))
            sections[to].items.insert(item, at: random.int(in: 0...sections[to].items.count))
        }
        for index in sections.indices where sections[index].items.count > 1 && random.chance(0.3) {
            let count = sections[index].items.count
            sections[index].items.swapAt(random.int(in: 0...(count - 1)), random.int(in: 0...(count - 1)))
        }
        for _ in 0..<random.int(in: 0...3) {
            let to = random.int(in: 0...(sections.count - 1))
            let existing = sections.flatMap(\.items)
            let item = random.chance(0.05) && !existing.isEmpty ? existing[random.int(in: 0...(existing.count - 1))] : DiffItem(id: newID())
            sections[to].items.insert(item, at: random.int(in: 0...sections[to].items.count))
        }
        return sections
    }
}
