@testable import DTModelStorage

/// A list element for diff tests: `id` is the identity, `content` what an update changes.
struct DiffEntry: Hashable, CustomStringConvertible, EntityIdentifiable {
    var id: Int
    var content: Int = 0

    var identifier: AnyHashable { id }
    var description: String { content == 0 ? "\(id)" : "\(id)/\(content)" }
}

/// A list element like ``DiffEntry`` with a label long enough to be stored on the heap, so that
/// equal elements made separately differ in their bytes.
struct LabelledEntry: Hashable {
    var id: Int
    var content: Int
    var label: String
}

/// A section for diff tests.
struct DiffSection: Hashable, CustomStringConvertible {
    var id: Int
    var items: [DiffEntry]

    var description: String { "§\(id)\(items)" }
}

/// Builds entries with content 0 from identities.
func diffEntries(_ ids: [Int]) -> [DiffEntry] {
    ids.map { DiffEntry(id: $0) }
}

extension LinearDiffer {
    /// The differ applied to test entries: identity `id`, content compared with `==`.
    func entryChanges(from old: [DiffEntry], to new: [DiffEntry]) -> BatchChangeset<Int> {
        changeset(from: old, to: new, identity: \.id, contentEquals: ==)
    }

    /// The differ applied to test sections.
    func sectionChanges(from old: [DiffSection], to new: [DiffSection]) -> SectionedBatchChangeset {
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
