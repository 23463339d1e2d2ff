import Foundation

/// Where an item is in a snapshot: its section's position and its row.
@usableFromInline
struct DiffableItemLocation: Hashable, Sendable {
    @usableFromInline var section: Int
    @usableFromInline var row: Int

    @inlinable
    init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// Rows that one `appendItems` call added to a section and that have not been checked for
/// duplicates yet.
@usableFromInline
struct PendingAppend: Sendable {
    /// The rows the call added.
    @usableFromInline var rows: Range<Int>
    /// The call's number: later calls have higher numbers.
    @usableFromInline var call: Int

    @inlinable
    init(rows: Range<Int>, call: Int) {
        self.rows = rows
        self.call = call
    }
}

/// The contents of an ``NSDiffableDataSourceSnapshot``, shared by copies of the snapshot until
/// one of them changes (copy on write).
///
/// Appending only appends to arrays: the item index (identifier → location) is built the first
/// time something needs it, and building it is when appended identifiers are checked. An
/// identifier appended twice by one call is UIKit's "supplied item identifiers are not unique"
/// violation (the later occurrence is dropped); an identifier appended again by a later call
/// replaces the earlier occurrence, as UIKit moves an existing item into place.
///
/// A storage shared between snapshots is read under ``lock``, because building the index changes
/// it; a storage only one snapshot holds is changed without the lock.
@usableFromInline
final class DiffableSnapshotStorage<Section: Hashable & Sendable, Item: Hashable & Sendable>: @unchecked Sendable {
    // MARK: - Contents

    /// The section identifiers, in order.
    @usableFromInline var sections: [Section] = []
    /// The items of each section, in order.
    @usableFromInline var items: [[Item]] = []
    /// Sections marked for reloading, in the order marked.
    var reloadedSections: [Section] = []
    /// Items marked for reloading, in the order marked.
    var reloadedItems: [Item] = []
    /// Items marked for reconfiguring, in the order marked.
    var reconfiguredItems: [Item] = []

    // MARK: - Indexes

    /// The position of each section; always valid.
    @usableFromInline var sectionPositions: [Section: Int] = [:]
    /// The location of each item; `nil` while it must be rebuilt.
    @usableFromInline var itemLocations: [Item: DiffableItemLocation]?
    /// The flat position of each section's first item, plus the item count; valid with
    /// ``itemLocations``.
    private(set) var sectionStarts: [Int] = [0]
    /// Per section, the appends not yet checked, in row order.
    @usableFromInline var pendingAppends: [[PendingAppend]] = []
    /// The number of the next `appendItems` call.
    @usableFromInline var nextAppendCall = 0

    /// Guards a storage that snapshots share (see the type's discussion).
    let lock = NSLock()

    init() {}

    /// A storage with the same contents, for a snapshot about to change; taken under ``lock``,
    /// since other snapshots may be reading this one.
    @usableFromInline
    func lockedCopy() -> DiffableSnapshotStorage {
        lock.lock()
        defer { lock.unlock() }
        let copy = DiffableSnapshotStorage()
        copy.sections = sections
        copy.items = items
        copy.reloadedSections = reloadedSections
        copy.reloadedItems = reloadedItems
        copy.reconfiguredItems = reconfiguredItems
        copy.sectionPositions = sectionPositions
        copy.itemLocations = itemLocations
        copy.sectionStarts = sectionStarts
        copy.pendingAppends = pendingAppends
        copy.nextAppendCall = nextAppendCall
        return copy
    }

    // MARK: - Reading

    /// The number of items in all sections.
    var itemCount: Int {
        items.reduce(0) { $0 + $1.count }
    }

    /// The item at a location, or `nil` outside the snapshot.
    func item(section: Int, row: Int) -> Item? {
        guard items.indices.contains(section), items[section].indices.contains(row) else { return nil }
        return items[section][row]
    }

    /// The location of an item; the storage must be normalized.
    func location(of item: Item) -> DiffableItemLocation? {
        itemLocations?[item]
    }

    /// The position of an item among all items; the storage must be normalized.
    func flatPosition(of item: Item) -> Int? {
        guard let location = location(of: item) else { return nil }
        return sectionStarts[location.section] + location.row
    }

    // MARK: - Appending

    /// Appends items to the section at `section` without checking them (see the type).
    @inlinable
    func appendUnchecked(_ newItems: [Item], toSectionAt section: Int) {
        guard !newItems.isEmpty else { return }
        let start = items[section].count
        items[section].append(contentsOf: newItems)
        pendingAppends[section].append(PendingAppend(rows: start..<start + newItems.count, call: nextAppendCall))
        nextAppendCall += 1
        itemLocations = nil
    }

