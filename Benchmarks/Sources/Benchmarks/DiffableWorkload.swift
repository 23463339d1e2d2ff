import DTTableViewManager
import Foundation

/// `UITableViewDiffableDataSource` and `NSDiffableDataSourceSnapshot` on HeadlessUIKit.
///
/// Targets, stated before measuring:
/// - applying a 100,000-item snapshot in which 10% of the items each are deleted, inserted,
///   moved and reconfigured (building it with `appendItems` and `reconfigureItems` included)
///   costs at most 1.3× `MemoryStorage.setItems(_:animated:)` with the same posts, both through a
///   managed on-screen table;
/// - building a 100,000-item snapshot with `appendItems` costs at most 1.5× building an `Array`
///   of the same identifiers the same way: one section appended to in one call, or 100 sections
///   appended with one `appendSections` call and filled with one `appendItems` call each;
/// - `itemIdentifier(for:)` and `indexPath(for:)` are O(1): a lookup in a 100,000-item table
///   costs at most 2× one in a 1,000-item table (O(*n*) would be 100×). Judged by instructions:
///   the target is about complexity, and time adds the cache misses of a table 100 times larger,
///   which moved with the load (`indexPath(for:)` 1.68×, 2.07×, 1.91× in three loaded runs).
struct DiffableWorkload: Workload {
    let name = "diffable"
    let judgesByInstructions = true
    private let count = 100_000

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        // A counting run needs only the lookups (see InstructionCounter).
        guard !harness.isCountingInstructions else { return lookups(harness) }
        let scenario = DiffScenario.mixed(count: count, fraction: 0.1)
        let oldIDs = scenario.old.map(\.id)
        let newIDs = scenario.new.map(\.id)
        let oldTitles = Dictionary(uniqueKeysWithValues: scenario.old.map { ($0.id, $0.title) })
        let reconfigured = scenario.new.filter { post in oldTitles[post.id].map { $0 != post.title } ?? false }.map(\.id)
        verify(scenario, reconfigured: reconfigured)

        let diffableApply = Work(setup: { DiffableScreen(showing: scenario.old, then: scenario.new) }) { screen in
            screen.apply(newIDs, reconfiguring: reconfigured)
        }
        let storageApply = Work(setup: { StorageScreen(showing: scenario.old) }) { screen in
            screen.storage.setItems(scenario.new, animated: true)
        }

        let chunks = stride(from: 0, to: count, by: 1_000).map { Array(oldIDs[$0..<$0 + 1_000]) }
        let buildOne = Work {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(oldIDs)
            return snapshot
        }
        let arrayOne = Work {
            var identifiers: [Int] = []
            identifiers.append(contentsOf: oldIDs)
            return identifiers
        }
        let sectionIDs = Array(chunks.indices)
        let buildSections = Work {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections(sectionIDs)
            for (section, chunk) in zip(sectionIDs, chunks) {
                snapshot.appendItems(chunk, toSection: section)
            }
            return snapshot
        }
        let arraySections = Work {
            var sections = [[Int]](repeating: [], count: sectionIDs.count)
            for (section, chunk) in zip(sectionIDs, chunks) {
                sections[section].append(contentsOf: chunk)
            }
            return (sectionIDs, sections)
        }

