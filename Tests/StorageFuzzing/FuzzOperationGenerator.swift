import DTTableViewManager
import TestSupport

/// Draws random storage operations for a reference model: mostly valid ones that keep the table
/// small, and a share of invalid ones (out-of-range index paths, missing items, bad moves).
struct FuzzOperationGenerator<Random: RandomNumberGenerator> {
    /// The share of single operations that are deliberately invalid.
    var invalidShare = 0.15
    /// Above this many items, the generator removes more than it adds.
    var itemBudget = 24
    /// Above this many sections, the generator deletes sections instead of inserting them.
    var sectionBudget = 5
    /// The share of steps after which the run loop turns, so that the table lays out. Between
    /// turns, updates stack up on a table whose cells were laid out for older contents, as when
    /// an app changes its storage several times in one event.
    var runLoopTurnShare = 0.25

    /// Where the generator's choices come from.
    private(set) var random: Random
    private var nextID = 1

    /// Creates a generator whose choices come from `random`.
    ///
    /// - Parameter random: A seeded generator, or a fuzzer's bytes.
    init(random: Random) {
        self.random = random
    }

    private enum Kind: CaseIterable {
        case add, insert, insertAtIndexPaths, insertSection, reload, replace, removeItem, removeItems
        case removeAt, removeFromSection, deleteSections, moveSection, moveItem, moveWithoutAnimation
        case setItems, setItemsForAllSections, setSection, assignSections, removeAllItems
        case animatedReplacement, animatedReplacementOfAll
        case batch, withoutAnimations

        /// Relative frequency at the top level and inside a batch.
        func weight(inBatch: Bool) -> Int {
            switch self {
            case .add, .moveItem: 10
            case .insert: 9
            case .removeAt: 8
            case .replace: 6
            case .insertAtIndexPaths, .insertSection, .reload, .removeItem, .moveSection: 5
            case .removeItems, .deleteSections: 4
            case .moveWithoutAnimation: inBatch ? 1 : 4
            case .setSection: inBatch ? 1 : 3
            case .removeFromSection: 2
            case .setItems: inBatch ? 1 : 2
            case .setItemsForAllSections, .assignSections, .removeAllItems: 1
            case .animatedReplacement: 6
            case .animatedReplacementOfAll: 3
            case .batch: inBatch ? 1 : 12
            case .withoutAnimations: inBatch ? 0 : 2
            }
        }
    }

    // MARK: - Drawing operations

    /// Draws whether the run loop turns after the step just drawn.
    mutating func drawsRunLoopTurn() -> Bool {
        random.chance(runLoopTurnShare)
    }

    /// Draws the next top-level operation for `reference`, applies it there, and returns it with
    /// what the storage must report for it.
    mutating func next(advancing reference: inout ReferenceModel) -> (operation: FuzzOperation, expected: ExpectedOutcome) {
        var expected = ExpectedOutcome()
        let operation = next(advancing: &reference, recordingInto: &expected, inBatch: false)
        return (operation, expected)
    }

    /// Draws an operation for `model` and applies it there, so that each operation of a block
    /// is drawn for the contents the operations before it left, and a block is applied once.
    private mutating func next(
        advancing model: inout ReferenceModel,
        recordingInto expected: inout ExpectedOutcome,
        inBatch: Bool
    ) -> FuzzOperation {
        var kind = pickKind(inBatch: inBatch)
        if model.totalNumberOfItems >= itemBudget, [.add, .insert, .insertAtIndexPaths, .insertSection].contains(kind) {
            kind = .removeAt
        }
        if model.numberOfSections >= sectionBudget, [.insertSection, .add].contains(kind) {
            kind = .deleteSections
        }
        let invalid = random.chance(invalidShare)
        switch kind {
        case .batch, .withoutAnimations:
            let operations = (0..<random.int(in: 1...5)).map { _ in
                next(advancing: &model, recordingInto: &expected, inBatch: true)
            }
            return kind == .batch ? .performUpdates(operations) : .updateWithoutAnimations(operations)
        default:
            let operation = single(kind, invalid: invalid, reference: model)
            model.apply(operation, recordingInto: &expected)
            return operation
        }
    }

    private mutating func pickKind(inBatch: Bool) -> Kind {
        let total = Kind.allCases.reduce(0) { $0 + $1.weight(inBatch: inBatch) }
        var roll = random.int(in: 0...(total - 1))
        for kind in Kind.allCases {
            roll -= kind.weight(inBatch: inBatch)
            if roll < 0 { return kind }
        }
        return .add
    }