    /// Appends sections, skipping identifiers already present or supplied twice.
    func appendSections(_ identifiers: [Section], violations: inout [UITableView.ConsistencyViolation]) {
        var duplicates: [Section] = []
        for identifier in identifiers {
            guard sectionPositions[identifier] == nil else {
                duplicates.append(identifier)
                continue
            }
            sectionPositions[identifier] = sections.count
            sections.append(identifier)
            items.append([])
            pendingAppends.append([])
        }
        if !duplicates.isEmpty { violations.append(DiffableViolation.nonUniqueSections(duplicates)) }
        if itemLocations != nil { sectionStarts.append(sectionStarts[sectionStarts.count - 1]) }
    }

    // MARK: - Normalizing

    /// Checks pending appends and builds the item index, if needed.
    ///
    /// - Returns: The violations found, to report once the storage is consistent again.
    /// - Complexity: O(*n*) when the index must be built, O(1) otherwise.
    func normalize() -> [UITableView.ConsistencyViolation] {
        guard itemLocations == nil else { return [] }
        var locations = [Item: DiffableItemLocation](minimumCapacity: itemCount)
        var dropped: [DiffableItemLocation] = []
        var suppliedTwice: [(call: Int, item: Item)] = []
        for (section, sectionItems) in items.enumerated() {
            for (row, item) in sectionItems.enumerated() {
                let here = DiffableItemLocation(section: section, row: row)
                guard let earlier = locations.updateValue(here, forKey: item) else { continue }
                let earlierCall = appendCall(at: earlier)
                let laterCall = appendCall(at: here)
                if laterCall > earlierCall {
                    // Appended again by a later call: the existing item moves into place.
                    dropped.append(earlier)
                } else {
                    locations[item] = earlier
                    dropped.append(here)
                    if laterCall == earlierCall, !suppliedTwice.contains(where: { $0.call == laterCall && $0.item == item }) {
                        suppliedTwice.append((laterCall, item))
                    }
                }
            }
        }
        for section in pendingAppends.indices { pendingAppends[section].removeAll() }
        var violations: [UITableView.ConsistencyViolation] = []
        for call in Set(suppliedTwice.map(\.call)).sorted() {
            violations.append(DiffableViolation.nonUniqueItems(suppliedTwice.filter { $0.call == call }.map(\.item)))
        }
        if dropped.isEmpty {
            adoptIndex(locations)
        } else {
            remove(dropped)
            violations += normalize()
        }
        return violations
    }

    /// The number of the append call that added the item at `location`, or -1 when the item was
    /// there before the pending appends.
    private func appendCall(at location: DiffableItemLocation) -> Int {
        let appends = pendingAppends[location.section]
        let index = appends.partitioningIndex { $0.rows.upperBound > location.row }
        guard index < appends.count, appends[index].rows.contains(location.row) else { return -1 }
        return appends[index].call
    }

    private func adoptIndex(_ locations: [Item: DiffableItemLocation]) {
        itemLocations = locations
        var starts = [0]
        starts.reserveCapacity(items.count + 1)
        for sectionItems in items { starts.append(starts[starts.count - 1] + sectionItems.count) }
        sectionStarts = starts
    }

    // MARK: - Editing

    /// Removes the items at `locations` (each at most once) and invalidates the item index.
    func remove(_ locations: [DiffableItemLocation]) {
        for (section, inSection) in Dictionary(grouping: locations, by: \.section) {
            let rows = Set(inSection.map(\.row))
            var row = -1
            items[section].removeAll { _ in
                row += 1
                return rows.contains(row)
            }
        }
        itemLocations = nil
    }

    /// Inserts items at a row of a section and invalidates the item index.
    func insert(_ newItems: [Item], section: Int, row: Int) {
        items[section].insert(contentsOf: newItems, at: row)
        itemLocations = nil
    }

    /// Replaces the sections (and their items) and rebuilds the section positions.
    func replaceSections(_ newSections: [Section], items newItems: [[Item]]) {
        sections = newSections
        items = newItems
        pendingAppends = Array(repeating: [], count: newSections.count)
        sectionPositions = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        itemLocations = nil
    }

    /// Forgets marks on identifiers the snapshot no longer contains.
    func pruneMarks() {
        _ = normalize()
        reloadedItems.removeAll { itemLocations?[$0] == nil }
        reconfiguredItems.removeAll { itemLocations?[$0] == nil }
        reloadedSections.removeAll { sectionPositions[$0] == nil }
    }
}
