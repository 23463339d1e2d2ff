/// Two versions of a list, or of a sectioned list, for a differ to compare. Built from a fixed
/// seed, so every run and every machine diffs the same input.
struct DiffScenario {
    /// The list before the change.
    let old: [Post]
    /// The list after the change.
    let new: [Post]

    /// DifferenceKit's published benchmark: from `count` elements, delete 10%, insert 10% and
    /// shuffle 2% of the positions among themselves.
    static func differenceKit(count: Int) -> DiffScenario {
        var generator = SeededGenerator(seed: 1)
        let old = Post.sequence(count)
        var new = deleting(count / 10, from: old, using: &generator)
        new = inserting((0..<count / 10).map { Post(id: count + $0) }, into: new, using: &generator)
        let shuffled = Array(new.indices.shuffled(using: &generator).prefix(count / 50))
        let values = shuffled.map { new[$0] }.shuffled(using: &generator)
        for (position, value) in zip(shuffled, values) { new[position] = value }
        return DiffScenario(old: old, new: new)
    }

    /// From `count` elements, delete, insert, move and update `fraction` of them each.
    ///
    /// With `copiesPerIdentity` above 1, each identity (inserted ones too) occurs that many times:
    /// in runs of adjacent copies, or at random positions when `scattered`. The same positions are
    /// deleted, inserted, moved and updated as with distinct identities. With adjacent copies the
    /// k-th-occurrence rule pairs them as distinct identities would pair, so the changes are the
    /// same too; scattered copies change partners when an earlier copy goes, and many more
    /// elements move.
    static func mixed(
        count: Int, fraction: Double, copiesPerIdentity: Int = 1, scattered: Bool = false, seed: UInt64 = 2, firstID: Int = 0
    ) -> DiffScenario {
        var generator = SeededGenerator(seed: seed)
        var identityGenerator = SeededGenerator(seed: seed ^ 0x5EED)
        // The identity of the n-th distinct element.
        let order = scattered ? Array(0..<count).shuffled(using: &identityGenerator) : []
        func identity(_ n: Int) -> Int {
            firstID + (scattered && n < count ? order[n] : n) / copiesPerIdentity
        }
        let old = (0..<count).map { Post(id: identity($0)) }
        let changes = Int(Double(count) * fraction)
        var survivors = deleting(changes, from: old, using: &generator)
        for position in survivors.indices.shuffled(using: &generator).prefix(changes) {
            survivors[position] = Post(id: survivors[position].id, revision: 1)
        }
        let moved = Set(survivors.indices.shuffled(using: &generator).prefix(changes))
        let staying = survivors.indices.filter { !moved.contains($0) }.map { survivors[$0] }
        var new = inserting(moved.sorted().map { survivors[$0] }, into: staying, using: &generator)
        let insertedIDs = (0..<changes).map { identity(count * 2 + $0) }
        new = inserting(insertedIDs.map { Post(id: $0) }, into: new, using: &generator)
        return DiffScenario(old: old, new: new)
    }

    /// `count` elements, unchanged: the new list holds the same posts in a separate array, as
    /// after a refresh that brought nothing new.
    static func unchanged(count: Int) -> DiffScenario {
        let old = Post.sequence(count)
        return DiffScenario(old: old, new: old.map { $0 })
    }

    /// `count` elements with `appended` new ones at the end, as when a page is loaded.
    static func appending(_ appended: Int, to count: Int) -> DiffScenario {
        let old = Post.sequence(count)
        return DiffScenario(old: old, new: old + (count..<count + appended).map { Post(id: $0) })
    }

    /// `count` elements of which the middle one changed its content, as after one row is edited.
    static func editingOneRow(of count: Int) -> DiffScenario {
        let old = Post.sequence(count)
        var new = old.map { $0 }
        new[count / 2] = Post(id: count / 2, revision: 1)
        return DiffScenario(old: old, new: new)
    }

    /// Returns `list` without `count` randomly chosen elements.
    private static func deleting(_ count: Int, from list: [Post], using generator: inout SeededGenerator) -> [Post] {
        let deleted = Set(list.indices.shuffled(using: &generator).prefix(count))
        return list.indices.filter { !deleted.contains($0) }.map { list[$0] }
    }

    /// Returns `list` with `elements` placed at random positions, in O(*n* log *n*).
    private static func inserting(_ elements: [Post], into list: [Post], using generator: inout SeededGenerator) -> [Post] {
        let keyed = list.enumerated().map { (key: Double($0.offset), post: $0.element) }
            + elements.map { (key: Double.random(in: 0..<Double(max(list.count, 1)), using: &generator), post: $0) }
        return keyed.sorted { $0.key < $1.key }.map(\.post)
    }
}

/// A section of posts, for the sectioned differ.
struct PostSection {
    /// The section's identity.
    let id: Int
    /// Its posts, in display order.
    var posts: [Post]
}

/// Two versions of a sectioned list.
struct SectionedDiffScenario {
    /// The sections before the change.
    let old: [PostSection]
    /// The sections after the change.
    let new: [PostSection]

    /// `sections` sections of `perSection` posts. Within each section 10% of the posts are
    /// deleted, inserted, moved and updated each; 1% of all posts move to another section; two
    /// sections are deleted, two inserted and two moved.
    static func make(sections: Int, perSection: Int) -> SectionedDiffScenario {
        var generator = SeededGenerator(seed: 3)
        var old: [PostSection] = []
        var new: [PostSection] = []
        for section in 0..<sections {
            let scenario = DiffScenario.mixed(
                count: perSection, fraction: 0.1, seed: UInt64(section) + 10, firstID: section * perSection * 4)
            old.append(PostSection(id: section, posts: scenario.old))
            new.append(PostSection(id: section, posts: scenario.new))
        }
        for _ in 0..<(sections * perSection / 100) {
            let source = Int.random(in: 0..<sections, using: &generator)
            let destination = Int.random(in: 0..<sections, using: &generator)
            guard !new[source].posts.isEmpty else { continue }
            let post = new[source].posts.removeLast()
            new[destination].posts.insert(post, at: Int.random(in: 0...new[destination].posts.count, using: &generator))
        }
        new.removeSubrange(0..<2)
        let idBase = sections * perSection * 4
        for inserted in 0..<2 {
            let posts = (0..<perSection).map { Post(id: idBase + inserted * perSection + $0) }
            new.insert(PostSection(id: sections + inserted, posts: posts), at: new.count / (inserted + 2))
        }
        new.swapAt(3, new.count - 3)
        return SectionedDiffScenario(old: old, new: new)
    }

    /// `sections` sections of `perSection` posts of which only the middle one changes: 10% of its
    /// posts are deleted, inserted, moved and updated each. The other sections keep their posts
    /// arrays, as when an app edits one section of its model and passes the sections on.
    ///
    /// - Returns: The sections, and the changed section's posts as one list each.
    static func changingOneSection(of sections: Int, perSection: Int) -> (sections: SectionedDiffScenario, changed: DiffScenario) {
        let changed = sections / 2
        // Identities as in `make`: each section draws from its own range, inserted posts too.
        let old = (0..<sections).map { section in
            PostSection(id: section, posts: (0..<perSection).map { Post(id: section * perSection * 4 + $0) })
        }
        let change = DiffScenario.mixed(count: perSection, fraction: 0.1, firstID: changed * perSection * 4)
        var new = old
        new[changed].posts = change.new
        return (SectionedDiffScenario(old: old, new: new), change)
    }

    /// Both versions flattened into one list each, for the single-list differ.
    var flattened: DiffScenario {
        DiffScenario(old: old.flatMap(\.posts), new: new.flatMap(\.posts))
    }
}
