import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import StorageFuzzing

/// Seeded random sequences of single-section storage changes — animated replacements,
/// accumulations with every strategy (repeated identities included), unanimated assignments and
/// batches of them — applied through the manager to an on-screen table that validates every
/// batch update. After every step the table and its visible cells must show the reference items.
@MainActor @Suite struct SingleSectionFuzzTests {
    static let seedCount = 60
    static let steps = 60

    @Test(arguments: [false, true])
    func randomChangesKeepTableAndReferenceEqual(hashable: Bool) {
        var failures: [String] = []
        for seed in 1...UInt64(Self.seedCount) where failures.count < 3 {
            if let failure = SingleSectionFuzzer(seed: seed, hashable: hashable).run(steps: Self.steps) {
                failures.append(failure)
            }
        }
        expectEqual(failures, [])
    }
}

/// One seeded run against a `SingleSectionEquatableStorage` or `SingleSectionHashableStorage`.
@MainActor
struct SingleSectionFuzzer {
    /// One change and its expected result.
    enum Change: CustomStringConvertible {
        case setItems([FuzzItem])
        case addItems([FuzzItem], strategy: Int)
        case assign([FuzzItem])
        case batch([Change])

        var description: String {
            switch self {
            case .setItems(let items): "setItems(\(items))"
            case let .addItems(items, strategy): "addItems(\(items), \(["additive", "deleteOld", "updateOld"][strategy]))"
            case .assign(let items): "items = \(items)"
            case .batch(let changes): "performUpdates { \(changes.map(\.description).joined(separator: "; ")) }"
            }
        }
    }

    let seed: UInt64
    let hashable: Bool

