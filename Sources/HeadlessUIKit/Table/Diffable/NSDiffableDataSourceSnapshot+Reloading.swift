import Foundation

// Marking items and sections to reload or reconfigure when the snapshot is applied.
extension NSDiffableDataSourceSnapshot {
    /// Marks items so that applying the snapshot replaces their cells: the table asks the data
    /// source for new cells.
    ///
    /// - Parameter identifiers: Items of the snapshot; one it does not contain is a violation.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, operation: "reloadItems(_:)", in: \.reloadedItems)
    }

    /// Marks items so that applying the snapshot updates their existing cells: the cell provider
    /// runs again and dequeueing hands back the cell already displayed, without
    /// `prepareForReuse()`.
    ///
    /// The cell provider must dequeue the same type of cell for the item. Use it instead of
    /// ``reloadItems(_:)`` unless the cell must be replaced.
    ///
    /// - Parameter identifiers: Items of the snapshot; one it does not contain is a violation.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, operation: "reconfigureItems(_:)", in: \.reconfiguredItems)
    }

    /// Marks sections so that applying the snapshot reloads them: their header, footer and rows
    /// are displayed anew.
    ///
    /// - Parameter identifiers: Sections of the snapshot; one it does not contain is a violation.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard !identifiers.isEmpty else { return }
        edit { storage, violations in
            for identifier in identifiers {
                guard storage.sectionPositions[identifier] != nil else {
                    violations.append(DiffableViolation.unknownSection(identifier, in: "reloadSections(_:)"))
                    continue
                }
                if !storage.reloadedSections.contains(identifier) { storage.reloadedSections.append(identifier) }
            }
        }
    }

    /// The items that applying the snapshot reloads, in the order marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] {
        read { storage, _ in storage.reloadedItems }
    }

    /// The items that applying the snapshot reconfigures, in the order marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
        read { storage, _ in storage.reconfiguredItems }
    }

    /// The sections that applying the snapshot reloads, in the order marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        read { storage, _ in storage.reloadedSections }
    }

    private mutating func mark(
        _ identifiers: [ItemIdentifierType],
        operation: String,
        in marks: ReferenceWritableKeyPath<DiffableSnapshotStorage<SectionIdentifierType, ItemIdentifierType>, [ItemIdentifierType]>
    ) {
        guard !identifiers.isEmpty else { return }
        edit { storage, violations in
            var marked = Set(storage[keyPath: marks])
            // Collected first and appended once: appending through the key path one by one
            // copied the whole list for every identifier (quadratic in the identifiers marked).
            var added: [ItemIdentifierType] = []
            for identifier in identifiers {
                guard storage.location(of: identifier) != nil else {
                    violations.append(DiffableViolation.unknownItem(identifier, in: operation))
                    continue
                }
                if marked.insert(identifier).inserted { added.append(identifier) }
            }
            if !added.isEmpty { storage[keyPath: marks].append(contentsOf: added) }
        }
    }
}
