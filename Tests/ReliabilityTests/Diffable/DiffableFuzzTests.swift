import DTTableViewManager
import Foundation
import Testing
import TestSupport
@testable import StorageFuzzing

/// Random snapshots applied through a diffable data source into a table that validates every
/// batch update by UIKit's rules: whole new snapshots (sections deleted, inserted and moved,
/// items moved across sections, content changes marked for reconfiguring or reloading, now and
/// then an identifier given twice), edits of the current snapshot with every snapshot call,
/// non-animated applies, reloads with `applySnapshotUsingReloadData`, rows the user drags, and
/// scrolling. After every step the data source, the table and every visible cell must match an
/// independent reference, and the only violations must be the duplicates the step supplied.
///
/// `DT_FUZZ_SEED`, `DT_FUZZ_STEPS`, `DT_FUZZ_OPERATIONS`, `DT_FUZZ_BASE_SEED` and `DT_FUZZ_SOAK`
/// work as for the storage fuzzer (see `FuzzPlan`); without them, 100 seeds × 40 steps per
/// driver.
@MainActor @Suite struct DiffableFuzzTests {
    private static var plan: FuzzPlan {
        let environment = ProcessInfo.processInfo.environment
        guard environment.keys.contains(where: { $0.hasPrefix("DT_FUZZ_") }) else {
            return FuzzPlan(seeds: Array(1...100), steps: 40)
        }
        return FuzzPlan.fromEnvironment(environment)
    }

    @Test(arguments: DiffableDriver.allCases)
    func randomSnapshotsApplyWithoutViolations(driver: DiffableDriver) throws {
        let plan = Self.plan
        var failures: [String] = []
        var steps = 0
        for seed in plan.seeds where failures.count < 3 {
            let (failure, ran) = try run(seed: seed, steps: plan.steps, driver: driver)
            steps += ran
            if let failure {
                failures.append("\(failure)\nreplay: DT_FUZZ_SEED=\(seed) DT_FUZZ_STEPS=\(plan.steps) swift test --filter ReliabilityTests.DiffableFuzzTests")
            }
        }
        #expect(failures == [])
        #expect(steps == plan.seeds.count * plan.steps || !failures.isEmpty)
    }

