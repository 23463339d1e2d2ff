/// The changes that turn an old list into a new one, shaped so that a table or collection view
/// can apply all of them in one batch update.
///
/// `Index` is `Int` for a single list and `IndexPath` for the rows of a sectioned list (see
/// ``SectionedBatchChangeset``). Every list names its coordinate space:
///
/// | list | coordinates | order |
/// | --- | --- | --- |
/// | ``deletions`` | old list | ascending |
/// | ``insertions`` | new list | ascending |
/// | ``moves`` | `from` in old, `to` in new | ascending by `to` |
/// | ``updates`` | both, see ``Update`` | ascending by `new` (for one list, also by `old`) |
/// | ``movedUpdates`` | both, see ``Update`` | ascending by `new` |
///
/// No index is used twice: an old index appears at most once among deletions, move sources and
/// update `old`s; a new index at most once among insertions, move destinations and update `new`s.
///
/// ## Updates of moved elements
/// UIKit rejects a batch that both moves and reloads the same row. An element whose content
/// changed is therefore reported in exactly one of two lists:
/// - ``updates``: the element kept its place (it is not in ``moves``). Reload it inside the
///   batch at `old`, or reconfigure it after the batch at `new`.
/// - ``movedUpdates``: the element is also in ``moves``. Move it inside the batch, then
///   reconfigure the row at `new` after the batch has been applied. A consumer that cannot do
///   that calls ``replacingMovedUpdates()`` first, which turns such a move into a deletion plus
///   an insertion.
///
/// ## Applying
/// ```swift
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: changes.deletions.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///     tableView.insertRows(at: changes.insertions.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///     for move in changes.moves {
///         tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0))
///     }
///     tableView.reloadRows(at: changes.updates.map { IndexPath(row: $0.old, section: 0) }, with: .automatic)
/// }
/// // then reconfigure the cells at changes.movedUpdates.map(\.new)
/// ```
///
/// Elements whose identity occurs more than once are paired by the rule documented on
/// ``LinearDiffer``; their identifiers are listed in ``duplicateIdentifiers``. Because those are
/// `AnyHashable`, a changeset is not `Sendable`; its ``Move`` and ``Update`` values are.
public struct BatchChangeset<Index: Hashable>: Hashable {
    /// An element that changed position: it leaves `from` (old coordinates) and arrives at `to`
    /// (new coordinates).
    public struct Move: Hashable {
        /// The element's index in the old list.
        public var from: Index
        /// The element's index in the new list.
        public var to: Index

        /// Creates a move.
        /// - Parameters:
        ///   - from: The element's index in the old list.
        ///   - to: The element's index in the new list.
        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// An element whose identity is unchanged but whose content differs, with its index in the
    /// old list (`old`) and in the new list (`new`).
    public struct Update: Hashable {
        /// The element's index in the old list: the coordinate of an in-batch reload.
        public var old: Index
        /// The element's index in the new list: the coordinate of a reconfiguration after the
        /// batch.
        public var new: Index

        /// Creates an update.
        /// - Parameters:
        ///   - old: The element's index in the old list.
        ///   - new: The element's index in the new list.
        public init(old: Index, new: Index) {
            self.old = old
            self.new = new
        }
    }

    /// Indices, in the old list, of elements that are removed.
    public var deletions: [Index]
    /// Indices, in the new list, of elements that are added.
    public var insertions: [Index]
    /// Elements that survive but change position relative to the elements that stay put.
    public var moves: [Move]
    /// Surviving elements that did not move and whose content changed.
    public var updates: [Update]
    /// Elements listed in ``moves`` whose content also changed; reconfigure them at `new` after
    /// the batch.
    public var movedUpdates: [Update]
    /// Identifiers that occur more than once in the old list or in the new list, each listed
    /// once: first those duplicated in the old list, in order of first occurrence there, then
    /// those duplicated only in the new list, in order of their second occurrence there.
    ///
    /// ``LinearDiffer`` examines the elements between the unchanged ends of the lists: a
    /// repetition that lies entirely within the common prefix or suffix, where every element
    /// keeps its place, is not listed.
    public var duplicateIdentifiers: [AnyHashable]

    /// Creates a changeset from its lists; see the type's discussion for their coordinates.
    /// - Parameters:
    ///   - deletions: Indices, in the old list, of removed elements.
    ///   - insertions: Indices, in the new list, of added elements.
    ///   - moves: Elements that change position.
    ///   - updates: Elements that stay put and whose content changed.
    ///   - movedUpdates: Moved elements whose content changed.
    ///   - duplicateIdentifiers: Identifiers that occur more than once.
    public init(
        deletions: [Index] = [],
        insertions: [Index] = [],
        moves: [Move] = [],
        updates: [Update] = [],
        movedUpdates: [Update] = [],
        duplicateIdentifiers: [AnyHashable] = []
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.movedUpdates = movedUpdates
        self.duplicateIdentifiers = duplicateIdentifiers
    }

    /// Whether the changeset changes nothing: no deletion, insertion, move or update.
    ///
    /// Duplicate identifiers are a report about the input, not a change, and do not count.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
            && movedUpdates.isEmpty
    }
}

extension BatchChangeset.Move: Sendable where Index: Sendable {}
extension BatchChangeset.Update: Sendable where Index: Sendable {}
