import DTTableViewManager
import Foundation

/// HeadlessUIKit's text snapshot and SVG picture of a phone-sized screen, against one layout pass
/// of the same screen.
///
/// The screen is 390 × 844 points: a table managed by DTTableViewManager showing exactly 20 rows,
/// each a cell with a title and a subtitle label. The layout pass reloads the table and lays the
/// screen out again: the manager configures the 20 reused cells and the table places them, as
/// after a data change. The snapshots read the laid-out screen.
///
/// Targets: the text snapshot at most 2× a layout pass; the SVG picture at most 4×.
struct SnapshotWorkload: Workload {
    let name = "snapshot"

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        let screen = SnapshotScreen()
        screen.verify()
        let text = harness.compare(Work { screen.view.headlessTextSnapshot() }, with: Work { screen.layOut() })
        let svg = harness.compare(Work { screen.view.headlessSVGSnapshot() }, with: Work { screen.layOut() })
        return [
            BenchmarkResult(
                workload: name, name: "text snapshot against a layout pass",
                comparison: Comparison(
                    text, figure: "headlessTextSnapshot()", baseline: "reloadData + layoutIfNeeded",
                    target: .relativeCost(atMost: 2),
                    notes: "390 × 844 screen, 20 visible rows")),
            BenchmarkResult(
                workload: name, name: "SVG picture against a layout pass",
                comparison: Comparison(
                    svg, figure: "headlessSVGSnapshot()", baseline: "reloadData + layoutIfNeeded",
                    target: .relativeCost(atMost: 4))),
        ]
    }
}

/// The measured screen: a 390 × 844 controller whose managed table shows 20 rows of 42.2 points.
@MainActor
final class SnapshotScreen: UIViewController, DTTableViewManageable {
    /// The managed table, filling the screen.
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.backgroundColor = .systemBackground
        tableView.rowHeight = 42.2
        view.addSubview(tableView)
        manager.register(SnapshotRowCell.self)
        manager.memoryStorage.setItems(Post.sequence(100))
        layOut()
    }

    /// One layout pass after a data change: reload, then lay the screen out.
    func layOut() {
        tableView.reloadData()
        view.layoutIfNeeded()
        tableView.layoutIfNeeded()
    }

    /// Stops the run unless exactly 20 rows are visible and both snapshots show them.
    func verify() {
        loadViewIfNeeded()
        precondition(tableView.visibleCells.count == 20, "expected 20 visible rows, found \(tableView.visibleCells.count)")
        let text = view.headlessTextSnapshot()
        precondition(text.contains("row 0.19:") && !text.contains("row 0.20:"), "the text snapshot does not show the 20 rows")
        precondition(view.headlessSVGSnapshot().contains(">Post 19</text>"), "the picture does not show the last row")
    }
}

/// A row with a title and a subtitle.
final class SnapshotRowCell: UITableViewCell, ModelTransfer {
    /// Shows the post's title.
    let titleLabel = UILabel()
    /// Shows the post's identity.
    let subtitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        subtitleLabel.font = .systemFont(ofSize: 12)
        subtitleLabel.textColor = .secondaryLabel
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
    }

    /// Not used: the benchmarks create cells in code.
    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 2, width: contentView.bounds.width - 32, height: 22)
        subtitleLabel.frame = CGRect(x: 16, y: 24, width: contentView.bounds.width - 32, height: 16)
    }

    func update(with model: Post) {
        titleLabel.text = "Post \(model.id)"
        subtitleLabel.text = model.title
    }
}
