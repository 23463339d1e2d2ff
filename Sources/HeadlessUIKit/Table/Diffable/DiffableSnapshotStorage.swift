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
    /// The section the call appended to.
    @usableFromInline var section: Int
    /// The rows the call added.
    @usableFromInline var rows: Range<Int>

    @inlinable
    init(section: Int, rows: Range<Int>) {
        self.section = section
        self.rows = rows
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
    @usableFromInline var sectionStarts: [Int] = [0]
    /// The appends not yet checked, one per `appendItems` call, in call order.
    @usableFromInline var pendingAppends: [PendingAppend] = []

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
        pendingAppends.append(PendingAppend(section: section, rows: start..<start + newItems.count))
        itemLocations = nil
    }

    /// Appends sections, skipping identifiers already present or supplied twice.
    ///
    /// - Returns: The skipped identifiers.
    @inlinable
    func appendSections(_ identifiers: [Section]) -> [Section] {
        var duplicates: [Section] = []
        for identifier in identifiers {
            if let existing = sectionPositions.updateValue(sections.count, forKey: identifier) {
                sectionPositions[identifier] = existing
                duplicates.append(identifier)
                continue
            }
            sections.append(identifier)
            items.append([])
            if itemLocations != nil { sectionStarts.append(sectionStarts[sectionStarts.count - 1]) }
        }
        return duplicates
    }

    // MARK: - Normalizing

    /// Checks pending appends and builds the item index, if needed.
    ///
    /// - Returns: The violations found, to report once the storage is consistent again.
    /// - Complexity: O(*n*) when the index must be built, O(1) otherwise.
    func normalize() -> [UITableView.ConsistencyViolation] {
        guard itemLocations == nil else { return [] }
        var locations = [Item: DiffableItemLocation](minimumCapacity: itemCount)
        var conflicts = ConflictResolver(pendingAppends)
        for section in items.indices {
            let sectionItems = items[section]
            for row in sectionItems.indices {
                let here = DiffableItemLocation(section: section, row: row)
                guard let earlier = locations.updateValue(here, forKey: sectionItems[row]) else { continue }
                if conflicts.keepsLater(earlier: earlier, later: here, item: sectionItems[row]) {
                    // Appended again by a later call: the existing item moves into place.
                } else {
                    locations[sectionItems[row]] = earlier
                }
            }
        }
        pendingAppends.removeAll()
        let violations = conflicts.suppliedTwice.map { DiffableViolation.nonUniqueItems($0) }
        if conflicts.dropped.isEmpty {
            adoptIndex(locations)
            return violations
        }
        remove(conflicts.dropped)
        return violations + normalize()
    }

    /// Decides, for an identifier found twice while building the index, which occurrence stays.
    private struct ConflictResolver {
        /// The pending appends by section, grouped on the first conflict.
        private let appends: [PendingAppend]
        private var appendsBySection: [Int: [(call: Int, rows: Range<Int>)]]?
        /// The occurrences to remove.
        private(set) var dropped: [DiffableItemLocation] = []
        /// Per append call given an identifier twice, those identifiers, in call order.
        private var repeated: [(call: Int, items: [Item])] = []

        init(_ appends: [PendingAppend]) {
            self.appends = appends
        }

        /// The identifiers each call gave twice.
        var suppliedTwice: [[Item]] {
            repeated.sorted { $0.call < $1.call }.map(\.items)
        }

        /// Whether the later occurrence stays (it was appended by a later call); records the
        /// occurrence removed and, for two occurrences from one call, the violation.
        mutating func keepsLater(earlier: DiffableItemLocation, later: DiffableItemLocation, item: Item) -> Bool {
            let earlierCall = call(at: earlier)
            let laterCall = call(at: later)
            if laterCall > earlierCall {
                dropped.append(earlier)
                return true
            }
            dropped.append(later)
            if laterCall == earlierCall {
                if let index = repeated.firstIndex(where: { $0.call == laterCall }) {
                    if !repeated[index].items.contains(item) { repeated[index].items.append(item) }
                } else {
                    repeated.append((laterCall, [item]))
                }
            }
            return false
        }

        /// The number of the append call that added the item at `location`, or -1 when the
        /// item was there before the pending appends.
        private mutating func call(at location: DiffableItemLocation) -> Int {
            if appendsBySection == nil {
                var grouped: [Int: [(call: Int, rows: Range<Int>)]] = [:]
                for (call, append) in appends.enumerated() { grouped[append.section, default: []].append((call, append.rows)) }
                appendsBySection = grouped
            }
            let inSection = appendsBySection?[location.section] ?? []
            let index = inSection.partitioningIndex { $0.rows.upperBound > location.row }
            guard index < inSection.count, inSection[index].rows.contains(location.row) else { return -1 }
            return inSection[index].call
        }
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
