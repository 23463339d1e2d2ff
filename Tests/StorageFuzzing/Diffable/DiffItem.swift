/// A row model with an identity and a content version: the fuzzers' whole-content replacements
/// and diffable snapshots change an item's content by raising its version.
package struct DiffItem: Hashable, CustomStringConvertible {
    package let id: Int
    package var version = 0
    package var description: String { "\(id)v\(version)" }

    package init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }
}

/// A section of a whole-content replacement: an identity and its items.
package struct DiffSection: Equatable {
    package let id: Int
    package var items: [DiffItem]

    package init(id: Int, items: [DiffItem]) {
        self.id = id
        self.items = items
    }
}
