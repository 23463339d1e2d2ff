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

/// What a snapshot contains, as one value, so that a storage changes it with one access.
@usableFromInline
struct DiffableSnapshotContents<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
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
    /// The position of each section; always valid.
    @usableFromInline var sectionPositions: [Section: Int] = [:]
    /// The location of each item; `nil` while it must be rebuilt.
    @usableFromInline var itemIndex: DiffableItemIndex?
    /// The appends not yet checked, one per `appendItems` call, in call order.
    @usableFromInline var pendingAppends: [PendingAppend] = []

    @usableFromInline
    init() {}

    /// Appends items to the end of a section (the last one for `nil`) without checking them.
    ///
    /// - Returns: `false` when there is no such section.
    @inlinable
    mutating func appendItems(_ newItems: [Item], toSection identifier: Section?) -> Bool {
        let section = if let identifier { sectionPositions[identifier] } else { sections.isEmpty ? nil : sections.count - 1 }
        guard let section else { return false }
        guard !newItems.isEmpty else { return true }
        let start = items[section].count
        items[section].append(contentsOf: newItems)
        pendingAppends.append(PendingAppend(section: section, rows: start..<start + newItems.count))
        itemIndex = nil
        return true
    }

    /// Appends sections, skipping identifiers already present or supplied twice.
    ///
    /// - Returns: The skipped identifiers.
    @inlinable
    mutating func appendSections(_ identifiers: [Section]) -> [Section] {
        var duplicates: [Section] = []
        // Room for all of them at once, rather than rehashing the positions as they grow.
        sectionPositions.reserveCapacity(sectionPositions.count + identifiers.count)
        sections.reserveCapacity(sections.count + identifiers.count)
        items.reserveCapacity(items.count + identifiers.count)
        for identifier in identifiers {
            if let existing = sectionPositions.updateValue(sections.count, forKey: identifier) {
                sectionPositions[identifier] = existing
                duplicates.append(identifier)
                continue
            }
            sections.append(identifier)
            items.append([])
            itemIndex = nil
        }
        return duplicates
    }
}

/// Hashes identifiers with code specialized for their type.
///
/// A snapshot creates it where the identifier type is known (its initializer is inlined into
/// the app's code), so the storage, whose code is generic, hashes a section's identifiers in one
/// specialized loop instead of through the `Hashable` witness for each.
@usableFromInline @frozen
struct DiffableItemHashing<Item: Hashable & Sendable>: Sendable {
    /// Hashes one identifier.
    @usableFromInline let hash: @Sendable (Item) -> Int
    /// Hashes identifiers, in order.
    @usableFromInline let hashAll: @Sendable ([Item]) -> [Int]

    @inlinable
    init(hash: @escaping @Sendable (Item) -> Int, hashAll: @escaping @Sendable ([Item]) -> [Int]) {
        self.hash = hash
        self.hashAll = hashAll
    }