    /// Runs the changes; returns a description of the first difference.
    func run(steps: Int) -> String? {
        var random = SeededRandomNumberGenerator(seed: seed)
        var nextID = 1
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FuzzTableController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let storage: SingleSectionStorage<FuzzItem> = hashable
            ? SingleSectionHashableStorage(items: []) : SingleSectionEquatableStorage(items: [])
        let manager = controller.manager
        manager.storage = storage
        manager.register(EvenFuzzCell.self) { $0.condition = EvenFuzzCell.modelCondition { _, item in item.id.isMultiple(of: 2) } }
        manager.register(OddFuzzCell.self) { $0.condition = OddFuzzCell.modelCondition { _, item in !item.id.isMultiple(of: 2) } }
        var anomalies: [MemoryStorageAnomaly] = []
        storage.anomalyHandler.anomalyAction = { anomalies.append($0) }
        var violations: [String] = []
        controller.tableView.headlessConsistencyViolationHandler = { violations.append($0.message) }
        var reference: [FuzzItem] = []

        func successor(of items: [FuzzItem]) -> [FuzzItem] {
            var result = items.compactMap { item -> FuzzItem? in
                if random.chance(0.2) { return nil }
                return random.chance(0.2) ? FuzzItem(id: item.id, version: item.version + 1) : item
            }
            if result.count > 1, random.chance(0.5) {
                result.swapAt(random.int(in: 0...(result.count - 1)), random.int(in: 0...(result.count - 1)))
            }
            for _ in 0..<random.int(in: 0...3) {
                result.insert(FuzzItem(id: nextID), at: random.int(in: 0...result.count))
                nextID += 1
            }
            return result
        }
        func additions(to items: [FuzzItem]) -> [FuzzItem] {
            (0..<random.int(in: 1...3)).map { _ in
                if !items.isEmpty, random.chance(0.3) {
                    let old = items[random.int(in: 0...(items.count - 1))]
                    return FuzzItem(id: old.id, version: old.version + 1)
                }
                nextID += 1
                return FuzzItem(id: nextID - 1)
            }
        }
        func draw(after items: [FuzzItem], inBatch: Bool) -> Change {
            switch random.int(in: 0...(inBatch ? 8 : 9)) {
            case 0...3: return .setItems(successor(of: items.count > 14 ? Array(items.prefix(8)) : items))
            case 4...6: return .addItems(additions(to: items), strategy: random.int(in: 0...2))
            case 7, 8: return .assign(successor(of: items.count > 14 ? [] : items))
            default:
                var scratch = items
                let changes = (0..<random.int(in: 1...3)).map { _ in
                    let change = draw(after: scratch, inBatch: true)
                    scratch = Self.apply(change, to: scratch).items
                    return change
                }
                return .batch(changes)
            }
        }
        func perform(_ change: Change) {
            switch change {
            case .setItems(let items): storage.setItems(items)
            case let .addItems(items, strategy):
                let strategies: [any AccumulationStrategy] = [
                    AdditiveAccumulationStrategy(), DeleteOldValuesAccumulationStrategy(), UpdateOldValuesAccumulationStrategy(),
                ]
                storage.addItems(items, strategies[strategy])
            case .assign(let items): storage.items = items
            case .batch(let changes): storage.performUpdates { changes.forEach(perform) }
            }
        }

        for step in 0..<steps {
            let change = draw(after: reference, inBatch: false)
            let expected = Self.apply(change, to: reference)
            reference = expected.items
            perform(change)
            var problems = violations.map { "UIKit would raise: \($0)" }
            violations.removeAll()
            if anomalies != expected.anomalies { problems.append("anomalies \(anomalies), expected \(expected.anomalies)") }
            anomalies.removeAll()
            let stored = storage.items
            if stored != reference { problems.append("storage holds \(stored), reference \(reference)") }
            let tableView = controller.tableView!
            if tableView.numberOfSections != 1 || tableView.numberOfRows(inSection: 0) != reference.count {
                problems.append("table shows \(tableView.numberOfSections) sections, \(tableView.numberOfSections == 1 ? tableView.numberOfRows(inSection: 0) : -1) rows")
            } else {
                tableView.layoutIfNeeded()
                for indexPath in tableView.indexPathsForVisibleRows ?? [] {
                    let cell = tableView.cellForRow(at: indexPath)
                    let item = reference[indexPath.row]
                    if cell?.fuzzModel != item || cell?.isMappedCell(for: item) != true {
                        problems.append("cell \(indexPath) shows \(String(describing: cell?.fuzzModel)), reference \(item)")
                    }
                }
            }
            if !problems.isEmpty {
                return "\(hashable ? "Hashable" : "Equatable") storage, seed \(seed), step \(step): \(change)\n" + problems.joined(separator: "\n")
            }
        }
        return nil
    }

    /// The documented result of `change`: the items afterwards and the anomalies reported.
    static func apply(_ change: Change, to items: [FuzzItem]) -> (items: [FuzzItem], anomalies: [MemoryStorageAnomaly]) {
        switch change {
        case .setItems(let new), .assign(let new):
            return (new, duplicates(in: new))
        case let .addItems(added, strategy):
            let new: [FuzzItem]
            switch strategy {
            case 0: new = items + added
            case 1: new = items.filter { old in !added.contains { $0.id == old.id } } + added
            default:
                var result = items
                for item in added {
                    if let position = result.firstIndex(where: { $0.id == item.id }) { result[position] = item } else { result.append(item) }
                }
                new = result
            }
            return (new, duplicates(in: new))
        case .batch(let changes):
            var result = (items: items, anomalies: [MemoryStorageAnomaly]())
            for inner in changes {
                let step = apply(inner, to: result.items)
                result = (step.items, result.anomalies + step.anomalies)
            }
            return result
        }
    }

    /// The anomaly for identifiers repeated in `items`, in order of their second occurrence.
    private static func duplicates(in items: [FuzzItem]) -> [MemoryStorageAnomaly] {
        var counts: [Int: Int] = [:]
        var repeated: [String] = []
        for item in items {
            counts[item.id, default: 0] += 1
            if counts[item.id] == 2 { repeated.append("\(item.id)") }
        }
        return repeated.isEmpty ? [] : [.duplicateIdentifiers(identifierDescriptions: repeated)]
    }
}
