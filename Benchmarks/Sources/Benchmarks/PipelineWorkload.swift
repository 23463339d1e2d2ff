import DTTableViewManager
import Foundation

/// The whole pipeline on HeadlessUIKit: a screen's manager is given 100,000 posts with
/// `setItems(_:)`, the table reloads and lays out (the layout pass the run loop runs next), and the
/// user scrolls through 10,000 rows, one row per frame.
///
/// The baseline is the same table driven by a hand-written `UITableViewDataSource` over a
/// `[Post]`, as an app would write it without the manager.
///
/// Targets: cells created while scrolling at most 2× the rows visible at once; the manager at
/// most 1.3× the hand-written data source, for loading and per scrolled row.
struct PipelineWorkload: Workload {
    let name = "pipeline"
    let judgesByInstructions = true

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        let items = 100_000
        let scrolledRows = 10_000
        let rowsPerRun = 100
        let posts = Post.sequence(items)

        let load = harness.compare(
            Work(setup: { ManagedPipeline() }) { screen in screen.load(posts) },
            with: Work(setup: { PlainPipeline() }) { screen in screen.load(posts) })

        // Each call scrolls the next 100 rows of one screen, so that a round is short; the
        // screens go back to the top, untimed, before they run out of rows. Judged by
        // instructions: its time ratio sat at the target under load (1.29–1.33×).
        let managed = ManagedPipeline()
        managed.load(posts)
        let plain = PlainPipeline()
        plain.load(posts)
        let lastStart = items - rowsPerRun - 20
        let scroll = harness.compare(
            Work(setup: { managed.rewindIfNeeded(before: lastStart) }) { screen in screen.scroll(rows: rowsPerRun) },
            with: Work(setup: { plain.rewindIfNeeded(before: lastStart) }) { screen in screen.scroll(rows: rowsPerRun) },
            judgedBy: .instructions)
        // A counting run needs only the scroll (see InstructionCounter).
        guard !harness.isCountingInstructions else { return [] }

        let counted = ManagedPipeline()
        let createdBefore = CellCounter.created
        counted.load(posts)
        let visible = counted.table.visibleCells.count
        scrollTable(counted.table, rows: scrolledRows)
        let created = CellCounter.created - createdBefore
        precondition(
            counted.table.indexPathsForVisibleRows?.first == IndexPath(row: scrolledRows, section: 0),
            "the table did not scroll to row \(scrolledRows)")

        return [
            BenchmarkResult(
                workload: name, name: "setItems \(formatCount(items)) + reloadData + layout pass",
                comparison: Comparison(
                    load, figure: "manager", baseline: "hand-written data source", target: .relativeCost(atMost: 1.3))),
            BenchmarkResult(
                workload: name, name: "scroll \(formatCount(scrolledRows)) rows, time per row",
                comparison: Comparison(
                    scroll, figure: "manager", baseline: "hand-written data source",
                    perCall: (rowsPerRun, rowsPerRun), target: .relativeCost(atMost: 1.3),
                    notes: "one row (44 pt) per step, each ending one cell's display and starting another's; "
                        + "\(rowsPerRun) rows per call")),
            BenchmarkResult(
                workload: name, name: "cells created, reload + scroll \(formatCount(scrolledRows)) rows",
                comparison: Comparison(
                    figure: Figure("cells created", value: Double(created), unit: .count, runs: 1),
                    baseline: Figure("rows visible at once", value: Double(visible), unit: .count, runs: 1),
                    target: .relativeCost(atMost: 2),
                    notes: "counted in one extra, untimed run, from setItems to the last scrolled row")),
        ]
    }
}

/// A screen whose table is driven by the manager.
@MainActor
final class ManagedPipeline {
    private let screen = TableScreen(height: 480)

    /// The screen's table.
    var table: UITableView { screen.tableView }

    /// Creates the screen and registers its one cell mapping.
    init() {
        screen.manager.register(MappedCell<Post>.self)
    }

    /// Gives the manager the posts, as an app does: the manager reloads the table itself; then
    /// the layout pass of the next run-loop turn requests the visible cells.
    @inline(never)  // a symbol of its own, for callgrind --toggle-collect
    func load(_ posts: [Post]) {
        screen.manager.memoryStorage.setItems(posts)
        table.layoutIfNeeded()
    }

    /// Scrolls `rows` rows further down, one row per step.
    @inline(never)  // a symbol of its own, for callgrind --toggle-collect
    func scroll(rows: Int) {
        scrollTable(table, rows: rows)
    }

    /// Scrolls back to the top and lays out when the first visible row is at or past `row`.
    ///
    /// - Returns: The screen.
    func rewindIfNeeded(before row: Int) -> Self {
        rewindTable(table, ifPast: row)
        return self
    }
}

/// A screen whose table is driven by a hand-written data source, for comparison.
@MainActor
final class PlainPipeline {
    private let screen = TableScreen(height: 480)
    private let dataSource = PlainDataSource()

    /// The screen's table.
    var table: UITableView { screen.tableView }

    /// Creates the screen, registers its cell class and installs the data source.
    init() {
        table.register(MappedCell<Post>.self, forCellReuseIdentifier: PlainDataSource.reuseIdentifier)
        table.dataSource = dataSource
    }

    /// Gives the data source the posts and reloads the table; then the layout pass of the next
    /// run-loop turn requests the visible cells.
    @inline(never)  // a symbol of its own, for callgrind --toggle-collect
    func load(_ posts: [Post]) {
        dataSource.posts = posts
        table.reloadData()
        table.layoutIfNeeded()
    }

    /// Scrolls `rows` rows further down, one row per step.
    @inline(never)  // a symbol of its own, for callgrind --toggle-collect
    func scroll(rows: Int) {
        scrollTable(table, rows: rows)
    }

    /// Scrolls back to the top and lays out when the first visible row is at or past `row`.
    ///
    /// - Returns: The screen.
    func rewindIfNeeded(before row: Int) -> Self {
        rewindTable(table, ifPast: row)
        return self
    }
}

/// Scrolls `table` `rows` rows of 44 points further down, one row per step, as frames of a
/// scroll would: each frame moves the offset, then runs the layout pass that displays the rows.
@MainActor
func scrollTable(_ table: UITableView, rows: Int) {
    let start = table.contentOffset.y
    for row in 1...rows {
        table.contentOffset = CGPoint(x: 0, y: start + 44 * CGFloat(row))
        table.layoutIfNeeded()
    }
}

/// Scrolls `table` back to the top and lays it out when its first visible row is at or past
/// `row`, so that scrolling can go on.
@MainActor
func rewindTable(_ table: UITableView, ifPast row: Int) {
    guard table.contentOffset.y >= 44 * CGFloat(row) else { return }
    table.contentOffset = .zero
    table.layoutIfNeeded()
}

/// A data source as an app writes it without the manager: one section of posts.
final class PlainDataSource: NSObject, UITableViewDataSource {
    /// The reuse identifier of the one cell class.
    static let reuseIdentifier = "post"
    /// The posts shown, in order.
    var posts: [Post] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        (cell as? MappedCell<Post>)?.update(with: posts[indexPath.row])
        return cell
    }
}
