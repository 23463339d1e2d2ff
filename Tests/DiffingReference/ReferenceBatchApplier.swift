import LinearDiffing
import TableIndexPath

/// An independent model of a UIKit batch update, used to check changesets: it validates the
/// changeset the way UIKit does (indices in range, no index used twice, counts that add up) and
/// applies it the way UIKit does, asking the "data source" (the target) only for what UIKit asks
/// it for: inserted rows and reloaded rows. Everything else is carried over from the old state,
/// so a missing or wrong change shows up as a mismatch with the target.
package enum ReferenceBatchApplier {
    package struct Invalid: Error, CustomStringConvertible {
        package var description: String
    }

    // MARK: - Single list

    /// Applies `changes` to `old`; `target` plays the data source after the batch.
    package static func apply(_ changes: BatchChangeset<Int>, to old: [DiffEntry], target: [DiffEntry]) throws -> [DiffEntry] {
        try check(changes.updates.allSatisfy { old[$0.old].content != target[$0.new].content }, "update of unchanged content")
        try check(changes.movedUpdates.allSatisfy { old[$0.old].content != target[$0.new].content }, "moved update of unchanged content")
        let sections = try applyRows(
            deletions: changes.deletions.map { IndexPath(row: $0, section: 0) },
            insertions: changes.insertions.map { IndexPath(row: $0, section: 0) },
            moves: changes.moves.map { (IndexPath(row: $0.from, section: 0), IndexPath(row: $0.to, section: 0)) },
            reloads: changes.updates.map { (IndexPath(row: $0.old, section: 0), IndexPath(row: $0.new, section: 0)) },
            movedReloads: changes.movedUpdates.map { (IndexPath(row: $0.old, section: 0), IndexPath(row: $0.new, section: 0)) },
            old: [old],
            layout: [0],
            target: [target]
        )
        return sections[0]
    }

    // MARK: - Sections

    /// Applies `changes` to `old`; `target` plays the data source after the batch.
    package static func apply(_ changes: SectionedBatchChangeset, to old: [DiffSection], target: [DiffSection]) throws -> [DiffSection] {
        let sections = changes.sections
        try check(sections.updates.isEmpty && sections.movedUpdates.isEmpty, "section updates are not expected")
        let removed = sections.deletions + sections.moves.map(\.from)
        let added = sections.insertions + sections.moves.map(\.to)
        try check(removed.allSatisfy { old.indices.contains($0) }, "section index out of old range")
        try check(Set(removed).count == removed.count, "old section used twice")
        try check(added.allSatisfy { target.indices.contains($0) }, "section index out of new range")
        try check(Set(added).count == added.count, "new section used twice")
        try check(old.count - sections.deletions.count + sections.insertions.count == target.count, "section counts do not add up")

        // Where each new section comes from: nil for inserted, else its old section.
        var layout = [Int?](repeating: nil, count: target.count)
        for move in sections.moves { layout[move.to] = move.from }
        let inserted = Set(sections.insertions)
        var stationary = old.indices.filter { !Set(removed).contains($0) }.makeIterator()
        for slot in target.indices where layout[slot] == nil && !inserted.contains(slot) {
            layout[slot] = stationary.next()
        }
        try check(stationary.next() == nil, "stationary sections left over")

        let items = changes.items
        let rows = try applyRows(
            deletions: items.deletions,
            insertions: items.insertions,
            moves: items.moves.map { ($0.from, $0.to) },
            reloads: items.updates.map { ($0.old, $0.new) },
            movedReloads: items.movedUpdates.map { ($0.old, $0.new) },
            old: old.map(\.items),
            layout: layout,
            target: target.map(\.items)
        )
        try check((items.updates + items.movedUpdates).allSatisfy {
            old[$0.old.section].items[$0.old.row].content != target[$0.new.section].items[$0.new.row].content
        }, "update of unchanged content")
        return target.indices.map { slot in
            guard let source = layout[slot] else { return target[slot] }
            return DiffSection(id: old[source].id, items: rows[slot])
        }
    }

    // MARK: - Rows

    /// Applies row changes. `layout[newSection]` is the old section a new section comes from, or
    /// nil when it is inserted (its rows then come from `target` and must not be addressed).
    private static func applyRows(
        deletions: [IndexPath],
        insertions: [IndexPath],
        moves: [(IndexPath, IndexPath)],
        reloads: [(IndexPath, IndexPath)],
        movedReloads: [(IndexPath, IndexPath)],
        old: [[DiffEntry]],
        layout: [Int?],
        target: [[DiffEntry]]
    ) throws -> [[DiffEntry]] {
        let survivingOld = Set(layout.compactMap { $0 })
        let sourcePaths = deletions + moves.map(\.0) + reloads.map(\.0)
        let destinationPaths = insertions + moves.map(\.1)
        for path in sourcePaths {
            try check(survivingOld.contains(path.section), "row \(path) addressed in a deleted or missing old section")
            try check(old[path.section].indices.contains(path.row), "row \(path) out of old range")
        }
        try check(Set(sourcePaths).count == sourcePaths.count, "old index path used twice")
        for path in destinationPaths + reloads.map(\.1) {
            try check(layout.indices.contains(path.section) && layout[path.section] != nil, "row \(path) addressed in an inserted or missing new section")
            try check(target[path.section].indices.contains(path.row), "row \(path) out of new range")
        }
        try check(Set(destinationPaths).count == destinationPaths.count, "new index path used twice")
        let movePairs = Set(moves.map { [$0.0, $0.1] })
        try check(movedReloads.allSatisfy { movePairs.contains([$0.0, $0.1]) }, "moved update without its move")

        let leaving = Set(deletions + moves.map(\.0))
        let reloaded = Set(reloads.map(\.0))
        var result = [[DiffEntry]]()
        for (slot, source) in layout.enumerated() {
            guard let source else {
                result.append(target[slot])
                continue
            }
            var rows = [DiffEntry?](repeating: nil, count: target[slot].count)
            for path in insertions where path.section == slot { rows[path.row] = target[slot][path.row] }
            for (from, to) in moves where to.section == slot { rows[to.row] = old[from.section][from.row] }
            var stayed = old[source].indices.filter { !leaving.contains(IndexPath(row: $0, section: source)) }.makeIterator()
            for row in rows.indices where rows[row] == nil {
                guard let oldRow = stayed.next() else { throw Invalid(description: "section \(slot): too few rows") }
                var entry = old[source][oldRow]
                if reloaded.contains(IndexPath(row: oldRow, section: source)) {
                    try check(reloads.contains { $0.0 == IndexPath(row: oldRow, section: source) && $0.1 == IndexPath(row: row, section: slot) }, "reloaded row ends elsewhere than its update says")
                    entry.content = target[slot][row].content
                }
                rows[row] = entry
            }
            try check(stayed.next() == nil, "section \(slot): too many rows")
            result.append(rows.map { $0! })
        }
        // After the batch: reconfigure moved rows whose content changed.
        for (_, to) in movedReloads {
            try check(result[to.section][to.row].id == target[to.section][to.row].id, "moved update addresses another row")
            result[to.section][to.row].content = target[to.section][to.row].content
        }
        return result
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Invalid(description: message()) }
    }
}
