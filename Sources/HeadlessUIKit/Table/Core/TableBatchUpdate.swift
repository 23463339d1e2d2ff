import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()`, validated and mapped as UIKit
/// does: deletes, reloads and move sources in before-update coordinates; inserts and move
/// destinations in after-update coordinates.
struct BatchUpdate {
    // Sets, not `IndexSet`s: on Linux an `IndexSet` allocates an `NSIndexSet` even when empty,
    // and a table makes one `BatchUpdate` for every batch it performs.
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reconfiguredRows: [IndexPath] = []

    /// A rule the update breaks, as UIKit words it.
    typealias Violation = (kind: UITableView.HeadlessConsistencyViolation.Kind, message: String)

    /// The outcome of checking an update against UIKit's consistency rules.
    enum Validation {
        /// The update keeps the rules; the map says where each old row and section goes.
        case valid(IndexMap)
        /// The first rule the update breaks.
        case broken(Violation)
    }

    // MARK: - Validation

    /// Checks the update against UIKit's consistency rules, in UIKit's order.
    ///
    /// - Parameters:
    ///   - old: Rows per section before the update (what the table had loaded).
    ///   - new: Rows per section the data source reports after the update.
    /// - Returns: The map of the valid update, which checking the row counts needs anyway, or
    ///   the first rule it breaks.
    func validated(old: [Int], new: [Int]) -> Validation {
        if let violation = sectionViolation(old: old, new: new) ?? rowRangeViolation(old: old, new: new) {
            return .broken(violation)
        }
        let map = IndexMap(update: self, oldCounts: old, newCounts: new)
        if let violation = rowCountViolation(old: old, new: new, map: map) { return .broken(violation) }
        return .valid(map)
    }

    private func sectionViolation(old: [Int], new: [Int]) -> Violation? {
        // Of several sections out of range, the lowest is named.
        if let section = Self.lowest(of: deletedSections, reloadedSections, where: { $0 >= old.count }) {
            return (.sectionOutOfRange, "attempt to delete section \(section), but there are only \(old.count) sections before the update")
        }
        if let section = Self.lowest(of: insertedSections, where: { $0 >= new.count }) {
            return (.sectionOutOfRange, "attempt to insert section \(section) but there are only \(new.count) sections after the update")
        }
        for move in movedSections {
            if move.from >= old.count {
                return (.sectionOutOfRange, "attempt to move section \(move.from), but there are only \(old.count) sections before the update")
            }
            if move.to >= new.count {
                return (.sectionOutOfRange, "attempt to move section \(move.from) to section \(move.to), but there are only \(new.count) sections after the update")
            }
        }
        if let section = Self.lowest(of: deletedSections, where: reloadedSections.contains) {
            return (.conflictingOperations, "attempt to delete and reload the same section (\(section))")
        }
        var sources = Set<Int>()
        var destinations = Set<Int>()
        for move in movedSections {
            if deletedSections.contains(move.from) {
                return (.conflictingOperations, "attempt to perform a delete and a move from the same section (\(move.from))")
            }
            if reloadedSections.contains(move.from) {
                return (.conflictingOperations, "attempt to perform a reload and a move from the same section (\(move.from))")
            }
            if insertedSections.contains(move.to) {
                return (.conflictingOperations, "attempt to perform an insert and a move to the same section (\(move.to))")
            }
            if !sources.insert(move.from).inserted {
                return (.conflictingOperations, "attempt to perform multiple moves from the same section (\(move.from))")
            }
            if !destinations.insert(move.to).inserted {
                return (.conflictingOperations, "attempt to perform multiple moves to the same section (\(move.to))")
            }
        }
        let expected = old.count + insertedSections.count - deletedSections.count
        if new.count != expected {
            return (
                .invalidNumberOfSections,
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
            )
        }
        return nil
    }

    /// The lowest section of `sections` (and of `others`) that satisfies `predicate`.
    private static func lowest(of sections: Set<Int>, _ others: Set<Int> = [], where predicate: (Int) -> Bool) -> Int? {
        var lowest: Int?
        for section in sections where predicate(section) { lowest = min(section, lowest ?? section) }
        for section in others where predicate(section) { lowest = min(section, lowest ?? section) }
        return lowest
    }

    private func rowRangeViolation(old: [Int], new: [Int]) -> Violation? {
        for indexPath in deletedRows.union(reloadedRows).sorted() {
            if let violation = beforeRangeViolation(indexPath, old: old) { return violation }
            if deletedRows.contains(indexPath), reloadedRows.contains(indexPath) {
                return (.conflictingOperations, "attempt to delete and reload the same index path (\(indexPath.headlessDescription))")
            }
        }
        for indexPath in insertedRows.sorted() {
            guard indexPath.section < new.count else {
                return (.sectionOutOfRange, "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(new.count) sections after the update")
            }
            guard indexPath.row < new[indexPath.section] else {
                return (.rowOutOfRange, "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(new[indexPath.section]) rows in section \(indexPath.section) after the update")
            }
        }
        var sources = Set<IndexPath>()
        var destinations = Set<IndexPath>()
        for move in movedRows {
            // Described only for a message: most batches are valid, and a description costs more
            // than the checks.
            var from: String { move.from.headlessDescription }
            guard move.from.section < old.count, move.from.row < old[move.from.section] else {
                let rows = move.from.section < old.count ? old[move.from.section] : 0
                return (.rowOutOfRange, "attempt to move index path (\(from)) that does not exist - there are only \(rows) rows in section \(move.from.section) before the update")
            }
            guard move.to.section < new.count, move.to.row < new[move.to.section] else {
                let rows = move.to.section < new.count ? new[move.to.section] : 0
                return (.rowOutOfRange, "attempt to move index path (\(from)) to index path (\(move.to.headlessDescription)) that does not exist - there are only \(rows) rows in section \(move.to.section) after the update")
            }
            if deletedRows.contains(move.from) {
                return (.conflictingOperations, "attempt to perform a delete and a move from the same index path (\(from))")
            }
            if reloadedRows.contains(move.from) {
                return (.conflictingOperations, "attempt to perform a reload and a move from the same index path (\(from))")
            }
            if insertedRows.contains(move.to) {
                return (.conflictingOperations, "attempt to perform an insert and a move to the same index path (\(move.to.headlessDescription))")
            }
            if !sources.insert(move.from).inserted {
                return (.conflictingOperations, "attempt to perform multiple moves from the same index path (\(from))")
            }
            if !destinations.insert(move.to).inserted {
                return (.conflictingOperations, "attempt to perform multiple moves to the same index path (\(move.to.headlessDescription))")
            }
            if deletedSections.contains(move.from.section) || reloadedSections.contains(move.from.section) {
                return (.conflictingOperations, "attempt to move a row out of section \(move.from.section), which is being deleted or reloaded")
            }
            if insertedSections.contains(move.to.section) || reloadedSections.contains(move.to.section) {
                return (.conflictingOperations, "attempt to move a row into section \(move.to.section), which is being inserted or reloaded")
            }
        }
        return nil
    }

    private func beforeRangeViolation(_ indexPath: IndexPath, old: [Int]) -> Violation? {
        guard indexPath.section < old.count else {
            return (.sectionOutOfRange, "attempt to delete row \(indexPath.row) from section \(indexPath.section), but there are only \(old.count) sections before the update")
        }
        guard indexPath.row < old[indexPath.section] else {
            return (.rowOutOfRange, "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains \(old[indexPath.section]) rows before the update")
        }
        return nil
    }

    private func rowCountViolation(old: [Int], new: [Int], map: IndexMap) -> Violation? {
        for (oldSection, mapped) in map.sectionMap.enumerated() {
            guard let newSection = mapped, !reloadedSections.contains(oldSection) else { continue }
            let deleted = deletedRows.count { $0.section == oldSection }
            let inserted = insertedRows.count { $0.section == newSection }
            let movedOut = movedRows.count { $0.from.section == oldSection && $0.to.section != newSection }
            let movedIn = movedRows.count { $0.to.section == newSection && map.sectionMap[$0.from.section] != newSection }
            let expected = old[oldSection] + inserted - deleted + movedIn - movedOut
            if new[newSection] != expected {
                return (
                    .invalidNumberOfRows,
                    "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an existing section after the update (\(new[newSection])) must be equal to the number of rows contained in that section before the update (\(old[oldSection])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                )
            }
        }
        return nil
    }

    // MARK: - Mapping

    /// Where rows and sections that existed before a valid update are afterwards.
    struct IndexMap {
        /// New index of each old section; `nil` when deleted.
        let sectionMap: [Int?]
        private let update: BatchUpdate
        /// Per old section: sorted rows removed from it (deleted or moved away).
        private let removedRows: [Int: [Int]]
        /// Per new section: sorted rows taken by inserts and move destinations.
        private let occupiedRows: [Int: [Int]]
        private let moveDestinations: [IndexPath: IndexPath]

        init(update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
            self.update = update
            var map = [Int?](repeating: nil, count: oldCounts.count)
            var occupiedSections = update.insertedSections
            for move in update.movedSections {
                map[move.from] = move.to
                occupiedSections.insert(move.to)
            }
            let movedSources = Set(update.movedSections.map(\.from))
            // The sections that stay take the free slots in order, paired in one pass.
            var freeSlot = 0
            for old in oldCounts.indices where !update.deletedSections.contains(old) && !movedSources.contains(old) {
                while freeSlot < newCounts.count, occupiedSections.contains(freeSlot) { freeSlot += 1 }
                guard freeSlot < newCounts.count else { break }
                map[old] = freeSlot
                freeSlot += 1
            }
            sectionMap = map
            var removed: [Int: [Int]] = [:]
            for indexPath in update.deletedRows { removed[indexPath.section, default: []].append(indexPath.row) }
            var occupied: [Int: [Int]] = [:]
            for indexPath in update.insertedRows { occupied[indexPath.section, default: []].append(indexPath.row) }
            var destinations = [IndexPath: IndexPath](minimumCapacity: update.movedRows.count)
            for move in update.movedRows {
                removed[move.from.section, default: []].append(move.from.row)
                occupied[move.to.section, default: []].append(move.to.row)
                destinations[move.from] = move.to
            }
            for index in removed.values.indices { removed.values[index].sort() }
            for index in occupied.values.indices { occupied.values[index].sort() }
            removedRows = removed
            occupiedRows = occupied
            moveDestinations = destinations
        }

        /// Where an old row is after the update; `nil` when it was deleted, reloaded, or its
        /// section was deleted or reloaded (those rows are displayed anew).
        ///
        /// - Complexity: O(log *d* + *i*), *d* rows removed from its section and *i* rows
        ///   inserted into its new section.
        func newIndexPath(for old: IndexPath) -> IndexPath? {
            guard old.section < sectionMap.count, let newSection = sectionMap[old.section],
                  !update.reloadedSections.contains(old.section),
                  !update.deletedRows.contains(old), !update.reloadedRows.contains(old)
            else { return nil }
            if let destination = moveDestinations[old] { return destination }
            let removedBefore = removedRows[old.section].map { $0.partitioningIndex { $0 >= old.row } } ?? 0
            var row = old.row - removedBefore
            for taken in occupiedRows[newSection] ?? [] {
                guard taken <= row else { break }
                row += 1
            }
            return IndexPath(row: row, section: newSection)
        }

        /// Where an old section is after the update; `nil` when deleted or reloaded.
        func newSection(for old: Int) -> Int? {
            guard old < sectionMap.count, !update.reloadedSections.contains(old) else { return nil }
            return sectionMap[old]
        }
    }
}
