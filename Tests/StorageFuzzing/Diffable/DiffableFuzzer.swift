import DTTableViewManager
import TestSupport

/// Runs random snapshot steps through a diffable data source into a table that validates every
/// batch update by UIKit's rules, and checks after every step that the data source, the table and
/// every visible cell match an independent ``DiffableReference``.
///
/// A step is one of: a whole new snapshot (sections deleted, inserted and moved, items moved
/// across sections, content changes marked for reconfiguring or reloading, now and then an
/// identifier given twice), an edit of the current snapshot with every snapshot call, a row the
/// user drags, or a reload with `applySnapshotUsingReloadData`; each is followed by a scroll. The
/// random choices come from a seeded generator (`DiffableFuzzTests`) or from a fuzzer's bytes
/// (``DiffableFuzzCase``).
@MainActor
package struct DiffableFuzzer<Random: RandomNumberGenerator> {
    private var random: Random
    private var generator = SnapshotGenerator()
    private var editor = DiffableSnapshotEditor()
    private let screen: DiffableFuzzScreen
    private var reference = DiffableReference()

    /// A fuzzer with a fresh screen driven by `driver`.
    ///
    /// - Parameters:
    ///   - driver: How the table is driven.
    ///   - random: The source of every choice.
    package init(driver: DiffableDriver, random: Random) {
        self.random = random
        screen = DiffableFuzzScreen(driver: driver)
    }

    /// The random source, for callers that stop when it runs out.
    package var randomSource: Random { random }

    /// Runs one random step and checks the screen.
    ///
    /// - Returns: What went wrong, each problem on its own line, prefixed with the step's kind; or
    ///   `nil`.
    package mutating func step() -> String? {
        var expectedDuplicates = 0
        var snapshotViolations: [UITableView.HeadlessConsistencyViolation] = []
        let action: String
        switch random.int(in: 0...19) {
        case 0...6:
            action = "new snapshot"
            // Marking items reads the snapshot, which checks the appended identifiers then:
            // duplicates are reported to the snapshot handler, not to the table.
            let ((snapshot, next, duplicates), found) = HeadlessSnapshotViolations.collecting {
                newSnapshot()
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
            do {
                try userMove()
            } catch {
                return "\(action): the drag threw \(error)"
            }
        default:
            action = "reload"
            var snapshot = screen.dataSource.snapshot()
            editor.edit(&snapshot, &reference, versions: &screen.versions, using: &random)
            screen.dataSource.applySnapshotUsingReloadData(snapshot)
        }
        scroll()
        var problems = screen.mismatches(with: reference)
        let violations = snapshotViolations + screen.violations.takeViolations()
        if violations.map(\.kind) != Array(repeating: .nonUniqueIdentifiers, count: expectedDuplicates) {
            problems.append("violations: \(violations.map(\.message)), expected \(expectedDuplicates) duplicate report(s)")
        }
        return problems.isEmpty ? nil : "\(action):\n" + problems.joined(separator: "\n")
    }

    /// A new snapshot from ``SnapshotGenerator``, built with one `appendItems` call per section;
    /// items whose content changed are marked for reconfiguring or reloading.
    ///
    /// - Returns: The snapshot, the reference it must show, and the number of sections given
    ///   an identifier twice (each is one violation).
    private mutating func newSnapshot() -> (NSDiffableDataSourceSnapshot<Int, Int>, DiffableReference, Int) {
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
        // Sorted, so that the same choices give the same marks on every run.
        let marked = Set(changed).filter { next.location(of: $0) != nil }.sorted()
        let reloaded = marked.filter { _ in random.chance(0.5) }
        snapshot.reloadItems(reloaded)
        snapshot.reconfigureItems(marked.filter { !reloaded.contains($0) })
        return (snapshot, next, duplicates)
    }

    /// Drags a random row to a random place, as the user would, and records the move.
    private mutating func userMove() throws {
        let rows = reference.items.enumerated().flatMap { section, items in items.indices.map { IndexPath(row: $0, section: section) } }
        guard let source = rows.isEmpty ? nil : rows[random.int(in: 0...(rows.count - 1))] else { return }
        let tableView = screen.tableView
        tableView.isEditing = true
        // A user can only drag a row that is on screen: scroll to it first.
        tableView.scrollToRow(at: source, at: .none, animated: false)
        tableView.layoutIfNeeded()
        let section = random.int(in: 0...(reference.sections.count - 1))
        let limit = reference.items[section].count - (section == source.section ? 1 : 0)
        let proposed = IndexPath(row: random.int(in: 0...max(0, limit)), section: section)
        guard let destination = try tableView.simulateMove(from: source, to: proposed) else { return }
        let item = reference.items[source.section].remove(at: source.row)
        reference.items[destination.section].insert(item, at: destination.row)
        tableView.isEditing = false
    }

    /// Scrolls to a random offset within the content and lays out.
    private mutating func scroll() {
        let tableView = screen.tableView
        tableView.layoutIfNeeded()
        let maximum = max(0, tableView.contentSize.height - tableView.bounds.height)
        tableView.contentOffset = CGPoint(x: 0, y: random.chance(0.5) ? 0 : CGFloat(random.int(in: 0...Int(maximum))))
        tableView.layoutIfNeeded()
    }
}
