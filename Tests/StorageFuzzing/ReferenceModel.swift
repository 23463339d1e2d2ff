import DTTableViewManager

/// A section of the reference model.
struct ReferenceSection: Equatable {
    var items: [FuzzItem] = []
    var header: FuzzHeader?
    var footer: FuzzFooter?
}

/// What the storage must report for an operation: its anomalies and the errors its throwing
/// methods throw, in order.
struct ExpectedOutcome: Equatable {
    var anomalies: [MemoryStorageAnomaly] = []
    var errors: [String] = []

    /// How a thrown error is written for comparison: a storage error by its message, which names
    /// its case and payload without the reflection `String(describing:)` needs for an enum;
    /// any other error as Swift describes it.
    static func comparableDescription(of error: any Error) -> String {
        (error as? MemoryStorageError)?.errorDescription ?? String(describing: error)
    }
}

/// An independent model of `MemoryStorage`: plain arrays, changed by each operation as its
/// documentation says. An invalid operation changes nothing and yields the documented anomaly.
///
/// It shares no code with the storage; where the two disagree, one of them is wrong.
struct ReferenceModel: Equatable {
    private(set) var sections: [ReferenceSection] = []

    // MARK: - Reading

    var numberOfSections: Int { sections.count }

    var totalNumberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

    var allItems: [FuzzItem] { sections.flatMap(\.items) }

