import Foundation

// Appending, inserting, deleting and moving items and sections.
extension NSDiffableDataSourceSnapshot {
    // MARK: - Items

    /// Adds items to the end of a section.
    ///
    /// An identifier already in the snapshot moves here, as in UIKit (which logs a warning). An
    /// identifier supplied twice is UIKit's "supplied item identifiers are not unique"
    /// violation; headless, it is reported when the snapshot is next read or applied, and the
    /// second occurrence is dropped.
    ///
    /// - Parameters:
    ///   - identifiers: The items, in order.
    ///   - sectionIdentifier: The section; `nil` appends to the last section. A section the
    ///     snapshot does not contain, or a snapshot without sections, is a violation.
    /// - Complexity: O(*k*) for *k* items: the items are only appended.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        if !uniqueStorage().contents.appendItems(identifiers, toSection: sectionIdentifier) {
            reportMissingSection(sectionIdentifier)
        }
    }

    /// Inserts items immediately before an item.
    ///
    /// Identifiers already in the snapshot move here; an identifier supplied twice is a violation.
    ///
    /// - Parameters:
    ///   - identifiers: The items, in order.
    ///   - beforeIdentifier: An item of the snapshot; one it does not contain is a violation.
    /// - Complexity: O(*n*).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items immediately after an item.
    ///
    /// Identifiers already in the snapshot move here; an identifier supplied twice is a violation.
    ///
    /// - Parameters:
    ///   - identifiers: The items, in order.
    ///   - afterIdentifier: An item of the snapshot; one it does not contain is a violation.
    /// - Complexity: O(*n*).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    ///
    /// - Parameter identifiers: Items of the snapshot; one it does not contain is a violation.
    /// - Complexity: O(*n*).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        edit { storage, violations in
            var locations: [DiffableItemLocation] = []
            for identifier in identifiers {
                guard let location = storage.location(of: identifier) else {
                    violations.append(DiffableViolation.unknownItem(identifier, in: "deleteItems(_:)"))
                    continue
                }
                locations.append(location)
            }
            storage.remove(Array(Set(locations)))
            storage.pruneMarks()
        }
    }

    /// Deletes every section and every item.
    public mutating func deleteAllItems() {
        edit { storage, _ in
            storage.replaceSections([], items: [])
            storage.pruneMarks()
        }
    }

    /// Moves an item to the position immediately before another item.
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item to move it before. Either item missing is a violation.
    /// - Complexity: O(*n*).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item to the position immediately after another item.
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item to move it after. Either item missing is a violation.
    /// - Complexity: O(*n*).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    // MARK: - Sections

    /// Adds sections to the end of the snapshot.
    ///
    /// - Parameter identifiers: The sections, in order. An identifier already in the snapshot or
    ///   supplied twice is a violation and is skipped.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let duplicates = uniqueStorage().contents.appendSections(identifiers)
        if !duplicates.isEmpty { reportDuplicateSections(duplicates) }
    }

    /// Inserts sections immediately before a section.
    ///
    /// - Parameters:
    ///   - identifiers: The new sections, in order; one already in the snapshot or supplied twice
    ///     is a violation and is skipped.
    ///   - toIdentifier: A section of the snapshot; one it does not contain is a violation.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections immediately after a section.
    ///
    /// - Parameters:
    ///   - identifiers: The new sections, in order; one already in the snapshot or supplied twice
    ///     is a violation and is skipped.
    ///   - toIdentifier: A section of the snapshot; one it does not contain is a violation.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items.
    ///
    /// - Parameter identifiers: Sections of the snapshot; one it does not contain is a violation.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        edit { storage, violations in
            var deleted = Set<SectionIdentifierType>()
            for identifier in identifiers {
                guard storage.sectionPositions[identifier] != nil else {
                    violations.append(DiffableViolation.unknownSection(identifier, in: "deleteSections(_:)"))
                    continue
                }
                deleted.insert(identifier)
            }
            let kept = storage.sections.indices.filter { !deleted.contains(storage.sections[$0]) }
            storage.replaceSections(kept.map { storage.sections[$0] }, items: kept.map { storage.items[$0] })
            storage.pruneMarks()
        }
    }

    /// Moves a section to the position immediately before another section.
    ///
    /// - Parameters:
    ///   - identifier: The section to move, with its items.
    ///   - toIdentifier: The section to move it before. Either section missing is a violation.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section to the position immediately after another section.
    ///
    /// - Parameters:
    ///   - identifier: The section to move, with its items.
    ///   - toIdentifier: The section to move it after. Either section missing is a violation.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    // MARK: - Internal

    /// Reports section identifiers `appendSections` skipped.
    @usableFromInline
    func reportDuplicateSections(_ identifiers: [SectionIdentifierType]) {
        HeadlessSnapshotViolations.report([DiffableViolation.nonUniqueSections(identifiers)])
    }

    /// Reports a section `appendItems` cannot append to.
    @usableFromInline
    func reportMissingSection(_ identifier: SectionIdentifierType?) {
        HeadlessSnapshotViolations.report([
            identifier.map { DiffableViolation.unknownSection($0, in: "appendItems(_:toSection:)") } ?? DiffableViolation.noSections,
        ])
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        edit { storage, violations in
            guard storage.location(of: anchor) != nil else {
                violations.append(DiffableViolation.unknownItem(anchor, in: operation))
                return
            }
            let (inserted, duplicates) = Self.firstOccurrences(identifiers.filter { $0 != anchor })
            if !duplicates.isEmpty { violations.append(DiffableViolation.nonUniqueItems(duplicates)) }
            let present = inserted.compactMap { storage.location(of: $0) }
            if !present.isEmpty {
                storage.remove(present)
                _ = storage.normalize()
            }
            guard let location = storage.location(of: anchor) else { return }
            storage.insert(inserted, section: location.section, row: location.row + (after ? 1 : 0))
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        edit { storage, violations in
            guard let moved = storage.location(of: identifier) else {
                violations.append(DiffableViolation.unknownItem(identifier, in: operation))
                return
            }
            guard storage.location(of: anchor) != nil else {
                violations.append(DiffableViolation.unknownItem(anchor, in: operation))
                return
            }
            guard identifier != anchor else { return }
            storage.remove([moved])
            _ = storage.normalize()
            guard let location = storage.location(of: anchor) else { return }
            storage.insert([identifier], section: location.section, row: location.row + (after ? 1 : 0))
        }
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], nextTo anchor: SectionIdentifierType, after: Bool, operation: String
    ) {
        edit { storage, violations in
            guard let anchorPosition = storage.sectionPositions[anchor] else {
                violations.append(DiffableViolation.unknownSection(anchor, in: operation))
                return
            }
            var (inserted, duplicates) = Self.firstOccurrences(identifiers)
            duplicates += inserted.filter { storage.sectionPositions[$0] != nil }
            inserted.removeAll { storage.sectionPositions[$0] != nil }
            if !duplicates.isEmpty { violations.append(DiffableViolation.nonUniqueSections(duplicates)) }
            let position = anchorPosition + (after ? 1 : 0)
            var sections = storage.sections
            var items = storage.items
            sections.insert(contentsOf: inserted, at: position)
            items.insert(contentsOf: Array(repeating: [], count: inserted.count), at: position)
            storage.replaceSections(sections, items: items)
        }
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, nextTo anchor: SectionIdentifierType, after: Bool, operation: String
    ) {
        edit { storage, violations in
            guard let from = storage.sectionPositions[identifier] else {
                violations.append(DiffableViolation.unknownSection(identifier, in: operation))
                return
            }
            guard storage.sectionPositions[anchor] != nil else {
                violations.append(DiffableViolation.unknownSection(anchor, in: operation))
                return
            }
            guard identifier != anchor else { return }
            var sections = storage.sections
            var items = storage.items
            sections.remove(at: from)
            let movedItems = items.remove(at: from)
            let to = (sections.firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
            sections.insert(identifier, at: to)
            items.insert(movedItems, at: to)
            storage.replaceSections(sections, items: items)
        }
    }

    /// The first occurrence of each identifier, in order, and the identifiers that occur again.
    static func firstOccurrences<Identifier: Hashable>(_ identifiers: [Identifier]) -> (unique: [Identifier], repeated: [Identifier]) {
        var seen = Set<Identifier>()
        var unique: [Identifier] = []
        var repeated: [Identifier] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted {
                unique.append(identifier)
            } else if !repeated.contains(identifier) {
                repeated.append(identifier)
            }
        }
        return (unique, repeated)
    }
}
