/// The changes that turn an old list of sections into a new one, applicable as one batch update
/// of a table or collection view.
///
/// ``sections`` holds section-level changes in section indices (deletions in old section
/// indices, insertions in new ones, moves from old to new; its update lists are always empty,
/// because sections are compared by identity only). ``items`` holds row-level changes as
/// `IndexPath`s whose section component follows the same rule as the row: deletions, move
/// sources and update `old`s address the old sections; insertions, move destinations and update
/// `new`s address the new sections.
///
/// Rows of a deleted section and rows of an inserted section are not reported individually:
/// the section change covers them. A row that leaves a deleted section for a surviving one is an
/// insertion there; a row that leaves a surviving section for an inserted one is a deletion.
/// Rows of a moved section travel with it and are reported only if they change within it.
///
/// Applied in one batch: delete, insert and move ``sections`` with their section calls, then
/// ``items`` with the row calls exactly as for a single list (see ``BatchChangeset``), and
/// reconfigure `items.movedUpdates` after the batch. Nothing is addressed twice: no row is
/// reported inside a deleted or inserted section.
public struct SectionedBatchChangeset: Hashable {
    /// Section-level changes, in section indices.
    public var sections: BatchChangeset<Int>
    /// Row-level changes, in index paths, inside sections that survive.
    public var items: BatchChangeset<IndexPath>

    /// Creates a sectioned changeset.
    /// - Parameters:
    ///   - sections: Section-level changes.
    ///   - items: Row-level changes.
    public init(sections: BatchChangeset<Int> = BatchChangeset(), items: BatchChangeset<IndexPath> = BatchChangeset()) {
        self.sections = sections
        self.items = items
    }

    /// Whether neither sections nor rows change.
    public var isEmpty: Bool {
        sections.isEmpty && items.isEmpty
    }
}