    /// The number of items of a section; 0 for a section that does not exist.
    func count(_ section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item)
    }

    func item(at indexPath: IndexPath) -> FuzzItem { sections[indexPath.section].items[indexPath.item] }

    func indexPath(of item: FuzzItem) -> IndexPath? {
        for (section, contents) in sections.enumerated() {
            if let row = contents.items.firstIndex(of: item) { return IndexPath(item: row, section: section) }
        }
        return nil
    }

    /// The index path of the item `offset` places from the first, counting the sections' items
    /// one section after another.
    ///
    /// - Precondition: `offset` is less than ``totalNumberOfItems``.
    func indexPath(atOffset offset: Int) -> IndexPath {
        var remaining = offset
        for (section, contents) in sections.enumerated() {
            if remaining < contents.items.count { return IndexPath(item: remaining, section: section) }
            remaining -= contents.items.count
        }
        preconditionFailure("offset \(offset) is past the model's \(totalNumberOfItems) items")
    }

    // MARK: - Applying operations

    /// Applies `operation` and returns what the storage must report for it.
    mutating func apply(_ operation: FuzzOperation) -> ExpectedOutcome {
        var outcome = ExpectedOutcome()
        apply(operation, recordingInto: &outcome)
        return outcome
    }

    /// Applies `operation` and appends what the storage must report for it to `outcome`.
    mutating func apply(_ operation: FuzzOperation, recordingInto outcome: inout ExpectedOutcome) {
        switch operation {
        case .performUpdates(let operations), .updateWithoutAnimations(let operations):
            for inner in operations { apply(inner, recordingInto: &outcome) }
        default:
            for anomaly in applySingle(operation) {
                outcome.anomalies.append(anomaly)
                if let error = Self.thrownError(by: operation, reporting: anomaly) { outcome.errors.append(error) }
            }
        }
    }

    /// The error a throwing method throws after reporting `anomaly`, described for comparison.
    private static func thrownError(by operation: FuzzOperation, reporting anomaly: MemoryStorageAnomaly) -> String? {
        switch operation {
        case let .insertItems(_, indexPath, _):
            ExpectedOutcome.comparableDescription(of: MemoryStorageError.insertionFailed(reason: .indexPathTooBig(indexPath)))
        case let .replaceItem(item, _), let .removeItem(item):
            ExpectedOutcome.comparableDescription(of: MemoryStorageError.searchFailed(reason: .itemNotFound(item: item.description)))
        default:
            nil
        }
    }

    private mutating func ensureSection(_ index: Int) {
        while sections.count <= index { sections.append(ReferenceSection()) }
    }

    private var outOfRange: (Int) -> MemoryStorageAnomaly {
        { [count = sections.count] index in .sectionIndexOutOfRange(index: index, numberOfSections: count) }
    }

    /// Applies one storage call; returns the anomalies it reports. An invalid call changes
    /// nothing, except the removals that skip what they cannot find and remove the rest.
    private mutating func applySingle(_ operation: FuzzOperation) -> [MemoryStorageAnomaly] {
        switch operation {
        case let .removeItems(items):
            var skipped: [MemoryStorageAnomaly] = []
            for item in items {
                guard let indexPath = indexPath(of: item) else {
                    skipped.append(.removeItemFailedItemNotFound(itemDescription: item.description))
                    continue
                }
                sections[indexPath.section].items.remove(at: indexPath.item)
            }
            return skipped
        case let .removeItemsAt(indexPaths):
            let skipped = indexPaths.filter { !contains($0) }.map { MemoryStorageAnomaly.removeItemFailedIndexPathNotFound(indexPath: $0) }
            for indexPath in Set(indexPaths.filter(contains)).sorted(by: >) {
                sections[indexPath.section].items.remove(at: indexPath.item)
            }
            return skipped
        case let .setItemsAnimated(items, section) where section >= 0:
            let duplicates = Self.duplicateIdentifiers(old: count(section) > 0 ? sections[section].items : [], new: items)
            _ = applyAllOrNothing(operation)
            return duplicates.isEmpty ? [] : [.duplicateIdentifiers(identifierDescriptions: duplicates)]
        case let .setItemsForAllSectionsAnimated(items):
            let duplicates = Self.duplicateIdentifiers(old: allItems, new: items.flatMap { $0 })
            _ = applyAllOrNothing(operation)
            return duplicates.isEmpty ? [] : [.duplicateIdentifiers(identifierDescriptions: duplicates)]
        default:
            return applyAllOrNothing(operation).map { [$0] } ?? []
        }
    }

    /// The identifiers an animated replacement reports as repeated: those repeated in the old
    /// items, in order of first occurrence, then those repeated only in the new items, in order
    /// of their second occurrence.
    private static func duplicateIdentifiers(old: [FuzzItem], new: [FuzzItem]) -> [String] {
        func repeated(_ items: [FuzzItem], atOccurrence occurrence: Int) -> [Int] {
            var seen = [Int: Int](minimumCapacity: items.count)
            var result: [Int] = []
            for item in items {
                seen[item.id, default: 0] += 1
                if seen[item.id] == occurrence { result.append(item.id) }
            }
            return result.filter { seen[$0, default: 0] > 1 }
        }
        let inOld = repeated(old, atOccurrence: 1)
        let onlyInNew = repeated(new, atOccurrence: 2).filter { !inOld.contains($0) }
        return (inOld + onlyInNew).map { String(describing: AnyHashable($0)) }
    }

    /// Applies a call that either succeeds or changes nothing; returns its anomaly when invalid.
    private mutating func applyAllOrNothing(_ operation: FuzzOperation) -> MemoryStorageAnomaly? {
        switch operation {
        case let .addItems(items, section, _):
            guard section >= 0 else { return outOfRange(section) }
            ensureSection(section)
            sections[section].items += items

        case let .insertItems(items, indexPath, _):
            let count = count(indexPath.section)
            guard indexPath.section >= 0, (0...count).contains(indexPath.item) else {
                return .insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count)
            }
            ensureSection(indexPath.section)
            sections[indexPath.section].items.insert(contentsOf: items, at: indexPath.item)

        case let .insertItemsAtIndexPaths(items, indexPaths):
            guard items.count == indexPaths.count else {
                return .batchInsertionItemCountMismatch(itemsCount: items.count, indexPathsCount: indexPaths.count)
            }
            var scratch = self
            for (item, indexPath) in zip(items, indexPaths) {
                let count = scratch.count(indexPath.section)
                guard indexPath.section >= 0, (0...count).contains(indexPath.item) else {
                    return .insertionIndexPathTooBig(indexPath: indexPath, countOfElementsInSection: count)
                }
                scratch.ensureSection(indexPath.section)
                scratch.sections[indexPath.section].items.insert(item, at: indexPath.item)
            }
            self = scratch

        case let .insertSection(spec, index):
            guard (0...sections.count).contains(index) else { return outOfRange(index) }
            sections.insert(ReferenceSection(items: spec.items, header: spec.header, footer: spec.footer), at: index)

        case let .reloadItem(item):
            guard indexPath(of: item) != nil else { return .reloadItemFailedItemNotFound(itemDescription: item.description) }

        case let .replaceItem(item, replacement):
            guard let indexPath = indexPath(of: item) else { return .replaceItemFailedItemNotFound(itemDescription: item.description) }
            sections[indexPath.section].items[indexPath.item] = replacement

        case let .removeItem(item):
            guard let indexPath = indexPath(of: item) else { return .removeItemFailedItemNotFound(itemDescription: item.description) }
            sections[indexPath.section].items.remove(at: indexPath.item)

        case .removeItems, .removeItemsAt:
            preconditionFailure("partial removals are applied by applySingle(_:)")

        case let .removeItemsFromSection(section):
            guard sections.indices.contains(section) else { return outOfRange(section) }
            sections[section].items.removeAll()

        case let .deleteSections(indexes):
            if let invalid = indexes.sorted().first(where: { $0 >= sections.count }) { return outOfRange(invalid) }
            for index in Set(indexes).sorted(by: >) { sections.remove(at: index) }

        case let .moveSection(source, destination):
            for index in [source, destination] where !sections.indices.contains(index) { return outOfRange(index) }
            sections.insert(sections.remove(at: source), at: destination)

        case let .moveItem(source, destination):
            guard contains(source) else { return .moveItemFailedItemNotFound(indexPath: source) }
            let countAfterRemoval = count(destination.section) - (source.section == destination.section ? 1 : 0)
            guard destination.section >= 0, (0...countAfterRemoval).contains(destination.item) else {
                return .moveItemFailedIndexPathTooBig(indexPath: destination, countOfElementsInSection: countAfterRemoval)
            }
            ensureSection(destination.section)
            let item = sections[source.section].items.remove(at: source.item)
            sections[destination.section].items.insert(item, at: destination.item)

        case let .moveItemWithoutAnimation(source, destination):
            let sourceCount = count(source.section)
            let destinationCount = max(0, count(destination.section) - (source.section == destination.section ? 1 : 0))
            guard contains(source), sections.indices.contains(destination.section),
                  (0...destinationCount).contains(destination.item)
            else {
                return .moveItemFailedInvalidIndexPaths(
                    sourceIndexPath: source, destinationIndexPath: destination,
                    sourceElementsInSection: sourceCount, destinationElementsInSection: destinationCount)
            }
            let item = sections[source.section].items.remove(at: source.item)
            sections[destination.section].items.insert(item, at: destination.item)

        case let .setItems(items, section):
            guard section >= 0 else { return outOfRange(section) }
            ensureSection(section)
            sections[section].items = items

        case let .setItemsForAllSections(items):
            sections = items.map { ReferenceSection(items: $0) }

        case let .setItemsAnimated(items, section):
            guard section >= 0 else { return outOfRange(section) }
            ensureSection(section)
            sections[section].items = items

        case let .setItemsForAllSectionsAnimated(items):
            // Sections are matched by position and keep their headers and footers; the extra
            // ones are deleted from, or appended to, the end.
            sections = Array(sections.prefix(items.count)) + (sections.count..<max(items.count, sections.count)).map { _ in
                ReferenceSection()
            }
            for (index, sectionItems) in items.enumerated() { sections[index].items = sectionItems }

        case let .setSection(spec, section):
            guard section >= 0 else { return outOfRange(section) }
            ensureSection(section)
            sections[section] = ReferenceSection(items: spec.items, header: spec.header, footer: spec.footer)

        case let .assignSections(specs):
            sections = specs.map { ReferenceSection(items: $0.items, header: $0.header, footer: $0.footer) }

        case .removeAllItems:
            for index in sections.indices { sections[index].items.removeAll() }

        case .performUpdates, .updateWithoutAnimations:
            preconditionFailure("blocks are applied by apply(_:)")
        }
        return nil
    }
}
