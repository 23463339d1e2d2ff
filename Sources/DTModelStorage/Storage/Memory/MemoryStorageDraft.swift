import Foundation

/// A working copy of `MemoryStorage`'s sections that operations validate against and then edit.
///
/// Every operation checks all of its input before changing anything, so a failed operation leaves
/// the draft exactly as it was. An *immediate* draft owns the storage's item arrays while it is
/// alive (no copying) and is committed right after one operation. A *transaction* draft shares the
/// arrays copy-on-write, leaves the storage untouched until committed, remembers where every item
/// came from and logs the changes, so that one delivered update can describe many operations.
struct MemoryStorageDraft {
    /// A section of the draft.
    struct SectionDraft {
        let model: SectionModel
        var items: SectionItems
        /// The section's index before the transaction, or `nil` if the transaction inserted it.
        let origin: Int?
        /// Per-item origins once the section is edited; `nil` means "item *i* came from
        /// `[origin, i]`", which avoids any per-item cost for sections an operation does not touch.
        var itemOrigins: [ItemOrigin]?
    }

    private(set) var sections: [SectionDraft]
    /// Whether this is a transaction draft: origins are tracked and changes are logged.
    let isTransaction: Bool
    /// Item counts per section before the transaction.
    let countsBefore: [Int]
    /// The changes in the order the operations made them, each in the coordinates of its moment.
    private(set) var log = ChangeLog()
    /// The number of operations that changed something.
    var operationCount = 0
    /// Whether ``log`` is valid as batch coordinates; false once an operation logged steps whose
    /// coordinates depend on each other.
    private(set) var logIsBatchConsistent = true