    /// Runs one seed; returns the first failure and the number of steps run.
    private func run(seed: UInt64, steps: Int, driver: DiffableDriver) throws -> (String?, Int) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var generator = SnapshotGenerator()
        var editor = DiffableSnapshotEditor()
        let screen = DiffableFuzzScreen(driver: driver)
        var reference = DiffableReference()
        for step in 0..<steps {
            var expectedDuplicates = 0
            var snapshotViolations: [UITableView.HeadlessConsistencyViolation] = []
            let action: String
            switch random.int(in: 0...19) {
            case 0...6:
                action = "new snapshot"
                // Marking items reads the snapshot, which checks the appended identifiers then:
                // duplicates are reported to the snapshot handler, not to the table.
                let ((snapshot, next, duplicates), found) = HeadlessSnapshotViolations.collecting {
                    newSnapshot(after: reference, screen: screen, generator: &generator, using: &random)
                }
                snapshotViolations = found
                expectedDuplicates = duplicates
                reference = next
                screen.dataSource.apply(snapshot, animatingDifferences: random.chance(0.5))
            case 7...15:
                action = "edited snapshot"
                var snapshot = screen.dataSource.snapshot()
                editor.edit(&snapshot, &reference, versions: &screen.versions, using: &random)
                screen.dataSource.apply(snapshot, animatingDifferences: random.chance(0.5))
            case 16...17:
                action = "user move"
                try userMove(on: screen, reference: &reference, using: &random)
            default:
                action = "reload"
                var snapshot = screen.dataSource.snapshot()
                editor.edit(&snapshot, &reference, versions: &screen.versions, using: &random)
                screen.dataSource.applySnapshotUsingReloadData(snapshot)
            }
            scroll(screen.tableView, using: &random)
            var problems = screen.mismatches(with: reference)
            let violations = snapshotViolations + screen.violations.takeViolations()
            if violations.map(\.kind) != Array(repeating: .nonUniqueIdentifiers, count: expectedDuplicates) {
                problems.append("violations: \(violations.map(\.message)), expected \(expectedDuplicates) duplicate report(s)")
            }
            if !problems.isEmpty {
                return ("\(driver) seed \(seed) step \(step) (\(action)):\n" + problems.joined(separator: "\n"), step + 1)
            }
        }
        return (nil, steps)
    }

    /// A new snapshot from `SnapshotGenerator`, built with one `appendItems` call per section;
    /// items whose content changed are marked for reconfiguring or reloading.
    ///
    /// - Returns: The snapshot, the reference it must show, and the number of sections given
    ///   an identifier twice (each is one violation).
    private func newSnapshot(
        after reference: DiffableReference,
        screen: DiffableFuzzScreen,
        generator: inout SnapshotGenerator,
        using random: inout SeededRandomNumberGenerator
    ) -> (NSDiffableDataSourceSnapshot<Int, Int>, DiffableReference, Int) {
        let old = zip(reference.sections, reference.items).map { section, items in
            DiffSection(id: section, items: items.map { DiffItem(id: $0, version: screen.versions[$0] ?? 0) })
        }
        let new = reference.sections.isEmpty ? generator.initial(using: &random) : generator.next(after: old, using: &random)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var next = DiffableReference()
        var duplicates = 0
        var changed: [Int] = []
        for section in new {
            snapshot.appendSections([section.id])
            next.insertSections([section.id], at: next.sections.count)
            snapshot.appendItems(section.items.map(\.id), toSection: section.id)
            if next.append(section.items.map(\.id), toSectionAt: next.sections.count - 1) { duplicates += 1 }
            for item in section.items where item.version != screen.versions[item.id] ?? 0 {
                screen.versions[item.id] = item.version
                changed.append(item.id)
            }
        }
        let marked = Array(Set(changed).filter { next.location(of: $0) != nil })
        let reloaded = marked.filter { _ in random.chance(0.5) }
        snapshot.reloadItems(reloaded)
        snapshot.reconfigureItems(marked.filter { !reloaded.contains($0) })
        return (snapshot, next, duplicates)
    }

    /// Drags a random row to a random place, as the user would, and records the move.
    private func userMove(on screen: DiffableFuzzScreen, reference: inout DiffableReference, using random: inout SeededRandomNumberGenerator) throws {
        let rows = reference.items.enumerated().flatMap { section, items in items.indices.map { IndexPath(row: $0, section: section) } }
        guard let source = rows.isEmpty ? nil : rows[random.int(in: 0...(rows.count - 1))] else { return }
        screen.tableView.isEditing = true
        // A user can only drag a row that is on screen: scroll to it first.
        screen.tableView.scrollToRow(at: source, at: .none, animated: false)
        screen.tableView.layoutIfNeeded()
        let section = random.int(in: 0...(reference.sections.count - 1))
        let limit = reference.items[section].count - (section == source.section ? 1 : 0)
        let proposed = IndexPath(row: random.int(in: 0...max(0, limit)), section: section)
        guard let destination = try screen.tableView.simulateMove(from: source, to: proposed) else { return }
        let item = reference.items[source.section].remove(at: source.row)
        reference.items[destination.section].insert(item, at: destination.row)
        screen.tableView.isEditing = false
    }

    /// Scrolls to a random offset within the content and lays out.
    private func scroll(_ tableView: UITableView, using random: inout SeededRandomNumberGenerator) {
        tableView.layoutIfNeeded()
        let maximum = max(0, tableView.contentSize.height - tableView.bounds.height)
        tableView.contentOffset = CGPoint(x: 0, y: random.chance(0.5) ? 0 : CGFloat(random.int(in: 0...Int(maximum))))
        tableView.layoutIfNeeded()
    }
}