    private mutating func single(_ kind: Kind, invalid: Bool, reference: ReferenceModel) -> FuzzOperation {
        let sectionCount = reference.numberOfSections
        switch kind {
        case .add:
            let section = invalid ? -random.int(in: 1...3) : random.int(in: 0...(sectionCount + 1))
            let items = newItems(1...3)
            return .addItems(items, section: section, single: items.count == 1)
        case .insert:
            let items = newItems(1...2)
            return .insertItems(items, at: invalid ? invalidInsertionIndexPath(reference) : insertionIndexPath(reference), single: items.count == 1)
        case .insertAtIndexPaths:
            let items = newItems(1...3)
            if invalid, random.chance(0.5) {
                return .insertItemsAtIndexPaths(items, (0..<(items.count + 1)).map { _ in IndexPath(item: 0, section: 0) })
            }
            var scratch = reference
            var indexPaths: [IndexPath] = []
            for item in items {
                let indexPath = insertionIndexPath(scratch)
                _ = scratch.apply(.insertItems([item], at: indexPath, single: true))
                indexPaths.append(indexPath)
            }
            if invalid { indexPaths[random.int(in: 0...(indexPaths.count - 1))] = invalidInsertionIndexPath(scratch) }
            return .insertItemsAtIndexPaths(items, indexPaths)
        case .insertSection:
            let index = invalid ? (random.chance(0.5) ? -1 : sectionCount + random.int(in: 1...2)) : random.int(in: 0...sectionCount)
            return .insertSection(newSection(), at: index)
        case .reload:
            return .reloadItem(invalid ? missingItem() : existingItem(reference) ?? missingItem())
        case .replace:
            return .replaceItem(invalid ? missingItem() : existingItem(reference) ?? missingItem(), with: newItem())
        case .removeItem:
            return .removeItem(invalid ? missingItem() : existingItem(reference) ?? missingItem())
        case .removeItems:
            var items = (0..<random.int(in: 1...3)).compactMap { _ in existingItem(reference) }
            items = items.enumerated().filter { position, item in !items[..<position].contains(item) }.map(\.element)
            if invalid {
                items.insert(random.chance(0.5) || items.isEmpty ? missingItem() : items[0], at: random.int(in: 0...items.count))
            }
            return .removeItems(items)
        case .removeAt:
            var indexPaths = (0..<random.int(in: 1...3)).compactMap { _ in existingIndexPath(reference) }
            if let first = indexPaths.first, random.chance(0.2) { indexPaths.append(first) }
            if invalid || indexPaths.isEmpty {
                indexPaths.insert(missingIndexPath(reference), at: random.int(in: 0...indexPaths.count))
            }
            return .removeItemsAt(indexPaths)
        case .removeFromSection:
            return .removeItemsFromSection(invalid || sectionCount == 0 ? sectionCount + random.int(in: 0...1) : random.int(in: 0...(sectionCount - 1)))
        case .deleteSections:
            var indexes = Set((0..<random.int(in: 1...2)).compactMap { _ in sectionCount == 0 ? nil : random.int(in: 0...(sectionCount - 1)) })
            if invalid || indexes.isEmpty { indexes.insert(sectionCount + random.int(in: 0...1)) }
            return .deleteSections(indexes.sorted())
        case .moveSection:
            guard sectionCount > 0, !invalid else {
                return random.chance(0.5) ? .moveSection(sectionCount, to: 0) : .moveSection(0, to: random.chance(0.5) ? -1 : sectionCount)
            }
            return .moveSection(random.int(in: 0...(sectionCount - 1)), to: random.int(in: 0...(sectionCount - 1)))
        case .moveItem:
            guard let source = existingIndexPath(reference), !invalid else {
                if let source = existingIndexPath(reference), random.chance(0.6) {
                    let section = random.int(in: 0...(sectionCount - 1))
                    let after = reference.count(section) - (section == source.section ? 1 : 0)
                    return .moveItem(at: source, to: IndexPath(item: after + random.int(in: 1...2), section: section))
                }
                return .moveItem(at: missingIndexPath(reference), to: IndexPath(item: 0, section: 0))
            }
            let section = random.int(in: 0...sectionCount)
            let after = reference.count(section) - (section == source.section ? 1 : 0)
            return .moveItem(at: source, to: IndexPath(item: random.int(in: 0...after), section: section))
        case .moveWithoutAnimation:
            guard let source = existingIndexPath(reference), !invalid else {
                if let source = existingIndexPath(reference), random.chance(0.6) {
                    return .moveItemWithoutAnimation(from: source, to: IndexPath(item: 0, section: sectionCount))
                }
                return .moveItemWithoutAnimation(from: missingIndexPath(reference), to: IndexPath(item: 0, section: 0))
            }
            let section = random.int(in: 0...(sectionCount - 1))
            let after = reference.count(section) - (section == source.section ? 1 : 0)
            return .moveItemWithoutAnimation(from: source, to: IndexPath(item: random.int(in: 0...after), section: section))
        case .setItems:
            return .setItems(newItems(0...4), section: invalid ? -1 : random.int(in: 0...sectionCount))
        case .setItemsForAllSections:
            return .setItemsForAllSections((0..<random.int(in: 0...3)).map { _ in newItems(0...4) })
        case .setSection:
            // Replaces the section's header and footer; keeps or replaces its items.
            let index = invalid ? -random.int(in: 1...2) : random.int(in: 0...sectionCount)
            var spec = newSection()
            if random.chance(0.5), reference.sections.indices.contains(index) { spec.items = reference.sections[index].items }
            return .setSection(spec, section: index)
        case .assignSections:
            return .assignSections((0..<random.int(in: 0...3)).map { _ in newSection() })
        case .removeAllItems:
            return .removeAllItems
        case .animatedReplacement:
            let section = invalid ? -1 : random.int(in: 0...sectionCount)
            return .setItemsAnimated(successor(of: reference.count(section) > 0 ? reference.sections[section].items : []), section: section)
        case .animatedReplacementOfAll:
            let newCount = max(0, sectionCount + random.int(in: -1...1))
            var sections = Array(reference.sections.prefix(newCount).map(\.items))
            sections += Array(repeating: [], count: newCount - sections.count)
            let leftovers = reference.sections.dropFirst(newCount).flatMap(\.items)
            guard newCount > 0 else { return .setItemsForAllSectionsAnimated([]) }
            for item in leftovers { sections[random.int(in: 0...(newCount - 1))].append(item) }
            for _ in 0..<random.int(in: 0...2) {
                let from = random.int(in: 0...(newCount - 1))
                guard !sections[from].isEmpty else { continue }
                let item = sections[from].remove(at: random.int(in: 0...(sections[from].count - 1)))
                let to = random.int(in: 0...(newCount - 1))
                sections[to].insert(item, at: random.int(in: 0...sections[to].count))
            }
            return .setItemsForAllSectionsAnimated(sections.map { successor(of: $0) })
        case .batch, .withoutAnimations:
            preconditionFailure("blocks are drawn by next(for:inBatch:)")
        }
    }