    /// Creates an immediate draft that takes the models' items, leaving them empty until
    /// ``commit(to:)``.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    init(takingItemsOf models: [SectionModel]) {
        sections = models.map { model in
            let items = model.contents
            model.contents = []
            return SectionDraft(model: model, items: items, origin: nil, itemOrigins: nil)
        }
        isTransaction = false
        countsBefore = []
    }

    /// Creates a transaction draft that shares the models' items copy-on-write.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    init(transactionOver models: [SectionModel]) {
        sections = models.enumerated().map { index, model in
            SectionDraft(model: model, items: model.contents, origin: index, itemOrigins: nil)
        }
        isTransaction = true
        countsBefore = models.map(\.numberOfItems)
    }

    /// Writes the draft's sections and items back to their models.
    ///
    /// - Returns: The section models in their new order.
    /// - Complexity: O(*s*) for *s* sections.
    func commit() -> [SectionModel] {
        sections.map { section in
            section.model.contents = section.items
            return section.model
        }
    }

    // MARK: - Reading

    /// The number of sections.
    var numberOfSections: Int { sections.count }

    /// The number of items in a section, 0 for a section that does not exist.
    func numberOfItems(inSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// Whether an index path holds an item.
    func containsItem(at indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item)
    }

    /// Returns the first index path holding an item equal to `item` that is not in `excluded`.
    ///
    /// - Complexity: O(*N*) for *N* items in all sections.
    func firstIndexPath<T: Equatable>(of item: T, excluding excluded: Set<IndexPath> = []) -> IndexPath? {
        for (sectionIndex, section) in sections.enumerated() {
            for (row, candidate) in section.items.enumerated() where (candidate as? T) == item {
                let indexPath = IndexPath(item: row, section: sectionIndex)
                if !excluded.contains(indexPath) { return indexPath }
            }
        }
        return nil
    }

    // MARK: - Editing primitives (input already validated)

    /// Appends empty sections until `index` exists, logging their insertion.
    mutating func ensureSection(_ index: Int) {
        while sections.count <= index {
            let newIndex = sections.count
            record { $0.sectionChanges.append((.insert, [newIndex])) }
            sections.append(SectionDraft(model: SectionModel(), items: [], origin: nil, itemOrigins: isTransaction ? [] : nil))
        }
    }

    /// Inserts a section at `index`, logging the section and its items as inserted.
    mutating func insertSection(_ model: SectionModel, at index: Int) {
        let items = model.contents
        let origins = isTransaction ? Array(repeating: ItemOrigin(), count: items.count) : nil
        sections.insert(SectionDraft(model: model, items: items, origin: nil, itemOrigins: origins), at: index)
        record { log in
            log.sectionChanges.append((.insert, [index]))
            log.objectChanges.append(.insert, rows: items.indices, inSection: index)
        }
    }

    /// Replaces a section outright, for changes that reload instead of animating.
    mutating func replaceSection(at index: Int, with model: SectionModel, items: SectionItems) {
        sections[index] = SectionDraft(model: model, items: items, origin: nil, itemOrigins: isTransaction ? [] : nil)
    }

    /// Replaces every section, for changes that reload instead of animating.
    mutating func replaceAllSections(with models: [SectionModel]) {
        sections = models.map { SectionDraft(model: $0, items: $0.contents, origin: nil, itemOrigins: isTransaction ? [] : nil) }
    }

    /// Removes sections; `indexes` must be valid and sorted ascending.
    mutating func removeSections(_ indexes: [Int]) {
        for index in indexes.reversed() { sections.remove(at: index) }
    }

    /// Moves a section.
    mutating func relocateSection(_ source: Int, to destination: Int) {
        let section = sections.remove(at: source)
        sections.insert(section, at: destination)
    }

    /// Inserts items at a position of an existing section.
    ///
    /// - Complexity: O(1) into an empty section of an immediate draft, O(*k*) into an empty
    ///   section of a transaction, O(*n* + *k*) otherwise, for *k* items and a section of *n*.
    mutating func insertItems(_ items: [Any], at row: Int, inSection index: Int) {
        materializeOrigins(ofSection: index)
        if sections[index].items.isEmpty {
            sections[index].items = SectionItems(items)  // adopt the caller's buffer instead of copying it
        } else {
            sections[index].items.withErased { $0.insert(contentsOf: items, at: row) }
        }
        sections[index].itemOrigins?.insert(contentsOf: repeatElement(ItemOrigin(), count: items.count), at: row)
    }

    /// Removes the items at `rows` (valid, unique, ascending) from a section in one pass.
    ///
    /// - Complexity: O(*n*) for *n* items in the section.
    mutating func removeItems(atRows rows: [Int], fromSection index: Int) {
        materializeOrigins(ofSection: index)
        sections[index].items.withErased { $0.removeElements(atSortedIndices: rows) }
        sections[index].itemOrigins?.removeElements(atSortedIndices: rows)
    }

    /// Moves an item and its origin; `source` must hold an item and `destination` must be valid
    /// once it is removed.
    ///
    /// - Complexity: O(|*source* − *destination*|) within a section; O(*n*) between sections of at
    ///   most *n* items. A transaction pays O(*n*) once more per section it first edits.
    mutating func relocateItem(from source: IndexPath, to destination: IndexPath) {
        materializeOrigins(ofSection: source.section)
        materializeOrigins(ofSection: destination.section)
        if source.section == destination.section {
            sections[source.section].items.withErased { $0.moveElement(from: source.item, to: destination.item) }
            sections[source.section].itemOrigins?.moveElement(from: source.item, to: destination.item)
        } else {
            let item = sections[source.section].items.withErased { $0.remove(at: source.item) }
            sections[destination.section].items.withErased { $0.insert(item, at: destination.item) }
            if let origin = sections[source.section].itemOrigins?.remove(at: source.item) {
                sections[destination.section].itemOrigins?.insert(origin, at: destination.item)
            }
        }
    }

    /// Replaces the item at an index path and marks it reloaded.
    mutating func replaceItem(at indexPath: IndexPath, with item: Any) {
        materializeOrigins(ofSection: indexPath.section)
        sections[indexPath.section].items.withErased { $0[indexPath.item] = item }
        markReloaded(indexPath)
    }

    /// Marks the item at an index path reloaded.
    mutating func markReloaded(_ indexPath: IndexPath) {
        guard isTransaction else { return }
        materializeOrigins(ofSection: indexPath.section)
        sections[indexPath.section].itemOrigins?[indexPath.item].reloaded = true
    }

    /// Replaces a section's items, for changes that reload instead of animating.
    mutating func setItems(_ items: SectionItems, inSection index: Int) {
        materializeOrigins(ofSection: index)
        sections[index].items = items
        if isTransaction { sections[index].itemOrigins = Array(repeating: ItemOrigin(), count: items.count) }
    }

    /// Where the item at an index path was before the transaction; meaningful for transaction
    /// drafts only.
    func itemOrigin(at indexPath: IndexPath) -> ItemOrigin {
        itemOrigins(inSection: indexPath.section)[indexPath.item]
    }

    /// Where each row of a section was before the transaction, as ``itemOrigin(at:)`` says, with
    /// the section looked up once for reading many rows.
    func itemOrigins(inSection index: Int) -> SectionOrigins {
        SectionOrigins(explicit: sections[index].itemOrigins, section: sections[index].origin)
    }

    /// The origins of one section's rows, read without copying or allocating.
    struct SectionOrigins {
        /// The per-row origins once the section was edited.
        let explicit: [ItemOrigin]?
        /// The section's index before the transaction, or `nil` if the transaction inserted it.
        let section: Int?

        /// Where the item at `row` was before the transaction.
        subscript(row: Int) -> ItemOrigin {
            if let explicit { return explicit[row] }
            return section.map { ItemOrigin(row: row, section: $0) } ?? ItemOrigin()
        }
    }

    /// Replaces a section's items with items whose origins the caller worked out; logs nothing.
    mutating func replaceItems(_ items: [Any], origins: [ItemOrigin], inSection index: Int) {
        sections[index].items = SectionItems(items)
        if isTransaction { sections[index].itemOrigins = origins }
    }

    /// Appends a section created by this draft, holding inserted items; logs nothing.
    mutating func appendSection(items: [Any]) {
        let origins = isTransaction ? Array(repeating: ItemOrigin(), count: items.count) : nil
        sections.append(SectionDraft(model: SectionModel(), items: SectionItems(items), origin: nil, itemOrigins: origins))
    }

    /// Appends to the change log; only transaction drafts keep one.
    mutating func record(_ change: (inout ChangeLog) -> Void, batchConsistent: Bool = true) {
        guard isTransaction else { return }
        change(&log)
        if !batchConsistent { logIsBatchConsistent = false }
    }

    private mutating func materializeOrigins(ofSection index: Int) {
        guard isTransaction, sections[index].itemOrigins == nil, let origin = sections[index].origin else { return }
        sections[index].itemOrigins = sections[index].items.indices.map { ItemOrigin(row: $0, section: origin) }
    }
}
