import Foundation

/// The item changes of a ``StorageUpdate`` in a compact form: a run of changes of one kind to
/// consecutive rows of a section is one entry, and no entry allocates.
///
/// Storages in this package record their changes here, and the package's view updaters read the
/// entries directly, so that inserting *k* rows costs O(1) to record and one call to animate.
/// ``StorageUpdate/objectChanges`` expands the list into the public one-change-per-element array
/// only when someone asks for it.
package struct ItemChangeList {
    /// One entry of the list.
    package enum Entry: Equatable {
        /// Rows `first` through `last` of `section` (inclusive, in that order, which may be
        /// descending), each changed by `type`; never a move.
        case rows(ChangeType, section: Int, first: Int, last: Int)
        /// An item moved from `source`, in the old contents, to `destination`, in the new ones.
        case move(from: IndexPath, to: IndexPath)
        /// A change whose index paths do not fit the shapes above, kept exactly as written.
        case other(ChangeType, [IndexPath])

        /// The number of public changes the entry stands for.
        var changeCount: Int {
            if case let .rows(_, _, first, last) = self { return abs(last - first) + 1 }
            return 1
        }
    }

    /// The entries, in recording order.
    package private(set) var entries: [Entry] = []

    /// The number of changes, counting each row of a run.
    ///
    /// - Complexity: O(1).
    package private(set) var count = 0

    /// Creates an empty list.
    package init() {}

    /// Whether the list holds no change.
    package var isEmpty: Bool { count == 0 }

    // MARK: - Recording

    /// Records a change of `type` to the row at `indexPath`, extending the last run when the row
    /// continues it.
    ///
    /// - Complexity: Amortised O(1).
    package mutating func append(_ type: ChangeType, at indexPath: IndexPath) {
        guard type != .move, indexPath.count == 2 else {
            appendEntry(.other(type, [indexPath]))
            return
        }
        let row = indexPath.item
        if case let .rows(lastType, section, first, last)? = entries.last, lastType == type, section == indexPath.section,
           row == last + 1 && first <= last || row == last - 1 && first >= last {
            entries[entries.count - 1] = .rows(type, section: section, first: first, last: row)
            count += 1
            return
        }
        appendEntry(.rows(type, section: indexPath.section, first: row, last: row))
    }

    /// Records a change of `type` (not a move) to each of `rows` of `section`, in ascending order.
    ///
    /// - Complexity: Amortised O(1).
    package mutating func append(_ type: ChangeType, rows: Range<Int>, inSection section: Int) {
        precondition(type != .move, "a run of rows cannot be moved")
        guard let first = rows.first, let last = rows.last else { return }
        append(type, at: IndexPath(item: first, section: section))
        guard first < last else { return }
        if case let .rows(_, _, runFirst, runLast)? = entries.last, runFirst <= runLast {
            // The first row started or extended an ascending run: stretch it to the last row.
            entries[entries.count - 1] = .rows(type, section: section, first: runFirst, last: last)
            count += last - first
        } else {
            // It ended a descending run; the others start a new one.
            appendEntry(.rows(type, section: section, first: first + 1, last: last))
        }
    }

    /// Records a move.
    package mutating func appendMove(from source: IndexPath, to destination: IndexPath) {
        appendEntry(source.count == 2 && destination.count == 2
            ? .move(from: source, to: destination)
            : .other(.move, [source, destination]))
    }

    /// Records a change in the public form: a change type and its index paths.
    ///
    /// - Complexity: Amortised O(1).
    package mutating func append(_ change: (ChangeType, [IndexPath])) {
        switch (change.0, change.1.count) {
        case (.move, 2):
            appendMove(from: change.1[0], to: change.1[1])
        case (.insert, 1), (.delete, 1), (.update, 1):
            append(change.0, at: change.1[0])
        default:
            appendEntry(.other(change.0, change.1))
        }
    }

    /// Records changes in the public form, in order.
    package mutating func append(contentsOf changes: some Sequence<(ChangeType, [IndexPath])>) {
        for change in changes { append(change) }
    }

    /// Records another list's changes after this one's.
    package mutating func append(contentsOf other: ItemChangeList) {
        guard !other.isEmpty else { return }
        guard !isEmpty else {
            self = other
            return
        }
        for entry in other.entries { appendEntry(entry) }
    }

    /// Records changes in the public form, in order.
    package static func += (list: inout ItemChangeList, changes: [(ChangeType, [IndexPath])]) {
        list.append(contentsOf: changes)
    }

    private mutating func appendEntry(_ entry: Entry) {
        entries.append(entry)
        count += entry.changeCount
    }

    // MARK: - Expanding

    /// The changes in the public form, one element per change.
    ///
    /// - Complexity: O(*n*) for *n* changes, with one small array allocated per change.
    package var expanded: [(ChangeType, [IndexPath])] {
        var changes: [(ChangeType, [IndexPath])] = []
        changes.reserveCapacity(count)
        for entry in entries {
            switch entry {
            case let .rows(type, section, first, last):
                // Rewriting the row of one index path builds no temporary index array per row.
                var indexPath = IndexPath(item: first, section: section)
                for row in stride(from: first, through: last, by: first <= last ? 1 : -1) {
                    indexPath.item = row
                    changes.append((type, [indexPath]))
                }
            case let .move(source, destination):
                changes.append((.move, [source, destination]))
            case let .other(type, indexPaths):
                changes.append((type, indexPaths))
            }
        }
        return changes
    }
}