    /// Hashing specialized for `Item` wherever this is inlined.
    @inlinable
    static var specialized: DiffableItemHashing {
        DiffableItemHashing(hash: { $0.hashValue }, hashAll: { $0.map(\.hashValue) })
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
    /// The contents.
    ///
    /// Not checked for exclusive access at run time: a snapshot changes its storage only while it
    /// holds the sole reference, and reads a shared one under ``lock``, so accesses never overlap;
    /// the checks cost more than appending a short list of identifiers.
    @exclusivity(unchecked) @usableFromInline var contents = DiffableSnapshotContents<Section, Item>()

    /// Guards a storage that snapshots share (see the type's discussion).
    let lock = NSLock()
    /// Hashes the identifiers.
    let hashing: DiffableItemHashing<Item>

    @usableFromInline
    init(hashing: DiffableItemHashing<Item>) {
        self.hashing = hashing
    }

    /// A storage with the same contents, for a snapshot about to change; taken under ``lock``,
    /// since other snapshots may be reading this one.
    @usableFromInline
    func lockedCopy() -> DiffableSnapshotStorage {
        lock.lock()
        defer { lock.unlock() }
        let copy = DiffableSnapshotStorage(hashing: hashing)
        copy.contents = contents
        return copy
    }

    // MARK: - Contents

    /// The section identifiers, in order.
    var sections: [Section] {
        get { contents.sections }
        _modify { yield &contents.sections }
    }

    /// The items of each section, in order.
    var items: [[Item]] {
        get { contents.items }
        _modify { yield &contents.items }
    }

    /// Sections marked for reloading, in the order marked.
    var reloadedSections: [Section] {
        get { contents.reloadedSections }
        _modify { yield &contents.reloadedSections }
    }

    /// Items marked for reloading, in the order marked.
    var reloadedItems: [Item] {
        get { contents.reloadedItems }
        _modify { yield &contents.reloadedItems }
    }

    /// Items marked for reconfiguring, in the order marked.
    var reconfiguredItems: [Item] {
        get { contents.reconfiguredItems }
        _modify { yield &contents.reconfiguredItems }
    }

    /// The position of each section.
    var sectionPositions: [Section: Int] {
        get { contents.sectionPositions }
        _modify { yield &contents.sectionPositions }
    }

    /// The location of each item; `nil` while it must be rebuilt.
    var itemIndex: DiffableItemIndex? {
        get { contents.itemIndex }
        _modify { yield &contents.itemIndex }
    }

    /// The appends not yet checked.
    var pendingAppends: [PendingAppend] {
        get { contents.pendingAppends }
        _modify { yield &contents.pendingAppends }
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
        contents.itemIndex?.location(of: item, hash: hashing.hash(item), in: contents.items)
    }

    /// The position of an item among all items; the storage must be normalized.
    func flatPosition(of item: Item) -> Int? {
        guard let index = contents.itemIndex, let location = index.location(of: item, hash: hashing.hash(item), in: contents.items) else {
            return nil
        }
        return index.position(of: location)
    }

    // MARK: - Normalizing

    /// Checks pending appends and builds the item index, if needed.
    ///
    /// - Returns: The violations found, to report once the storage is consistent again.
    /// - Complexity: O(*n*) when the index must be built, O(1) otherwise.
    func normalize() -> [UITableView.HeadlessConsistencyViolation] {
        guard itemIndex == nil else { return [] }
        let items = self.items
        var index = DiffableItemIndex(sectionsOf: items)
        var conflicts = ConflictResolver(pendingAppends)
        for section in items.indices {
            let sectionItems = items[section]
            let hashes = hashing.hashAll(sectionItems)
            for row in sectionItems.indices {
                let item = sectionItems[row]
                let here = DiffableItemLocation(section: section, row: row)
                guard let collision = index.insert(item, hash: hashes[row], at: here, in: items) else { continue }
                if conflicts.keepsLater(earlier: collision.location, later: here, item: item) {
                    // Appended again by a later call: the existing item moves into place.
                    index.repoint(collision, to: here)
                }
            }
        }
        pendingAppends.removeAll()
        let violations = conflicts.suppliedTwice.map { DiffableViolation.nonUniqueItems($0) }
        if conflicts.dropped.isEmpty {
            itemIndex = index
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
        itemIndex = nil
    }

    /// Inserts items at a row of a section and invalidates the item index.
    func insert(_ newItems: [Item], section: Int, row: Int) {
        items[section].insert(contentsOf: newItems, at: row)
        itemIndex = nil
    }

    /// Replaces the sections (and their items) and rebuilds the section positions.
    func replaceSections(_ newSections: [Section], items newItems: [[Item]]) {
        sections = newSections
        items = newItems
        sectionPositions = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        itemIndex = nil
    }

    /// Forgets marks on identifiers the snapshot no longer contains.
    func pruneMarks() {
        _ = normalize()
        let positions = sectionPositions
        reloadedItems = reloadedItems.filter { flatPosition(of: $0) != nil }
        reconfiguredItems = reconfiguredItems.filter { flatPosition(of: $0) != nil }
        reloadedSections.removeAll { positions[$0] == nil }
    }
}