        let size = "\(formatCount(count)) items"
        return [
            harness.result(workload: name, "apply, 10% each deleted, inserted, moved, reconfigured, \(size)",
                           ("build snapshot + apply", diffableApply), against: ("MemoryStorage.setItems(_:animated:)", storageApply),
                           target: .relativeCost(atMost: 1.3),
                           notes: "both through a managed table in a window; \(formatCount(reconfigured.count)) items reconfigured"),
            harness.result(workload: name, "build by appendItems, \(size) in 1 section",
                           ("NSDiffableDataSourceSnapshot", buildOne), against: ("Array of identifiers", arrayOne),
                           target: .relativeCost(atMost: 1.5),
                           notes: "identifiers are checked for uniqueness when the snapshot is first read or applied"),
            harness.result(workload: name, "build by appendItems, \(size) in 100 sections",
                           ("NSDiffableDataSourceSnapshot", buildSections), against: ("Array of arrays of identifiers", arraySections),
                           target: .relativeCost(atMost: 1.5),
                           notes: "appendSections with the 100 section identifiers, then appendItems(_:toSection:) per section"),
        ] + lookups(harness)
    }

    /// Lookups in a large snapshot against a small one, judged by instructions.
    private func lookups(_ harness: Harness) -> [BenchmarkResult] {
        let small = LookupScreen(count: 1_000)
        let large = LookupScreen(count: count)
        let lookups = 10_000
        let size = "\(formatCount(count)) items"
        let perRun = "per lookup; \(formatCount(lookups)) lookups per call"
        return [
            harness.result(workload: name, "itemIdentifier(for:), \(size) against 1,000",
                           ("\(size)", Work { large.lookUpItems(lookups) }), against: ("1,000 items", Work { small.lookUpItems(lookups) }),
                           perCall: lookups, target: .relativeCost(atMost: 2), judgedBy: .instructions, notes: perRun),
            harness.result(workload: name, "indexPath(for:), \(size) against 1,000",
                           ("\(size)", Work { large.lookUpIndexPaths(lookups) }), against: ("1,000 items", Work { small.lookUpIndexPaths(lookups) }),
                           perCall: lookups, target: .relativeCost(atMost: 2), judgedBy: .instructions, notes: perRun),
        ]
    }

    /// Checks once, untimed, that both screens end showing the new posts.
    private func verify(_ scenario: DiffScenario, reconfigured: [Int]) {
        let diffable = DiffableScreen(showing: scenario.old, then: scenario.new)
        diffable.apply(scenario.new.map(\.id), reconfiguring: reconfigured)
        precondition(diffable.dataSource.snapshot().itemIdentifiers == scenario.new.map(\.id), "apply did not show the new identifiers")
        precondition(diffable.table.numberOfRows(inSection: 0) == scenario.new.count, "the table does not show the new count")
        let firstCell = diffable.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MappedCell<Post>
        precondition(firstCell?.model == scenario.new[0], "the first visible cell does not show the new post")
        let storage = StorageScreen(showing: scenario.old)
        storage.storage.setItems(scenario.new, animated: true)
        precondition(storage.table.numberOfRows(inSection: 0) == scenario.new.count, "setItems did not reach the table")
        precondition(reconfigured.count > scenario.new.count / 20, "the scenario does not reconfigure about 10% of the items")
    }
}

/// A managed screen driven by `configureDiffableDataSource`, showing posts by identifier.
@MainActor
final class DiffableScreen {
    private let screen = TableScreen(height: 480)
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// The posts by identifier, old and new; the model provider reads them.
    private let posts: [Int: Post]
    private(set) var dataSource: UITableViewDiffableDataSource<Int, Int>!

    var table: UITableView { screen.tableView }

    /// Creates the screen showing `old`; the models of `new` replace them by identifier.
    init(showing old: [Post], then new: [Post]) {
        posts = Dictionary(old.map { ($0.id, $0) } + new.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        window.addSubview(screen.tableView)
        screen.manager.register(MappedCell<Post>.self)
        dataSource = screen.manager.configureDiffableDataSource { [posts] _, id in posts[id] as Any }
        apply(old.map(\.id), reconfiguring: [])
    }

    /// Builds a one-section snapshot of `identifiers`, reconfigures `reconfigured`, applies it
    /// and lays the table out.
    func apply(_ identifiers: [Int], reconfiguring reconfigured: [Int]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(identifiers)
        if !reconfigured.isEmpty { snapshot.reconfigureItems(reconfigured) }
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
    }
}

/// A managed screen with a `MemoryStorage`, showing posts.
@MainActor
final class StorageScreen {
    private let screen = TableScreen(height: 480)
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    var table: UITableView { screen.tableView }
    var storage: MemoryStorage { screen.manager.memoryStorage }

    /// Creates the screen showing `posts`.
    init(showing posts: [Post]) {
        window.addSubview(screen.tableView)
        screen.manager.register(MappedCell<Post>.self)
        storage.setItems(posts)
        table.layoutIfNeeded()
    }
}

/// A diffable table of `count` items, for timing lookups.
@MainActor
final class LookupScreen {
    private let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    private let dataSource: UITableViewDiffableDataSource<Int, Int>
    private let indexPaths: [IndexPath]
    private let identifiers: [Int]

    /// Creates the table and the random lookups to time.
    init(count: Int) {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot)
        var generator = SeededGenerator(seed: 11)
        identifiers = (0..<10_000).map { _ in Int.random(in: 0..<count, using: &generator) }
        indexPaths = identifiers.map { IndexPath(row: $0, section: 0) }
        _ = dataSource.indexPath(for: 0)
    }

    /// Looks up the items at `count` random index paths.
    func lookUpItems(_ count: Int) -> Int {
        var sum = 0
        for indexPath in indexPaths.prefix(count) { sum &+= dataSource.itemIdentifier(for: indexPath) ?? 0 }
        return sum
    }

    /// Looks up the index paths of `count` random items.
    func lookUpIndexPaths(_ count: Int) -> Int {
        var sum = 0
        for identifier in identifiers.prefix(count) { sum &+= dataSource.indexPath(for: identifier)?.row ?? 0 }
        return sum
    }
}
