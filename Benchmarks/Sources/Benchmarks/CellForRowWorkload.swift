import DTTableViewManager
import Foundation

/// `tableView(_:cellForRowAt:)` of the manager's data source: resolve the model's mapping, dequeue
/// a reused cell, run the registration handler and `update(with:)`.
///
/// Every registration has its own model and cell type; the rows show posts, whose mapping is
/// registered last, so only the number of other registrations varies. The baseline resolves the
/// mapping as DTTableViewManager 11 did, scanning every mapping for compatible ones without
/// remembering anything, then dequeues and configures with the same mapping.
///
/// Each run asks for 200 rows whose cells wait in the table's reuse queue, so no cell is created
/// while timing. Runs are kept short (well under a 4 ms scheduler slice) so that, on a shared
/// machine, most runs are not preempted and neither is their median.
///
/// Targets: with 10 or 100 mappings, at most 1.5× the cost with 1 mapping; with 1 mapping, at most
/// 1.5× the linear scan; with 100 mappings, at least 10× faster than the linear scan.
struct CellForRowWorkload: Workload {
    let name = "cellForRow"
    let judgesByInstructions = true

    /// The rows asked for in one run.
    private let rows = 200

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        let benches = [1, 10, 100].map { count in
            let bench = CellForRowBench(mappings: count, rows: rows)
            bench.verify()
            return bench
        }
        let (one, ten, hundred) = (benches[0], benches[1], benches[2])
        func manager(_ bench: CellForRowBench) -> Work { Work(setup: bench.fillReuseQueue) { _ in bench.askManager() } }
        func scan(_ bench: CellForRowBench) -> Work { Work(setup: bench.fillReuseQueue) { _ in bench.askLinearScan() } }
        return [
            harness.result(workload: name, "10 mappings against 1", ("manager", manager(ten)), against: ("manager", manager(one)),
                           perCall: rows, target: .relativeCost(atMost: 1.5),
                           notes: "figures per cell; \(formatCount(rows)) reused cells per call"),
            harness.result(workload: name, "100 mappings against 1", ("manager", manager(hundred)), against: ("manager", manager(one)),
                           perCall: rows, target: .relativeCost(atMost: 1.5)),
            harness.result(workload: name, "1 mapping against a linear scan", ("manager", manager(one)), against: ("linear scan", scan(one)),
                           perCall: rows, target: .relativeCost(atMost: 1.5)),
            // Judged by instructions: its time ratio fell from 12× to 8.9× in one of three loaded runs.
            harness.result(workload: name, "100 mappings against a linear scan", ("manager", manager(hundred)),
                           against: ("linear scan", scan(hundred)), perCall: rows, target: .speedup(atLeast: 10), judgedBy: .instructions),
        ]
    }
}

/// One table with a number of registrations and rows, and the two ways to produce its cells.
@MainActor
final class CellForRowBench {
    private let screen: TableScreen
    private let rows: Int
    private let mappingCount: Int
    /// Every registered mapping, in registration order, for the linear scan.
    private var mappings: [any ViewModelMappingProtocol] = []

    /// Registers `count - 1` cell mappings for other model types, then the mapping for `Post`,
    /// and fills the storage with `rows` posts.
    init(mappings count: Int, rows: Int) {
        self.rows = rows
        mappingCount = count
        screen = TableScreen(height: 0)
        registerOthers(count - 1, model: Nested<Post>.self)
        register(Post.self, reuseIdentifier: "post")
        screen.manager.memoryStorage.setItems(Post.sequence(rows))
    }

    /// Displays every row, then hides them all, so that `rows` cells wait in the reuse queue.
    func fillReuseQueue() {
        screen.resizeTable(toHeight: 44 * CGFloat(rows))
        screen.resizeTable(toHeight: 0)
    }

    /// Checks that both ways produce a configured `MappedCell<Post>`, so the timings compare the
    /// same work; stops the run if not.
    func verify() {
        fillReuseQueue()
        let indexPath = IndexPath(row: rows - 1, section: 0)
        let cell = screen.manager.tableDataSource?.tableView(screen.tableView, cellForRowAt: indexPath) as? MappedCell<Post>
        precondition(cell?.model?.id == rows - 1 && cell?.handledIndexPath == indexPath, "the manager did not configure the cell")
        precondition(mappings.count == mappingCount, "expected \(mappingCount) mappings, registered \(mappings.count)")
    }

    /// Asks the manager's data source for every row's cell.
    func askManager() {
        let table = screen.tableView!
        let dataSource = screen.manager.tableDataSource!
        for row in 0..<rows {
            blackHole(dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)))
        }
    }

    /// Produces every row's cell with an uncached linear scan over the mappings.
    func askLinearScan() {
        let table = screen.tableView!
        let storage = screen.manager.storage
        for row in 0..<rows {
            let indexPath = IndexPath(row: row, section: 0)
            guard let model = RuntimeHelper.recursivelyUnwrapAnyValue(storage.item(at: indexPath) as Any) else { continue }
            let candidates = mappings.filter { mapping in
                mapping.viewType == .cell && mapping.modelTypeCheckingBlock(model)
                    && mapping.condition.isCompatible(with: indexPath, model: model)
            }
            let mapping = candidates.first as? any CellViewModelMappingProtocol
            blackHole(mapping?.dequeueConfiguredReusableCell(for: table, model: model, indexPath: indexPath))
        }
    }

    /// Registers `count` mappings for distinct model types: `MappedCell<Nested<Post>>`,
    /// `MappedCell<Nested<Nested<Post>>>`, and so on.
    private func registerOthers<Model>(_ count: Int, model: Model.Type) {
        guard count > 0 else { return }
        register(Model.self, reuseIdentifier: "other-\(count)")
        registerOthers(count - 1, model: Nested<Model>.self)
    }

    /// Registers `MappedCell<Model>` with a handler, keeping the mapping for the linear scan.
    private func register<Model>(_ model: Model.Type, reuseIdentifier: String) {
        screen.manager.register(MappedCell<Model>.self) { mapping in
            mapping.reuseIdentifier = reuseIdentifier
            mapping.xibName = nil
            self.mappings.append(mapping)
        } handler: { cell, _, indexPath in
            cell.handledIndexPath = indexPath
        }
    }
}