    // MARK: - Drawing values

    private mutating func newItem() -> FuzzItem {
        defer { nextID += 1 }
        return FuzzItem(id: nextID)
    }

    private mutating func newItems(_ count: ClosedRange<Int>) -> [FuzzItem] {
        (0..<random.int(in: count)).map { _ in newItem() }
    }

    /// A random successor of a section's items: some removed, some changed in content (same id,
    /// new version), a few swapped, a few new ones inserted.
    private mutating func successor(of items: [FuzzItem]) -> [FuzzItem] {
        var result = items.compactMap { item -> FuzzItem? in
            if random.chance(0.2) { return nil }
            return random.chance(0.2) ? FuzzItem(id: item.id, version: item.version + 1) : item
        }
        if result.count > 1, random.chance(0.5) {
            result.swapAt(random.int(in: 0...(result.count - 1)), random.int(in: 0...(result.count - 1)))
        }
        for _ in 0..<random.int(in: 0...2) { result.insert(newItem(), at: random.int(in: 0...result.count)) }
        return result
    }

    /// An item that was never created: ids of created items are positive.
    private mutating func missingItem() -> FuzzItem {
        FuzzItem(id: -random.int(in: 1...1000))
    }

    private mutating func newSection() -> FuzzSectionSpec {
        let header = random.chance(0.8) ? FuzzHeader(id: newItem().id) : nil
        let footer = random.chance(0.6) ? FuzzFooter(id: newItem().id) : nil
        return FuzzSectionSpec(items: newItems(0...3), header: header, footer: footer)
    }

    private mutating func existingItem(_ reference: ReferenceModel) -> FuzzItem? {
        existingIndexPath(reference).map(reference.item(at:))
    }

    private mutating func existingIndexPath(_ reference: ReferenceModel) -> IndexPath? {
        let count = reference.totalNumberOfItems
        return count == 0 ? nil : reference.indexPath(atOffset: random.int(in: 0...(count - 1)))
    }

    /// A valid insertion point: any position of an existing section, or the start of the next
    /// one or two sections (which the storage creates).
    private mutating func insertionIndexPath(_ reference: ReferenceModel) -> IndexPath {
        let section = random.int(in: 0...(reference.numberOfSections + 1))
        return IndexPath(item: random.int(in: 0...reference.count(section)), section: section)
    }

    private mutating func invalidInsertionIndexPath(_ reference: ReferenceModel) -> IndexPath {
        let section = random.int(in: 0...reference.numberOfSections)
        switch random.int(in: 0...2) {
        case 0: return IndexPath(item: reference.count(section) + random.int(in: 1...3), section: section)
        case 1: return IndexPath(item: -1, section: section)
        default: return IndexPath(item: 0, section: -1)
        }
    }

    /// An index path holding no item.
    private mutating func missingIndexPath(_ reference: ReferenceModel) -> IndexPath {
        let section = random.int(in: 0...reference.numberOfSections)
        return IndexPath(item: reference.count(section) + random.int(in: 0...2), section: section)
    }
}

extension FuzzOperationGenerator where Random == SeededRandomNumberGenerator {
    /// Creates a generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: Equal seeds draw equal operations.
    init(seed: UInt64) {
        self.init(random: SeededRandomNumberGenerator(seed: seed))
    }
}
