import Foundation

/// A representation of the state of the data in a view at a specific point in time.
///
/// Build a snapshot with the sections and items to show, then apply it to a
/// ``UITableViewDiffableDataSource``. Every section and every item needs an identifier that is
/// unique in the snapshot.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
/// snapshot.appendSections([0])
/// snapshot.appendItems([UUID(), UUID(), UUID()])
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Headless: errors UIKit raises from snapshot calls (an identifier supplied twice, an
/// identifier the snapshot does not contain) go to ``HeadlessSnapshotViolations/handler``, or to
/// the table while a data source applies the snapshot. Appending only appends: appended
/// identifiers are checked for uniqueness the first time the snapshot is read or applied, so a
/// duplicate is reported then rather than inside `appendItems`.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The contents, shared with copies until one of them changes.
    @usableFromInline var storage: DiffableSnapshotStorage<SectionIdentifierType, ItemIdentifierType>

    /// Creates an empty snapshot.
    @inlinable
    public init() {
        storage = DiffableSnapshotStorage(hashing: .specialized)
    }

    // MARK: - Getting item and section metrics

    /// The number of items in the snapshot.
    ///
    /// - Complexity: O(sections), plus checking pending appends (O(*n*)) once.
    public var numberOfItems: Int {
        read { storage, _ in storage.itemCount }
    }

    /// The number of sections in the snapshot.
    public var numberOfSections: Int {
        read { storage, _ in storage.sections.count }
    }

    /// Returns the number of items in a section of the snapshot.
    ///
    /// - Parameter identifier: The section. A section the snapshot does not contain is a
    ///   violation; the answer is then 0.
    /// - Returns: The number of items in the section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        read { storage, violations in
            guard let section = storage.sectionPositions[identifier] else {
                violations.append(DiffableViolation.unknownSection(identifier, in: "numberOfItems(inSection:)"))
                return 0
            }
            return storage.items[section].count
        }
    }

    // MARK: - Identifying items and sections

    /// The identifiers of all the items in the snapshot, section by section.
    ///
    /// - Complexity: O(*n*).
    public var itemIdentifiers: [ItemIdentifierType] {
        read { storage, _ in Array(storage.items.joined()) }
    }

    /// The identifiers of all the sections in the snapshot.
    public var sectionIdentifiers: [SectionIdentifierType] {
        read { storage, _ in storage.sections }
    }

    /// Returns the index of an item among all the items of the snapshot.
    ///
    /// - Parameter identifier: The item.
    /// - Returns: Its 0-based index, or `nil` when the snapshot does not contain it.
    /// - Complexity: O(1), once the item index is built.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        read { storage, _ in storage.flatPosition(of: identifier) }
    }

    /// Returns the index of a section of the snapshot.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: Its 0-based index, or `nil` when the snapshot does not contain it.
    /// - Complexity: O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        read { storage, _ in storage.sectionPositions[identifier] }
    }

    /// Returns the identifiers of the items of a section.
    ///
    /// - Parameter identifier: The section. A section the snapshot does not contain is a
    ///   violation; the answer is then empty.
    /// - Returns: The section's items, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        read { storage, violations in
            guard let section = storage.sectionPositions[identifier] else {
                violations.append(DiffableViolation.unknownSection(identifier, in: "itemIdentifiers(inSection:)"))
                return []
            }
            return storage.items[section]
        }
    }

    /// Returns the identifier of the section containing an item.
    ///
    /// - Parameter identifier: The item.
    /// - Returns: Its section, or `nil` when the snapshot does not contain the item.
    /// - Complexity: O(1), once the item index is built.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        read { storage, _ in storage.location(of: identifier).map { storage.sections[$0.section] } }
    }

    // MARK: - Internal

    /// Reads the normalized contents under the storage's lock, then reports the violations found.
    func read<Result>(
        _ body: (DiffableSnapshotStorage<SectionIdentifierType, ItemIdentifierType>, inout [UITableView.HeadlessConsistencyViolation]) -> Result
    ) -> Result {
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        storage.lock.lock()
        violations = storage.normalize()
        let result = body(storage, &violations)
        storage.lock.unlock()
        HeadlessSnapshotViolations.report(violations)
        return result
    }

    /// The storage, copied first if another snapshot shares it.
    @inlinable
    mutating func uniqueStorage() -> DiffableSnapshotStorage<SectionIdentifierType, ItemIdentifierType> {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.lockedCopy()
        }
        return storage
    }

    /// Changes the normalized contents of this snapshot alone, then reports the violations found.
    mutating func edit(
        _ body: (DiffableSnapshotStorage<SectionIdentifierType, ItemIdentifierType>, inout [UITableView.HeadlessConsistencyViolation]) -> Void
    ) {
        let storage = uniqueStorage()
        var violations = storage.normalize()
        body(storage, &violations)
        HeadlessSnapshotViolations.report(violations)
    }
}
