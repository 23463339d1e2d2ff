import Foundation

extension MemoryStorageDraft {
    /// The changes to deliver for this transaction, in UIKit batch-update coordinates.
    ///
    /// A single operation's own log already uses batch coordinates and keeps DTModelStorage's
    /// familiar order; several operations are summarised by comparing each item's origin with its
    /// final place.
    var deliveredChanges: ChangeLog {
        operationCount <= 1 && logIsBatchConsistent ? log : batchChanges()
    }

    /// Summarises the transaction as one batch: section deletions, insertions and moves, then item
    /// changes — deletions and reloads at their old index paths, insertions at their new ones,
    /// moves from old to new. Items of inserted sections are listed as inserted, as a single
    /// `insertSection` would list them — also those moved there from a surviving section, whose
    /// old rows are then listed as deleted: UIKit rejects a row move into an inserted section.
    /// Likewise an item moved out of a deleted section is listed as inserted.
    ///
    /// - Complexity: O(*s* + *t* log *t*), where *s* is the number of sections and *t* the number of
    ///   items, before and after, in sections the transaction edited.
    func batchChanges() -> ChangeLog {
        var changes = ChangeLog()
        var finalIndexOfOrigin = Array(repeating: Int?.none, count: countsBefore.count)
        for (finalIndex, section) in sections.enumerated() {
            if let origin = section.origin { finalIndexOfOrigin[origin] = finalIndex }
        }
        appendSectionChanges(to: &changes, finalIndexOfOrigin: finalIndexOfOrigin)

        // survivingRows[origin]?[row]: whether the item at that old place is still in the storage.
        var survivingRows = Array(repeating: [Bool]?.none, count: countsBefore.count)
        for section in sections where section.itemOrigins != nil {
            if let origin = section.origin { survivingRows[origin] = Array(repeating: false, count: countsBefore[origin]) }
        }
        for (finalIndex, section) in sections.enumerated() {
            guard let origins = section.itemOrigins else { continue }
            var keptInPlaceCandidates: [(row: Int, sourceRow: Int)] = []
            for (row, itemOrigin) in origins.enumerated() {
                let destination = IndexPath(item: row, section: finalIndex)
                guard section.origin != nil, !itemOrigin.isInserted, finalIndexOfOrigin[itemOrigin.section] != nil else {
                    changes.objectChanges.append(.insert, at: destination)
                    continue
                }
                survivingRows[itemOrigin.section]?[itemOrigin.row] = true
                if itemOrigin.section == section.origin {
                    keptInPlaceCandidates.append((row, itemOrigin.row))
                } else {
                    let source = IndexPath(item: itemOrigin.row, section: itemOrigin.section)
                    appendMove(from: source, to: destination, reloaded: itemOrigin.reloaded, to: &changes)
                }
            }
            let staying = IncreasingSubsequence.positions(of: keptInPlaceCandidates.map(\.sourceRow))
            for (position, candidate) in keptInPlaceCandidates.enumerated() {
                let source = IndexPath(item: candidate.sourceRow, section: section.origin ?? finalIndex)
                let destination = IndexPath(item: candidate.row, section: finalIndex)
                let reloaded = origins[candidate.row].reloaded
                if !staying[position] {
                    appendMove(from: source, to: destination, reloaded: reloaded, to: &changes)
                } else if reloaded {
                    changes.objectChanges.append(.update, at: source)
                    changes.updatedObjects[source] = section.items[candidate.row]
                }
            }
        }
        for (origin, surviving) in survivingRows.enumerated() {
            guard let surviving else { continue }
            for (row, survived) in surviving.enumerated() where !survived {
                changes.objectChanges.append(.delete, at: IndexPath(item: row, section: origin))
            }
        }
        return changes
    }

    private func appendSectionChanges(to changes: inout ChangeLog, finalIndexOfOrigin: [Int?]) {
        for (origin, finalIndex) in finalIndexOfOrigin.enumerated() where finalIndex == nil {
            changes.sectionChanges.append((.delete, [origin]))
        }
        var survivors: [(origin: Int, finalIndex: Int)] = []
        for (finalIndex, section) in sections.enumerated() {
            if let origin = section.origin {
                survivors.append((origin, finalIndex))
            } else {
                changes.sectionChanges.append((.insert, [finalIndex]))
            }
        }
        let staying = IncreasingSubsequence.positions(of: survivors.map(\.origin))
        for (position, survivor) in survivors.enumerated() where !staying[position] {
            changes.sectionChanges.append((.move, [survivor.origin, survivor.finalIndex]))
        }
    }

    /// A reloaded item that also moved is delivered as a deletion and an insertion, because a
    /// view does not reconfigure a moved cell.
    private func appendMove(from source: IndexPath, to destination: IndexPath, reloaded: Bool, to changes: inout ChangeLog) {
        if reloaded {
            changes.objectChanges.append(.delete, at: source)
            changes.objectChanges.append(.insert, at: destination)
        } else {
            changes.objectChanges.appendMove(from: source, to: destination)
        }
    }
}

extension IncreasingSubsequence {
    /// Marks one longest strictly increasing subsequence of distinct non-negative `values`.
    ///
    /// - Parameter values: The values, for example the old rows of items in their new order.
    /// - Returns: For each position of `values`, whether it is on the subsequence: those elements
    ///   keep their relative order, every other one needs an explicit move.
    /// - Complexity: O(*n* log *n*) worst case, O(*n*) when `values` is nearly sorted.
    static func positions(of values: [Int]) -> [Bool] {
        var onSubsequence = [Bool](repeating: false, count: values.count)
        var run = IncreasingSubsequence(capacity: values.count)
        run.mark(values.map { Int32(truncatingIfNeeded: $0) }, in: values.indices, onSubsequence: &onSubsequence)
        return onSubsequence
    }
}
