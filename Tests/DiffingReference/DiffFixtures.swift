import LinearDiffing

/// A list element for diff tests: `id` is the identity, `content` what an update changes.
package struct DiffEntry: Hashable, CustomStringConvertible, EntityIdentifiable {
    package var id: Int
    package var content: Int = 0

    package init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    package var identifier: AnyHashable { id }
    package var description: String { content == 0 ? "\(id)" : "\(id)/\(content)" }
}

/// A list element like ``DiffEntry`` with a label long enough to be stored on the heap, so that
/// equal elements made separately differ in their bytes.
package struct LabelledEntry: Hashable {
    package var id: Int
    package var content: Int
    package var label: String

    /// Creates an entry.
    package init(id: Int, content: Int, label: String) {
        self.id = id
        self.content = content
        self.label = label
    }
}

/// A section for diff tests.
package struct DiffSection: Hashable, CustomStringConvertible {
    package var id: Int
    package var items: [DiffEntry]

    package init(id: Int, items: [DiffEntry]) {
        self.id = id
        self.items = items
    }

    package var description: String { "§\(id)\(items)" }
}

/// Builds entries with content 0 from identities.
package func diffEntries(_ ids: [Int]) -> [DiffEntry] {
    ids.map { DiffEntry(id: $0) }
}

extension LinearDiffer {
    /// The differ applied to test entries: identity `id`, content compared with `==`.
    package func entryChanges(from old: [DiffEntry], to new: [DiffEntry]) -> BatchChangeset<Int> {
        changeset(from: old, to: new, identity: \.id, contentEquals: ==)
    }

    /// The differ applied to test sections.
    package func sectionChanges(from old: [DiffSection], to new: [DiffSection]) -> SectionedBatchChangeset {
        changeset(
            from: old,
            to: new,
            sectionIdentity: \.id,
            items: \.items,
            itemIdentity: \.id,
            contentEquals: ==
        )
    }
}
